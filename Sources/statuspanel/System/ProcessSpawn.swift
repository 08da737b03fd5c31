import CLinux
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// The one way the panel starts a process: posix_spawn(3) with what the child gets said once.
/// The click actions (``ActionLauncher``), the script items' runs (``ScriptProcess``) and the
/// command line's `activity` and `pill` commands each describe their child with it.
///
/// The child's signal mask is always empty: the panel blocks the signals it reads through its
/// signalfd, and a blocked mask would otherwise outlive the exec.
struct ProcessSpawn {
    /// Where the child's standard input, output or error goes.
    enum Stream {
        /// The panel's own.
        case inherited
        /// `/dev/null`.
        case devNull
        /// This descriptor, duplicated onto it.
        case descriptor(Int32)
    }

    /// What the child is detached from.
    enum Detachment {
        /// Nothing: the panel's session and process group.
        case none
        /// A process group of its own, which a kill of the group reaches whole.
        case processGroup
        /// A session of its own (no controlling terminal, and a signal to the panel's process
        /// group, Ctrl-C in its terminal, does not reach it).
        case session
    }

    var input = Stream.inherited
    var output = Stream.inherited
    var errors = Stream.inherited
    var detachment = Detachment.none
    /// Every descriptor from 3 up is closed in the child (none of the panel's leaks into it).
    var closesOtherDescriptors = false
    /// Every signal's disposition is the default in the child (none the panel ignores stays ignored).
    var defaultSignals = false
    /// The program is looked up in `PATH` (posix_spawnp); otherwise `arguments[0]` is its path.
    var searchesPath = false

    /// `/bin/sh -c command`'s arguments.
    static func shell(_ command: String) -> [String] { ["/bin/sh", "-c", command] }

    /// Starts `arguments[0]` with `arguments` and `environment` (`NAME=value` entries; nil: the
    /// panel's); its process id, or the error posix_spawn gave.
    func spawn(_ arguments: [String], environment: [String]? = nil) -> Result<pid_t, Errno> {
        guard let program = arguments.first else { return .failure(.invalidArgument) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var flags = POSIX_SPAWN_SETSIGMASK
        if defaultSignals {
            var all = sigset_t()
            sigfillset(&all)
            posix_spawnattr_setsigdefault(&attributes, &all)
            flags |= POSIX_SPAWN_SETSIGDEF
        }
        switch detachment {
        case .none: break
        case .processGroup:
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        case .session: flags |= CLINUX_POSIX_SPAWN_SETSID
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        var files = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&files)
        defer { posix_spawn_file_actions_destroy(&files) }
        for (target, stream) in [(Int32(0), input), (1, output), (2, errors)] {
            switch stream {
            case .inherited: break
            case .devNull: posix_spawn_file_actions_addopen(&files, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            case .descriptor(let fd): posix_spawn_file_actions_adddup2(&files, fd, target)
            }
        }
        if closesOtherDescriptors { posix_spawn_file_actions_addclosefrom_np(&files, 3) }

        var pid = pid_t()
        let result = Self.withCStrings(arguments) { argv in
            Self.withCStrings(environment ?? Self.inheritedEnvironment) { envp in
                searchesPath ? posix_spawnp(&pid, program, &files, &attributes, argv, envp)
                             : posix_spawn(&pid, program, &files, &attributes, argv, envp)
            }
        }
        return result == 0 ? .success(pid) : .failure(Errno(rawValue: result))
    }

    /// The panel's environment, as `NAME=value` entries.
    static var inheritedEnvironment: [String] {
        var entries: [String] = []
        var cursor = environ
        while let entry = cursor.pointee {
            entries.append(String(cString: entry))
            cursor += 1
        }
        return entries
    }

    /// `body` with `strings` as a NULL-terminated array of C strings.
    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for p in pointers { free(p) } }
        return body(pointers)
    }
}
