#if canImport(Glibc)
import Glibc
#endif
import PanelCore

/// PNG and SVG bytes into pixels through gdk-pixbuf (and its librsvg loader for SVG), loaded
/// with dlopen(3) the first time an icon is a file or bytes rather than pixels: a panel whose
/// apps all send pixmaps never maps it. Used on the decoding thread only (``IconDecodeThread``):
/// the bytes were read and checked by ``IconFile`` first, and the image is decoded at the size
/// asked for (an SVG drawn at it, never at the size it claims).
enum IconFileLoader {
    private typealias StreamAtScale = @convention(c) (OpaquePointer?, Int32, Int32, Int32, OpaquePointer?,
                                                      UnsafeMutablePointer<OpaquePointer?>?) -> OpaquePointer?
    private typealias MemoryStream = @convention(c) (UnsafeRawPointer?, Int, OpaquePointer?) -> OpaquePointer?
    private typealias IntGetter = @convention(c) (OpaquePointer?) -> Int32
    private typealias PixelsGetter = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<UInt8>?
    private typealias Unref = @convention(c) (OpaquePointer?) -> Void

    private struct Functions {
        let streamAtScale: StreamAtScale
        let memoryStream: MemoryStream
        let width, height, rowStride, channels: IntGetter
        let pixels: PixelsGetter
        let unref, errorFree: Unref
    }

    private static let functions: Functions? = {
        guard let library = dlopen("libgdk_pixbuf-2.0.so.0", RTLD_NOW | RTLD_LOCAL), let gio = dlopen("libgio-2.0.so.0", RTLD_NOW | RTLD_LOCAL) else {
            Log.error("cannot load libgdk_pixbuf-2.0.so.0 (install libgdk-pixbuf-2.0-0): icons given by name are not drawn")
            return nil
        }
        func symbol<T>(_ name: String, _: T.Type, in handle: UnsafeMutableRawPointer = library) -> T? {
            dlsym(handle, name).map { unsafeBitCast($0, to: T.self) }
        }
        guard let streamAtScale = symbol("gdk_pixbuf_new_from_stream_at_scale", StreamAtScale.self),
              let memoryStream = symbol("g_memory_input_stream_new_from_data", MemoryStream.self, in: gio),
              let width = symbol("gdk_pixbuf_get_width", IntGetter.self), let height = symbol("gdk_pixbuf_get_height", IntGetter.self),
              let rowStride = symbol("gdk_pixbuf_get_rowstride", IntGetter.self), let channels = symbol("gdk_pixbuf_get_n_channels", IntGetter.self),
              let pixels = symbol("gdk_pixbuf_get_pixels", PixelsGetter.self), let unref = symbol("g_object_unref", Unref.self),
              let errorFree = symbol("g_error_free", Unref.self) else { return nil }
        return Functions(streamAtScale: streamAtScale, memoryStream: memoryStream, width: width, height: height, rowStride: rowStride,
                         channels: channels, pixels: pixels, unref: unref, errorFree: errorFree)
    }()

    /// An icon's bytes (PNG or SVG, already checked by ``IconFile``) decoded to fit `size`
    /// pixels, its aspect kept, as a square; nil when they cannot be decoded.
    static func decode(_ bytes: [UInt8], size: Int) -> IconImage? {
        guard let f = functions, !bytes.isEmpty else { return nil }
        return bytes.withUnsafeBytes { raw -> IconImage? in
            // The stream borrows the bytes (no destroy function): it is gone before they are.
            guard let stream = f.memoryStream(raw.baseAddress, raw.count, nil) else { return nil }
            defer { f.unref(stream) }
            var error: OpaquePointer?
            guard let pixbuf = f.streamAtScale(stream, Int32(size), Int32(size), 1, nil, &error) else {
                if error != nil { f.errorFree(error) }
                return nil
            }
            defer { f.unref(pixbuf) }
            return image(of: pixbuf, f, size: size)
        }
    }

    private static func image(of pixbuf: OpaquePointer, _ f: Functions, size: Int) -> IconImage? {
        let width = Int(f.width(pixbuf)), height = Int(f.height(pixbuf)), stride = Int(f.rowStride(pixbuf)), channels = Int(f.channels(pixbuf))
        guard let pixels = f.pixels(pixbuf), width > 0, height > 0 else { return nil }
        let count = stride * (height - 1) + width * channels
        return IconImage(rgba: UnsafeRawBufferPointer(start: pixels, count: count), width: width, height: height,
                         rowStride: stride, channels: channels)?.fitted(size: size)
    }
}
