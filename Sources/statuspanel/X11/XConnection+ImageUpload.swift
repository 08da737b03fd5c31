import CX11
#if canImport(Glibc)
import Glibc
#endif

extension XConnection {
    /// Makes a pixmap of `depth` holding an image, uploaded with `XCreateImage` and `XPutImage`:
    /// `fill` writes the rows (`bytesPerRow` bytes apart, LSB-first pixels) into a buffer the
    /// image then owns and frees (`XDestroyImage` frees with free(3), so it comes from malloc).
    /// Nil, with nothing left behind, when the memory or the image cannot be had.
    func uploadPixmap(on drawable: Drawable, visual: UnsafeMutablePointer<Visual>, depth: Int32, width: Int, height: Int,
                      bytesPerRow: Int, fill: (UnsafeMutablePointer<UInt8>) -> Void) -> Pixmap? {
        let width = max(1, width), height = max(1, height)
        guard let data = malloc(max(1, bytesPerRow * height))?.assumingMemoryBound(to: UInt8.self) else { return nil }
        fill(data)
        guard let image = XCreateImage(display, visual, UInt32(depth), ZPixmap, 0,
                                       UnsafeMutableRawPointer(data).assumingMemoryBound(to: CChar.self),
                                       UInt32(width), UInt32(height), 32, Int32(bytesPerRow)) else {
            free(data)
            return nil
        }
        image.pointee.byte_order = LSBFirst
        let pixmap = XCreatePixmap(display, drawable, UInt32(width), UInt32(height), UInt32(depth))
        let gc = XCreateGC(display, pixmap, 0, nil)
        XPutImage(display, pixmap, gc, image, 0, 0, 0, 0, UInt32(width), UInt32(height))
        XFreeGC(display, gc)
        cx11_destroy_image(image)
        return pixmap
    }
}
