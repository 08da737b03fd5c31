import CX11
import Foundation

/// Records a small rectangle of the screen every few milliseconds on a thread and a connection
/// of its own, so the test can act while it records. ``init(display:x:y:width:height:seconds:)``
/// returns once the first sample is taken: whatever the test does next is recorded.
final class ScreenRecorder: @unchecked Sendable {
    /// One reading: seconds from the start, and the pixels (0xRRGGBB) row by row.
    struct Sample: Equatable {
        var time: Double
        var pixels: [UInt]
    }

    private let lock = NSLock()
    private var samples: [Sample] = []
    private let finished = DispatchSemaphore(value: 0)

    /// Starts recording `width` x `height` pixels at `x`, `y` of the root window for `seconds`;
    /// nil when the display cannot be opened or no first sample comes within 5 s.
    init?(display name: String, x: Int32, y: Int32, width: UInt32, height: UInt32, seconds: Double) {
        let started = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in
            defer { finished.signal() }
            guard let dpy = XOpenDisplay(name) else {
                started.signal()
                return
            }
            defer { XCloseDisplay(dpy) }
            let root = XDefaultRootWindow(dpy)
            let start = DispatchTime.now().uptimeNanoseconds
            var first = true
            while true {
                let t = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                if t > seconds { break }
                if let image = XGetImage(dpy, root, x, y, width, height, UInt.max, ZPixmap) {
                    var pixels: [UInt] = []
                    pixels.reserveCapacity(Int(width * height))
                    for row in 0..<Int32(height) {
                        for column in 0..<Int32(width) { pixels.append(cx11_get_pixel(image, column, row) & 0xFFFFFF) }
                    }
                    _ = cx11_destroy_image(image)
                    lock.withLock { samples.append(Sample(time: t, pixels: pixels)) }
                    if first {
                        first = false
                        started.signal()
                    }
                }
                usleep(2000)
            }
            if first { started.signal() }
        }
        thread.start()
        guard started.wait(timeout: .now() + 5) == .success, lock.withLock({ !samples.isEmpty }) else { return nil }
    }

    /// Waits for the end of the recording and returns its samples, each different from the one
    /// before (the frames seen).
    func frames() -> [Sample] {
        finished.wait()
        finished.signal()
        let all = lock.withLock { samples }
        return all.enumerated().filter { $0.offset == 0 || $0.element.pixels != all[$0.offset - 1].pixels }.map(\.element)
    }

    /// Every sample, changed or not.
    func allSamples() -> [Sample] {
        finished.wait()
        finished.signal()
        return lock.withLock { samples }
    }
}
