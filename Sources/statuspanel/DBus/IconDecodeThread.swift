import PanelCore
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The thread that reads and decodes icon files and icon bytes, so that nothing an app names
/// can hold the loop: a pathological SVG costs this thread (and that icon) its seconds, not the
/// panel. The loop hands it keys (``IconDecodeBook/take()``) and collects the answers when it
/// looks (``PanelTiming/iconDecodePoll``); gdk-pixbuf is used on this thread only. Started on
/// the first decode, it lives as long as the panel.
final class IconDecodeThread: Sendable {
    typealias Answer = (key: IconDecodeBook.Key, result: Result<IconImage, IconFile.Refusal>, seconds: Double)

    private struct Shared {
        var requests: [IconDecodeBook.Key] = []
        var answers: [Answer] = []
        var started = false
    }

    private let shared = Mutex(Shared())
    /// Posted once for each batch of requests; the thread sleeps on it.
    nonisolated(unsafe) private let wake: UnsafeMutablePointer<sem_t> = {
        let semaphore = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
        sem_init(semaphore, 0, 0)
        return semaphore
    }()

    /// Queues `keys` for decoding (starting the thread the first time).
    func request(_ keys: [IconDecodeBook.Key]) {
        guard !keys.isEmpty else { return }
        let start = shared.withLock { state -> Bool in
            state.requests += keys
            defer { state.started = true }
            return !state.started
        }
        if start { startThread() }
        sem_post(wake)
    }

    /// The answers given since the last call.
    func collect() -> [Answer] {
        shared.withLock { state in
            defer { state.answers.removeAll() }
            return state.answers
        }
    }

    private func startThread() {
        var handle = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let created = pthread_create(&handle, nil, { context in
            let thread = Unmanaged<IconDecodeThread>.fromOpaque(context!).takeRetainedValue()
            thread.run()
        }, context)
        if created == 0 {
            pthread_detach(handle)
        } else {
            Unmanaged<IconDecodeThread>.fromOpaque(context).release()
            Log.error("cannot start the icon decoding thread (error \(created)): icons given by name are not drawn")
        }
    }

    private func run() -> Never {
        while true {
            while sem_wait(wake) != 0 {}
            while let key = shared.withLock({ $0.requests.isEmpty ? nil : $0.requests.removeFirst() }) {
                let start = Clocks.monotonic()
                let result = Self.decode(key)
                let answer = (key, result, Clocks.monotonic() - start)
                shared.withLock { $0.answers.append(answer) }
            }
        }
    }

    /// Reads (within ``IconFile``'s bounds) and decodes one key.
    private static func decode(_ key: IconDecodeBook.Key) -> Result<IconImage, IconFile.Refusal> {
        let bytes: [UInt8]
        switch key.source {
        case .file(let path, _):
            switch IconFile.read(path) {
            case .success(let read): bytes = read.bytes
            case .failure(let refusal): return .failure(refusal)
            }
        case .data(let data):
            if case .failure(let refusal) = IconFile.format(ofData: data) { return .failure(refusal) }
            bytes = data
        }
        guard let image = IconFileLoader.decode(bytes, size: key.size) else { return .failure(.undecodable) }
        return .success(image)
    }
}
