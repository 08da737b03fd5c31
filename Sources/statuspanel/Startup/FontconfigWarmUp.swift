import ArgumentParser
import CLinux
import CX11
import PanelCore
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Loads fontconfig's configuration on a second thread while the panel starts.
///
/// Reading fontconfig's XML configuration is most of a start-up (bench/performance.md, "Figures
/// the code relies on"; every Xft program pays it), and nothing before the first font needs it: the
/// arguments, the dotfile, the X connection and the selection can go on beside it on a second
/// core. ``FontMatchStore`` waits for the thread before it asks fontconfig anything, so
/// fontconfig is never used from two threads at once.
///
/// Only a start with no usable entry in the font cache (``FontMatchCache``) needs it: otherwise
/// the font opens from the cache, and a thread loading fontconfig would only take the second core
/// from the X server while the strip is mapped (bench/performance.md); fontconfig then loads
/// after the strip is shown, when the panel checks the cached match. A usable entry names fonts in
/// fontconfig's stock folders (``FontMatchCache/stockFontFolders(environment:)``); one naming
/// fonts elsewhere needs the configuration's list of folders before it may be opened.
enum FontconfigWarmUp {
    private static let thread = Mutex<pthread_t?>(nil)

    /// Starts the thread when `arguments` (without the program name) will run the panel (when
    /// there are none, or they name none of the other commands) and the font cache holds no
    /// entry it can use. A wrong guess only costs the overlap or the work.
    static func startIfRunning(_ arguments: [String]) {
        guard !FontMatchStore.holdsMatchesInStockFolders else { return }
        if !arguments.isEmpty {
            let commands = StatuspanelCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
            let others = Set(commands).subtracting([RunCommand.configuration.commandName].compactMap { $0 })
                .union(["help", "-h", "--help", "--version", "--generate-completion-script", "--experimental-dump-help"])
            guard !arguments.contains(where: others.contains) else { return }
        }
        // One malloc arena for both threads: a second one would keep fontconfig's configuration
        // in pages of its own, resident for the panel's whole life (bench/performance.md).
        mallopt(M_ARENA_MAX, 1)
        var handle = pthread_t()
        // Small stack (PanelLimits.warmUpStackBytes).
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, PanelLimits.warmUpStackBytes)
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_create(&handle, &attributes, { _ in
            _ = FcInit()
            return nil
        }, nil) == 0 else { return }
        thread.withLock { $0 = handle }
    }

    /// Waits for the thread, if one was started and not yet waited for.
    static func wait() {
        guard let handle = thread.withLock({ value -> pthread_t? in
            defer { value = nil }
            return value
        }) else { return }
        pthread_join(handle, nil)
    }
}
