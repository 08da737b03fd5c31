import CX11
import Foundation

/// An X client inside the test process that floods the server with short-lived top-level
/// windows: far faster than spawning clients, so the panel sees windows vanish mid-query.
enum WindowBurst {
    /// What one burst did.
    struct Result {
        var created = 0
        var fullScreen = 0
        var destroyed = 0
    }

    /// Creates `count` windows in batches, maps them, marks every `fullScreenEvery`-th as
    /// full-screen (`_NET_WM_STATE_FULLSCREEN`, covering the screen) and destroys each batch
    /// right away, often before the panel has read what it was told about it. Everything is
    /// destroyed when it returns; nil when the display cannot be opened.
    static func run(display name: String, count: Int, batch: Int = 50, fullScreenEvery: Int = 7,
                    screen: (width: UInt32, height: UInt32) = (1280, 720)) -> Result? {
        guard let dpy = XOpenDisplay(name) else { return nil }
        defer { XCloseDisplay(dpy) }
        let root = XDefaultRootWindow(dpy)
        let stateAtom = XInternAtom(dpy, "_NET_WM_STATE", False)
        let fullAtom = XInternAtom(dpy, "_NET_WM_STATE_FULLSCREEN", False)
        var result = Result()
        var made = 0
        while made < count {
            var windows: [Window] = []
            for _ in 0..<min(batch, count - made) {
                let full = made % fullScreenEvery == 0
                let size = full ? screen : (UInt32(40 + made % 300), UInt32(30 + made % 200))
                let window = XCreateSimpleWindow(dpy, root, full ? 0 : Int32(made % 900), full ? 0 : Int32(made % 500),
                                                 size.0, size.1, 0, 0, 0)
                if full {
                    var atoms: [UInt] = [UInt(fullAtom)]
                    atoms.withUnsafeMutableBytes { bytes in
                        _ = XChangeProperty(dpy, window, stateAtom, Atom(XA_ATOM), 32, PropModeReplace,
                                            bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
                    }
                    result.fullScreen += 1
                }
                XMapWindow(dpy, window)
                windows.append(window)
                made += 1
            }
            result.created += windows.count
            XFlush(dpy)
            // Some batches die at once, some after the server has handled them.
            if made % (batch * 3) == 0 { XSync(dpy, False) }
            for window in windows.reversed() { XDestroyWindow(dpy, window) }
            result.destroyed += windows.count
            XFlush(dpy)
        }
        XSync(dpy, False)
        return result
    }
}
