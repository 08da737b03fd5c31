import CLinux
import PanelCore
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// One run of a script item's command: `/bin/sh -c COMMAND` in a process group of its own,
/// its standard output and error read through non-blocking pipes, bounded (``OutputLines``).
///
/// The group is what a time limit, a reload, the script's removal and the panel's exit kill
/// while the run lasts. Once its command exits, only what still holds its output pipes a
/// moment later is killed (``PipeHolders``, ``PanelTiming/pipeHolderGrace``): an app it started
/// in the background with its output elsewhere lives on, as under i3blocks and polybar.
final class ScriptProcess {
    let pid: pid_t
    /// The read ends of standard output and error, owned (closed once, at end of file, when the
    /// run is given up, or with the run); nil once closed.
    private var outputPipe: OwnedDescriptor?
    private var errorPipe: OwnedDescriptor?
    /// The write end of its standard input, for a stream and an i3bar generator (clicks are
    /// written to it; held open, so a generator reading it does not see its end); nil for
    /// other runs, whose standard input is /dev/null.
    private var inputPipe: OwnedDescriptor?
    /// Whether its standard input is a pipe of the panel's (not /dev/null).
    var hasInput: Bool { inputPipe != nil }
    /// The read ends' numbers, as the loop's epoll set knows them; -1 once closed.
    var output: Int32 { outputPipe.rawValue }
    var errors: Int32 { errorPipe.rawValue }
    var lines: OutputLines
    /// i3bar's protocol, while the output may be it (``I3barStream/isRejected`` once it is not).
    var i3bar: I3barStream?
    /// i3bar's click events written so far.
    var clickWriter = I3barClickWriter()
    /// The stop signal sent while its blocks cannot be seen, until the cont signal is.
    var stoppedWith: Int32?
    /// The first line on standard error, for the failure message.
    var errorLines = OutputLines(streaming: false)
    /// The wait status once reaped.
    var waitStatus: Int32?
    /// Killed for running past its limit.
    var timedOut = false

    private init(pid: pid_t, output: Int32, errors: Int32, input: Int32, streaming: Bool, format: ScriptFormat) {
        self.pid = pid
        outputPipe = try? OwnedDescriptor(output)
        errorPipe = try? OwnedDescriptor(errors)
        inputPipe = input >= 0 ? try? OwnedDescriptor(input) : nil
        lines = OutputLines(streaming: streaming)
        if format == .auto || format == .i3bar { i3bar = I3barStream() }
        LiveScriptGroups.insert(pid)
    }

    deinit { LiveScriptGroups.remove(pid) }

    /// Starts `command` with `environment`, a pipe for its standard input when `input`; why it
    /// could not, otherwise.
    static func start(_ command: String, environment: [String], streaming: Bool, input: Bool,
                      format: ScriptFormat) -> Result<ScriptProcess, Errno> {
        var out: [Int32] = [-1, -1], err: [Int32] = [-1, -1], inp: [Int32] = [-1, -1]
        guard pipe(&out) == 0 else { return .failure(.last) }
        guard pipe(&err) == 0 else {
            let error = Errno.last
            close(out[0]); close(out[1])
            return .failure(error)
        }
        if input {
            guard pipe(&inp) == 0 else {
                let error = Errno.last
                for fd in out + err { close(fd) }
                return .failure(error)
            }
            // A generator that exits with clicks unread must not kill the panel with SIGPIPE
            // (its children get the default back: posix_spawnattr_setsigdefault).
            signal(SIGPIPE, SIG_IGN)
            for fd in inp { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            _ = fcntl(inp[1], F_SETFL, O_NONBLOCK)
        }
        // pipe2 is _GNU_SOURCE's; the loop is one thread, so nothing is spawned between the two.
        // The panel's ends close on exec and never block; the child's block, as a program
        // expects of its standard output (dup2 clears their close-on-exec in the child).
        for fd in [out[0], out[1], err[0], err[1]] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(out[0], F_SETFL, O_NONBLOCK)
        _ = fcntl(err[0], F_SETFL, O_NONBLOCK)

        let spawn = ProcessSpawn(input: input ? .descriptor(inp[0]) : .devNull, output: .descriptor(out[1]), errors: .descriptor(err[1]),
                                 detachment: .processGroup, closesOtherDescriptors: true, defaultSignals: true)
        let result = spawn.spawn(ProcessSpawn.shell(command), environment: environment)
        close(out[1])
        close(err[1])
        if input { close(inp[0]) }
        switch result {
        case .success(let pid):
            return .success(ScriptProcess(pid: pid, output: out[0], errors: err[0], input: inp[1], streaming: streaming, format: format))
        case .failure(let error):
            close(out[0]); close(err[0])
            if input { close(inp[1]) }
            return .failure(error)
        }
    }

    /// Reads what the pipe `fd` holds, up to ``PanelLimits/scriptReadBytesPerTurn``; whether it reached the end
    /// (then it is closed). Returns false for a descriptor that is not this run's.
    @discardableResult
    func read(_ fd: Int32) -> Bool {
        guard fd >= 0, fd == output || fd == errors else { return false }
        var buffer = [UInt8](repeating: 0, count: PanelLimits.scriptReadChunkBytes)
        var total = 0
        while total < PanelLimits.scriptReadBytesPerTurn {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                total += n
                if fd == output {
                    lines.take(buffer[..<n])
                    if i3bar?.isRejected == false { i3bar?.take(buffer[..<n]) }
                } else {
                    errorLines.take(buffer[..<n])
                }
                continue
            }
            if n < 0, [.resourceTemporarilyUnavailable, .interrupted].contains(Errno.last) { return false }
            closePipe(fd)
            return true
        }
        return false
    }

    /// Whether both pipes are closed.
    var pipesClosed: Bool { output < 0 && errors < 0 }

    /// Closes a pipe (at end of file, or when the run is given up).
    func closePipe(_ fd: Int32) {
        if fd >= 0, fd == output { outputPipe = nil }
        if fd >= 0, fd == errors { errorPipe = nil }
    }

    /// Kills the whole process group.
    func killGroup() {
        _ = kill(-pid, SIGKILL)
    }

    /// The inodes of its output pipes still open, as `/proc/PID/fd` names them (`pipe:[INODE]`).
    var pipeInodes: Set<UInt64> {
        var inodes: Set<UInt64> = []
        for fd in [output, errors] where fd >= 0 {
            var info = stat()
            if fstat(fd, &info) == 0 { inodes.insert(UInt64(info.st_ino)) }
        }
        return inodes
    }

    /// Whether it speaks i3bar's protocol (its header has been read).
    var header: I3barHeader? { i3bar?.header }

    /// Writes `bytes` to its standard input without waiting: all of them, or none when the
    /// pipe has no room (a generator that does not read its clicks loses them, never the
    /// panel its turn). False when it has no input pipe or the write failed.
    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool {
        guard let fd = inputPipe?.rawValue else { return false }
        // A click's line is far below PIPE_BUF (a block's name and instance are cut at 64
        // characters), so the write is all or nothing.
        let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        return written == bytes.count
    }

    /// Sends `signal` to its process group (i3bar's stop and cont signals).
    func signalGroup(_ signal: Int32) {
        guard signal > 0 else { return }
        _ = kill(-pid, signal)
    }
}
