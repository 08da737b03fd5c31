import CX11
import PanelCore

/// Icons the panel draws from pixels (StatusNotifierItem icons), uploaded once each as 32-bit
/// ARGB pictures the renderer composites as it does an XEmbed icon's contents.
final class IconPictures {
    private let connection: XConnection
    private var uploaded: [String: (image: IconImage, pixmap: Pixmap, picture: Picture, serial: UInt64)] = [:]
    /// Counts the uploads: each picture's serial, its ``TrayIconPicture/revision``.
    private var uploads: UInt64 = 0

    init(connection: XConnection) { self.connection = connection }

    deinit { for key in Array(uploaded.keys) { release(key) } }

    /// The picture of `image` under `key`, uploaded again only when the image changed.
    func picture(_ key: String, _ image: IconImage) -> TrayIconPicture? {
        if let known = uploaded[key], known.image == image {
            return TrayIconPicture(picture: known.picture, hasAlpha: true, revision: known.serial)
        }
        release(key)
        let dpy = connection.display
        guard let format = XRenderFindStandardFormat(dpy, Int32(PictStandardARGB32)),
              let pixmap = connection.uploadPixmap(on: XDefaultRootWindow(dpy), visual: XDefaultVisual(dpy, XDefaultScreen(dpy)), depth: 32,
                                                   width: image.width, height: image.height, bytesPerRow: image.width * 4, fill: { data in
                  image.premultipliedBGRA.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: $0.count) }
              }) else { return nil }
        let picture = XRenderCreatePicture(dpy, pixmap, format, 0, nil)
        uploads += 1
        uploaded[key] = (image, pixmap, picture, uploads)
        return TrayIconPicture(picture: picture, hasAlpha: true, revision: uploads)
    }

    /// Frees the pictures of keys not in `keys`.
    func keep(only keys: Set<String>) {
        for key in Array(uploaded.keys) where !keys.contains(key) { release(key) }
    }

    private func release(_ key: String) {
        guard let old = uploaded.removeValue(forKey: key) else { return }
        XRenderFreePicture(connection.display, old.picture)
        XFreePixmap(connection.display, old.pixmap)
    }
}
