// bench-mapwait: starts a command and prints how long it took from exec to its first window
// being mapped, as the X server reports it (a MapNotify on the root window), not by polling.
//
//   bench-mapwait [--log FILE] [--timeout SECONDS] -- COMMAND [ARGS...]
//   bench-mapwait --tap WINDOW X Y [--timeout SECONDS]
//
// Prints "PID MILLISECONDS" on stdout and exits 0, leaving the command running (its output
// goes to --log, default /dev/null); exits 1 when no window appears in time (the command is
// left running; the caller ends it).
//
// With --tap, starts nothing: sends a press and a release of button 1 at X, Y (root
// coordinates) to WINDOW (a panel's reveal zone) and prints "MILLISECONDS" from the press to the
// first window mapped (bench/tap).
import CX11
#if canImport(Glibc)
import Glibc
#endif

func fail(_ message: String) -> Never {
    let line = Array("bench-mapwait: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

var args = Array(CommandLine.arguments.dropFirst())
var log = "/dev/null"
var timeout = 10.0
var tap: (window: Window, x: Int32, y: Int32)?
while let first = args.first, first != "--" {
    args.removeFirst()
    switch first {
    case "--log": log = args.isEmpty ? log : args.removeFirst()
    case "--timeout": timeout = args.isEmpty ? timeout : Double(args.removeFirst()) ?? timeout
    case "--tap":
        guard args.count >= 3, let window = Window(args[0].hasPrefix("0x") ? String(args[0].dropFirst(2)) : args[0],
                                                   radix: args[0].hasPrefix("0x") ? 16 : 10),
              let x = Int32(args[1]), let y = Int32(args[2]) else { fail("--tap WINDOW X Y") }
        tap = (window, x, y)
        args.removeFirst(3)
    default: fail("unknown option \(first); usage: bench-mapwait [--log FILE] [--timeout S] -- COMMAND [ARGS...]")
    }
}
if args.first == "--" { args.removeFirst() }
if let tap { tapAndWait(tap, timeout: timeout) }
guard !args.isEmpty else { fail("no command; usage: bench-mapwait [--log FILE] [--timeout S] -- COMMAND [ARGS...]") }

guard let dpy = XOpenDisplay(nil) else { fail("cannot open the display (DISPLAY unset?)") }
let root = XDefaultRootWindow(dpy)
XSelectInput(dpy, root, SubstructureNotifyMask)
XSync(dpy, False)

var actions = posix_spawn_file_actions_t()
posix_spawn_file_actions_init(&actions)
posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_APPEND, 0o644)
posix_spawn_file_actions_adddup2(&actions, 1, 2)
posix_spawn_file_actions_addclose(&actions, XConnectionNumber(dpy))
var argv: [UnsafeMutablePointer<CChar>?] = args.map { strdup($0) } + [nil]
var pid: pid_t = 0
let start = now()
let spawned = posix_spawnp(&pid, args[0], &actions, nil, &argv, environ)
guard spawned == 0 else { fail("cannot run \(args[0]): \(String(cString: strerror(spawned)))") }

let fd = XConnectionNumber(dpy)
var event = XEvent()
while true {
    while XPending(dpy) > 0 {
        XNextEvent(dpy, &event)
        guard event.type == MapNotify, event.xmap.event == root else { continue }
        let mapped = now()
        var attributes = XWindowAttributes()
        // InputOnly windows (reveal zones, input shields) are not a visible panel.
        if XGetWindowAttributes(dpy, event.xmap.window, &attributes) != 0, attributes.`class` == InputOnly { continue }
        let hundredths = Int(((mapped - start) * 100_000).rounded())
        let fraction = hundredths % 100
        print("\(pid) \(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)")
        exit(0)
    }
    let left = timeout - (now() - start)
    if left <= 0 { break }
    var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    _ = poll(&pfd, 1, Int32(left * 1000) + 1)
}
print("\(pid) timeout")
exit(1)

/// Sends a click to `tap.window` and waits for the first window mapped after it.
func tapAndWait(_ tap: (window: Window, x: Int32, y: Int32), timeout: Double) -> Never {
    guard let dpy = XOpenDisplay(nil) else { fail("cannot open the display (DISPLAY unset?)") }
    let root = XDefaultRootWindow(dpy)
    XSelectInput(dpy, root, SubstructureNotifyMask)
    XSync(dpy, False)
    var attributes = XWindowAttributes()
    guard XGetWindowAttributes(dpy, tap.window, &attributes) != 0 else { fail("no window \(tap.window)") }
    var press = XEvent()
    press.xbutton.type = ButtonPress
    press.xbutton.window = tap.window
    press.xbutton.root = root
    press.xbutton.x = tap.x - attributes.x
    press.xbutton.y = tap.y - attributes.y
    press.xbutton.x_root = tap.x
    press.xbutton.y_root = tap.y
    press.xbutton.button = UInt32(Button1)
    press.xbutton.same_screen = True
    var release = press
    release.xbutton.type = ButtonRelease
    let start = now()
    XSendEvent(dpy, tap.window, True, ButtonPressMask, &press)
    XSendEvent(dpy, tap.window, True, ButtonReleaseMask, &release)
    XFlush(dpy)
    var event = XEvent()
    let fd = XConnectionNumber(dpy)
    while now() - start < timeout {
        while XPending(dpy) > 0 {
            XNextEvent(dpy, &event)
            guard event.type == MapNotify, event.xmap.event == root else { continue }
            var mapped = XWindowAttributes()
            let at = now()
            if XGetWindowAttributes(dpy, event.xmap.window, &mapped) != 0, mapped.`class` == InputOnly { continue }
            let micro = Int(((at - start) * 1_000_000).rounded())
            let fraction = String(micro % 1000)
            print("\(micro / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)")
            exit(0)
        }
        var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        _ = poll(&pfd, 1, 100)
    }
    print("timeout")
    exit(1)
}
