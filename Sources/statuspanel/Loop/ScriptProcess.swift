import CLinux
import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// One run of a script item's command: `/bin/sh -c COMMAND` in a process group of its own,
/// its standard output and error read through non-blocking pipes, bounded (``OutputLines``).
///
/// The group is what a time limit, a reload, the script's removal and the panel's exit kill,
/// so daemons the command forked (and did not move to a session of their own) go with it.
final class ScriptProcess {
    let pid: pid_t
    /// The read ends of standard output and error, owned (closed once, at end of file, when the
    /// run is given up, or with the run); nil once closed.
    private var outputPipe: OwnedDescriptor?
    private var errorPipe: OwnedDescriptor?
    /// The read ends' numbers, as the loop's epoll set knows them; -1 once closed.
    var output: Int32 { outputPipe.rawValue }
    var errors: Int32 { errorPipe.rawValue }
    var lines: OutputLines
    /// The first line on standard error, for the failure message.
    var errorLines = OutputLines(streaming: false)
    /// The wait status once reaped.
    var waitStatus: Int32?
    /// Killed for running past its limit.
    var timedOut = false

    private init(pid: pid_t, output: Int32, errors: Int32, streaming: Bool) {
        self.pid = pid
        outputPipe = try? OwnedDescriptor(output)
        errorPipe = try? OwnedDescriptor(errors)
        lines = OutputLines(streaming: streaming)
    }

    /// Starts `command` with `environment`; the errno's text when it cannot.
    static func start(_ command: String, environment: [String], streaming: Bool) -> Result<ScriptProcess, SpawnFailure> {
        var out: [Int32] = [-1, -1], err: [Int32] = [-1, -1]
        guard pipe(&out) == 0 else { return .failure(SpawnFailure(errno)) }
        guard pipe(&err) == 0 else {
            let code = errno
            close(out[0]); close(out[1])
            return .failure(SpawnFailure(code))
        }
        // pipe2 is _GNU_SOURCE's; the loop is one thread, so nothing is spawned between the two.
        // The panel's ends close on exec and never block; the child's block, as a program
        // expects of its standard output (dup2 clears their close-on-exec in the child).
        for fd in [out[0], out[1], err[0], err[1]] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(out[0], F_SETFL, O_NONBLOCK)
        _ = fcntl(err[0], F_SETFL, O_NONBLOCK)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var files = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&files)
        defer { posix_spawn_file_actions_destroy(&files) }
        posix_spawn_file_actions_addopen(&files, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&files, out[1], 1)
        posix_spawn_file_actions_adddup2(&files, err[1], 2)
        posix_spawn_file_actions_addclosefrom_np(&files, 3)

        var pid = pid_t()
        let result = SpawnStrings.with(["/bin/sh", "-c", command]) { argv in
            SpawnStrings.with(environment) { envp in posix_spawn(&pid, "/bin/sh", &files, &attributes, argv, envp) }
        }
        close(out[1])
        close(err[1])
        guard result == 0 else {
            close(out[0]); close(err[0])
            return .failure(SpawnFailure(result))
        }
        return .success(ScriptProcess(pid: pid, output: out[0], errors: err[0], streaming: streaming))
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
                if fd == output { lines.take(buffer[..<n]) } else { errorLines.take(buffer[..<n]) }
                continue
            }
            if n < 0 && (errno == EAGAIN || errno == EINTR) { return false }
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
}

/// Why a command could not be started.
struct SpawnFailure: Error {
    let code: Int32
    init(_ code: Int32) { self.code = code }
    var text: String { String(cString: strerror(code)) }
}

/// NULL-terminated C string arrays for posix_spawn.
enum SpawnStrings {
    static func with<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for p in pointers { free(p) } }
        return body(pointers)
    }

    /// The panel's environment, as `NAME=value` entries.
    static var inherited: [String] {
        var entries: [String] = []
        var cursor = environ
        while let entry = cursor.pointee {
            entries.append(String(cString: entry))
            cursor += 1
        }
        return entries
    }
}
