#if canImport(Glibc)
import Glibc
#endif

/// One reading of items: the reader's providers, the time to show, whether activity shows, and
/// what several items share (the radios, read once for the airplane and Bluetooth).
public final class ItemReadPass {
    /// The providers, through the reader's sysroot and configuration.
    public let reader: DeviceReader
    /// Whether the caller's ``ActivityDetector`` shows (pushed from outside, not read).
    public let activity: Bool
    /// The epoch time to show; `nil`: the current time.
    let time: time_t?

    /// A pass of `reader`.
    init(reader: DeviceReader, activity: Bool, time: time_t?) {
        self.reader = reader
        self.activity = activity
        self.time = time
    }

    /// The rfkill switches, read the first time an item asks.
    public private(set) lazy var radios: [RfkillProvider.Radio] = reader.rfkill.read()

    /// The clock's text for ``time``.
    public func clockText() -> String {
        time.map { ClockProvider.string(from: $0, format: reader.clock.format) } ?? reader.clock.read()
    }
}
