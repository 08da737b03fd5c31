#if canImport(Glibc)
import Glibc
#endif
import PanelCore

/// Icon files (PNG, SVG) into pixels through gdk-pixbuf (and its librsvg loader for SVG),
/// loaded with dlopen(3) the first time an item's icon is a name rather than pixels: a panel
/// whose apps all send pixmaps never maps it.
enum IconFileLoader {
    private typealias NewAtSize = @convention(c) (UnsafePointer<CChar>?, Int32, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> OpaquePointer?
    private typealias IntGetter = @convention(c) (OpaquePointer?) -> Int32
    private typealias PixelsGetter = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<UInt8>?
    private typealias Unref = @convention(c) (OpaquePointer?) -> Void
    private typealias ErrorFree = @convention(c) (OpaquePointer?) -> Void
    private typealias LoaderNew = @convention(c) () -> OpaquePointer?
    private typealias LoaderWrite = @convention(c) (OpaquePointer?, UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<OpaquePointer?>?) -> Int32
    private typealias LoaderClose = @convention(c) (OpaquePointer?, UnsafeMutablePointer<OpaquePointer?>?) -> Int32
    private typealias LoaderPixbuf = @convention(c) (OpaquePointer?) -> OpaquePointer?

    private struct Functions {
        let newAtSize: NewAtSize
        let width, height, rowStride, channels: IntGetter
        let pixels: PixelsGetter
        let unref: Unref
        let errorFree: ErrorFree
        let loaderNew: LoaderNew
        let loaderWrite: LoaderWrite
        let loaderClose: LoaderClose
        let loaderPixbuf: LoaderPixbuf
    }

    private static let functions: Functions? = {
        guard let library = dlopen("libgdk_pixbuf-2.0.so.0", RTLD_NOW | RTLD_LOCAL) else {
            Log.error("cannot load libgdk_pixbuf-2.0.so.0 (install libgdk-pixbuf-2.0-0): icons given by name are not drawn")
            return nil
        }
        func symbol<T>(_ name: String, _: T.Type) -> T? { dlsym(library, name).map { unsafeBitCast($0, to: T.self) } }
        guard let newAtSize = symbol("gdk_pixbuf_new_from_file_at_size", NewAtSize.self),
              let width = symbol("gdk_pixbuf_get_width", IntGetter.self), let height = symbol("gdk_pixbuf_get_height", IntGetter.self),
              let rowStride = symbol("gdk_pixbuf_get_rowstride", IntGetter.self), let channels = symbol("gdk_pixbuf_get_n_channels", IntGetter.self),
              let pixels = symbol("gdk_pixbuf_get_pixels", PixelsGetter.self), let unref = symbol("g_object_unref", Unref.self),
              let errorFree = symbol("g_error_free", ErrorFree.self),
              let loaderNew = symbol("gdk_pixbuf_loader_new", LoaderNew.self), let loaderWrite = symbol("gdk_pixbuf_loader_write", LoaderWrite.self),
              let loaderClose = symbol("gdk_pixbuf_loader_close", LoaderClose.self),
              let loaderPixbuf = symbol("gdk_pixbuf_loader_get_pixbuf", LoaderPixbuf.self) else { return nil }
        return Functions(newAtSize: newAtSize, width: width, height: height, rowStride: rowStride, channels: channels,
                         pixels: pixels, unref: unref, errorFree: errorFree, loaderNew: loaderNew, loaderWrite: loaderWrite,
                         loaderClose: loaderClose, loaderPixbuf: loaderPixbuf)
    }()

    /// The icon at `path`, decoded to fit `size` pixels (an SVG drawn at that size, a PNG scaled
    /// to it with its aspect kept), as a square; nil when it cannot be read.
    static func load(_ path: String, size: Int) -> IconImage? {
        guard let f = functions else { return nil }
        var error: OpaquePointer?
        guard let pixbuf = f.newAtSize(path, Int32(size), Int32(size), &error) else {
            if error != nil { f.errorFree(error) }
            return nil
        }
        defer { f.unref(pixbuf) }
        return image(of: pixbuf, f, size: size)
    }

    /// An image file's bytes (a menu entry's `icon-data`, PNG) decoded to fit `size` pixels.
    static func load(data: [UInt8], size: Int) -> IconImage? {
        guard let f = functions, !data.isEmpty, let loader = f.loaderNew() else { return nil }
        defer { f.unref(loader) }
        var error: OpaquePointer?
        let wrote = data.withUnsafeBufferPointer { f.loaderWrite(loader, $0.baseAddress, $0.count, &error) }
        if error != nil { f.errorFree(error); error = nil }
        let closed = f.loaderClose(loader, &error)
        if error != nil { f.errorFree(error) }
        guard wrote != 0, closed != 0, let pixbuf = f.loaderPixbuf(loader) else { return nil }
        return image(of: pixbuf, f, size: size)
    }

    private static func image(of pixbuf: OpaquePointer, _ f: Functions, size: Int) -> IconImage? {
        let width = Int(f.width(pixbuf)), height = Int(f.height(pixbuf)), stride = Int(f.rowStride(pixbuf)), channels = Int(f.channels(pixbuf))
        guard let pixels = f.pixels(pixbuf), width > 0, height > 0 else { return nil }
        let count = stride * (height - 1) + width * channels
        return IconImage(rgba: UnsafeRawBufferPointer(start: pixels, count: count), width: width, height: height,
                         rowStride: stride, channels: channels)?.fitted(size: size)
    }
}
