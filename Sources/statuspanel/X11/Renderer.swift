import CX11
import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// Executes a ``DisplayList`` into an off-screen pixmap with Xrender and Xft, then copies the
/// pixmap to the window in one request, so a frame never shows half drawn.
///
/// Glyph masks are rasterised once per glyph and scale and kept on the server as A8 pictures;
/// solid-colour pictures and Xft colours are cached by colour.
/// An embedded tray icon's contents as the renderer composites them.
struct TrayIconPicture {
    var picture: Picture
    /// Whether the icon has an alpha channel (a 32-bit window): only then can it be tinted.
    var hasAlpha: Bool
    /// Counts the changes of its pixels (``TrayIcon/revision``): at least 1.
    var revision: UInt64 = 1
}

final class Renderer {
    /// The off-screen frame: its pixmap, the picture and the Xft drawable over it, and its size.
    private struct Surface {
        var pixmap: Pixmap = 0
        var picture: Picture = 0
        var draw: OpaquePointer?
        var size = (width: 0, height: 0)
    }

    /// What is kept on the server once made: glyph masks by glyph, solid fills and Xft colours
    /// by colour.
    private struct Caches {
        var glyphs: [PanelCore.Glyph: Picture] = [:]
        var solids: [Color: Picture] = [:]
        var xftColors: [Color: XftColor] = [:]
    }

    private let connection: XConnection
    private let window: Window
    private let stripVisual: StripVisual
    private let scale: Double
    /// The font text is drawn with: one for every strip, owned by ``StripSet``.
    var font: XftTextMeasurer
    private var surface = Surface()
    private let gc: GC
    private var backdrop: (pixmap: Pixmap, picture: Picture)?
    private var caches = Caches()

    private var visual: UnsafeMutablePointer<Visual> { stripVisual.visual }
    private var colormap: Colormap { stripVisual.colormap }
    private var depth: Int32 { stripVisual.depth }
    private var hasAlpha: Bool { stripVisual.hasAlpha }
    private var pixmap: Pixmap { surface.pixmap }
    private var picture: Picture { surface.picture }
    private var draw: OpaquePointer? { surface.draw }
    private var size: (width: Int, height: Int) { surface.size }

    init(connection: XConnection, window: Window, visual: StripVisual, font: XftTextMeasurer, scale: Double) {
        self.connection = connection
        self.window = window
        self.scale = scale
        let dpy = connection.display
        stripVisual = visual
        self.font = font
        gc = XCreateGC(dpy, window, 0, nil)
        // Otherwise every XCopyArea queues a NoExpose event and wakes the loop for nothing.
        XSetGraphicsExposures(dpy, gc, False)
        // Over the tray's icons too: they are redirected off screen, and each frame has them drawn in.
        XSetSubwindowMode(dpy, gc, IncludeInferiors)
    }

    deinit {
        let dpy = connection.display
        releaseSurface()
        setBackdrop(nil)
        for (_, p) in caches.glyphs { XRenderFreePicture(dpy, p) }
        for (_, p) in caches.solids { XRenderFreePicture(dpy, p) }
        for (_, var c) in caches.xftColors { XftColorFree(dpy, visual, colormap, &c) }
        XFreeGC(dpy, gc)
    }

    /// Draws `list` off screen and shows it.
    func render(_ list: DisplayList, icons: [TrayIconPicture?] = []) {
        ensureSurface(width: list.width, height: list.height)
        guard picture != 0 else { return }
        let dpy = connection.display
        if let backdrop {
            // The wallpaper behind the strip (pseudo-transparency), then the background over it.
            XRenderComposite(dpy, PictOpSrc, backdrop.picture, 0, picture, 0, 0, 0, 0, 0, 0, UInt32(list.width), UInt32(list.height))
        } else {
            // Start from nothing where a compositor blends the frame with what is beneath (ARGB);
            // else from opaque black, so translucent backgrounds have a defined colour beneath.
            var start = XRenderColor(red: 0, green: 0, blue: 0, alpha: hasAlpha ? 0 : 0xffff)
            XRenderFillRectangle(dpy, PictOpSrc, picture, &start, 0, 0, UInt32(list.width), UInt32(list.height))
        }
        for command in list.commands {
            switch command {
            case .rect(let x, let y, let w, let h, let color):
                var c = Self.renderColor(color)
                XRenderFillRectangle(dpy, PictOpOver, picture, &c, Int32(x), Int32(y), UInt32(max(0, w)), UInt32(max(0, h)))
            case .gradient(let x, let y, let w, let h, let top, let bottom):
                drawGradient(x: x, y: y, width: w, height: h, top: top, bottom: bottom)
            case .text(let text, let x, let baseline, let color):
                var xft = xftColor(color)
                var pen = x
                for run in font.runs(of: text) {
                    if run.glyphs.isEmpty {
                        run.bytes.withUnsafeBufferPointer {
                            XftDrawStringUtf8(draw, &xft, run.font, Int32(pen), Int32(baseline), $0.baseAddress, Int32($0.count))
                        }
                    } else {
                        // Shaped glyphs by id, each where HarfBuzz put it.
                        var specs = run.glyphs.map { XftGlyphSpec(glyph: FT_UInt($0.glyph), x: Int16(clamping: pen + $0.x), y: Int16(clamping: baseline + $0.y)) }
                        XftDrawGlyphSpec(draw, &xft, run.font, &specs, Int32(specs.count))
                    }
                    pen += run.width
                }
            case .glyph(let glyph, let x, let y, let color):
                let (w, h) = glyph.pixelSize(scale: scale)
                XRenderComposite(dpy, PictOpOver, solid(color), mask(for: glyph), picture, 0, 0, 0, 0, Int32(x), Int32(y), UInt32(w), UInt32(h))
            case .trayIcon(let index, let x, let y, let size, let tint, _):
                guard index < icons.count, let icon = icons[index] else { continue }
                if let tint, icon.hasAlpha {
                    // The icon's alpha as the mask of a solid fill: its shape in the content colour.
                    XRenderComposite(dpy, PictOpOver, solid(tint), icon.picture, picture, 0, 0, 0, 0, Int32(x), Int32(y), UInt32(size), UInt32(size))
                } else {
                    XRenderComposite(dpy, PictOpOver, icon.picture, 0, picture, 0, 0, 0, 0, Int32(x), Int32(y), UInt32(size), UInt32(size))
                }
            }
        }
        present()
    }

    /// Windows that show the frames besides the strip (its overlay twin while it is mapped).
    var mirrors: [Window] = []

    /// Copies the last frame to the window and its mirrors again (after an Expose, a map).
    func present() {
        guard pixmap != 0 else { return }
        for target in [window] + mirrors {
            XCopyArea(connection.display, pixmap, target, gc, 0, 0, UInt32(size.width), UInt32(size.height), 0, 0)
        }
    }

    /// The image drawn first in every frame (the wallpaper behind the strip, maybe blurred), or
    /// none; uploaded once, so a frame costs one composite for it.
    func setBackdrop(_ image: PixelBuffer?) {
        let dpy = connection.display
        if let old = backdrop {
            XRenderFreePicture(dpy, old.picture)
            XFreePixmap(dpy, old.pixmap)
            backdrop = nil
        }
        guard let image, image.bytesPerPixel == 4, image.order == .bgr,
              let pixmap = connection.uploadPixmap(on: window, visual: visual, depth: depth, width: image.width, height: image.height,
                                                   bytesPerRow: image.bytesPerRow, fill: { data in
                  image.bytes.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: image.bytesPerRow * image.height) }
                  // Opaque: the fourth byte is padding in the wallpaper, alpha in an ARGB frame.
                  for row in 0..<image.height {
                      for column in 0..<image.width { data[row * image.bytesPerRow + column * 4 + 3] = 255 }
                  }
              }) else { return }
        backdrop = (pixmap, XRenderCreatePicture(dpy, pixmap, XRenderFindVisualFormat(dpy, visual), 0, nil))
    }

    // MARK: - Surfaces and caches

    private func ensureSurface(width: Int, height: Int) {
        guard width != size.width || height != size.height || pixmap == 0 else { return }
        releaseSurface()
        guard width > 0, height > 0 else { return }
        let dpy = connection.display
        surface.size = (width, height)
        surface.pixmap = XCreatePixmap(dpy, window, UInt32(width), UInt32(height), UInt32(depth))
        surface.picture = XRenderCreatePicture(dpy, pixmap, XRenderFindVisualFormat(dpy, visual), 0, nil)
        surface.draw = XftDrawCreate(dpy, pixmap, visual, colormap)
    }

    private func releaseSurface() {
        let dpy = connection.display
        if let draw { XftDrawDestroy(draw) }
        if picture != 0 { XRenderFreePicture(dpy, picture) }
        if pixmap != 0 { XFreePixmap(dpy, pixmap) }
        surface = Surface()
    }

    private func drawGradient(x: Int, y: Int, width: Int, height: Int, top: Color, bottom: Color) {
        let dpy = connection.display
        var gradient = XLinearGradient(p1: XPointFixed(x: 0, y: Self.fixed(Double(y))),
                                       p2: XPointFixed(x: 0, y: Self.fixed(Double(y + height))))
        var stops: [XFixed] = [0, Self.fixed(1)]
        var colors = [Self.renderColor(top), Self.renderColor(bottom)]
        let source = XRenderCreateLinearGradient(dpy, &gradient, &stops, &colors, 2)
        XRenderComposite(dpy, PictOpOver, source, 0, picture, Int32(x), Int32(y), 0, 0, Int32(x), Int32(y), UInt32(width), UInt32(height))
        XRenderFreePicture(dpy, source)
    }

    private func solid(_ color: Color) -> Picture {
        if let p = caches.solids[color] { return p }
        var c = Self.renderColor(color)
        let p = XRenderCreateSolidFill(connection.display, &c)
        caches.solids[color] = p
        return p
    }

    private func xftColor(_ color: Color) -> XftColor {
        if let c = caches.xftColors[color] { return c }
        var value = Self.renderColor(color)
        var result = XftColor()
        XftColorAllocValue(connection.display, visual, colormap, &value, &result)
        caches.xftColors[color] = result
        return result
    }

    /// Uploads the glyph's coverage mask as an A8 picture, once.
    private func mask(for glyph: PanelCore.Glyph) -> Picture {
        if let p = caches.glyphs[glyph] { return p }
        let dpy = connection.display
        let mask = glyph.mask(scale: scale)
        let stride = (mask.width + 3) & ~3
        // Out of memory: an empty mask, so the glyph is missing rather than the panel.
        let pix = connection.uploadPixmap(on: window, visual: visual, depth: 8, width: mask.width, height: mask.height,
                                          bytesPerRow: stride, fill: { data in
            for y in 0..<mask.height {
                for x in 0..<mask.width { data[y * stride + x] = mask.pixels[y * mask.width + x] }
            }
        }) ?? XCreatePixmap(dpy, window, 1, 1, 8)
        let p = XRenderCreatePicture(dpy, pix, XRenderFindStandardFormat(dpy, Int32(PictStandardA8)), 0, nil)
        XFreePixmap(dpy, pix)
        caches.glyphs[glyph] = p
        return p
    }

    /// XRender colours are 16-bit and premultiplied by alpha.
    static func renderColor(_ c: Color) -> XRenderColor {
        let a = UInt32(c.alpha)
        func channel(_ v: UInt8) -> UInt16 { UInt16(UInt32(v) * a / 255 * 257) }
        return XRenderColor(red: channel(c.red), green: channel(c.green), blue: channel(c.blue), alpha: UInt16(a * 257))
    }

    static func fixed(_ v: Double) -> XFixed { XFixed((v * 65536).rounded()) }
}
