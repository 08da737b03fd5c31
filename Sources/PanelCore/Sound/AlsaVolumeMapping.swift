#if canImport(Glibc)
import Glibc
#endif

/// An ALSA mixer element's playback level in percent, as alsamixer and `amixer -M` show it
/// (alsa-utils' volume_mapping.c): where the element gives its range in dB, the level follows
/// loudness (a cubic-like curve in dB, linear in dB for a range of 24 dB or less); where it does
/// not, it is linear in the element's raw steps. 0 is the element's lowest, 1 its highest.
public enum AlsaVolumeMapping {
    /// A range in dB at most this wide (hundredths of a dB) is mapped linearly in dB.
    public static let maximumLinearDBRange = 2400
    /// alsa-lib's "minus infinity" in hundredths of a dB (`SND_CTL_TLV_DB_GAIN_MUTE`).
    public static let gainMute = -9_999_999

    /// One element's ranges: its raw steps, and its dB range (hundredths of a dB) when it has one.
    public struct Ranges: Sendable, Equatable {
        public var raw: ClosedRange<Int>
        public var dB: ClosedRange<Int>?

        public init(raw: ClosedRange<Int>, dB: ClosedRange<Int>?) {
            self.raw = raw
            self.dB = dB
        }

        /// Whether the level is mapped through dB: a dB range that is not empty.
        var usesDB: Bool { dB.map { $0.lowerBound < $0.upperBound } ?? false }
    }

    /// What to write to set a level: raw steps, or dB (hundredths) with the direction alsa-lib
    /// rounds a dB value it has no step for (1 up, -1 down, 0 the nearest).
    public enum Setting: Sendable, Equatable {
        case raw(Int)
        case dB(Int, direction: Int)
    }

    /// A channel's level from 0 to 1, from its raw value and (for an element with a dB range)
    /// its value in dB.
    public static func normalized(raw: Int, dB: Int?, ranges: Ranges) -> Double {
        guard ranges.usesDB, let range = ranges.dB, let dB else {
            let span = ranges.raw.upperBound - ranges.raw.lowerBound
            guard span > 0 else { return 0 }
            return clamped(Double(raw - ranges.raw.lowerBound) / Double(span))
        }
        let (low, high) = (range.lowerBound, range.upperBound)
        if high - low <= maximumLinearDBRange { return clamped(Double(dB - low) / Double(high - low)) }
        var level = pow(10, Double(dB - high) / 6000)
        if low != gainMute {
            let lowest = pow(10, Double(low - high) / 6000)
            level = (level - lowest) / (1 - lowest)
        }
        return clamped(level)
    }

    /// What to write for the level `level` (0 to 1), rounding toward `direction` (1 up, -1
    /// down, 0 the nearest), as `amixer -M set` does.
    public static func setting(for level: Double, direction: Int, ranges: Ranges) -> Setting {
        let level = clamped(level)
        guard ranges.usesDB, let range = ranges.dB else {
            let span = Double(ranges.raw.upperBound - ranges.raw.lowerBound)
            return .raw(rounded(level * span, direction) + ranges.raw.lowerBound)
        }
        let (low, high) = (range.lowerBound, range.upperBound)
        if high - low <= maximumLinearDBRange {
            return .dB(rounded(level * Double(high - low), direction) + low, direction: direction)
        }
        var loudness = level
        if low != gainMute {
            let lowest = pow(10, Double(low - high) / 6000)
            loudness = loudness * (1 - lowest) + lowest
        }
        guard loudness > 0 else { return .dB(low, direction: direction) }
        return .dB(max(low, rounded(6000 * log10(loudness), direction) + high), direction: direction)
    }

    /// The level (0 to 1) in the sound server's units, so that an ALSA reading is a
    /// ``VolumeState`` like a sink's: 1 is ``VolumeLevels/normal`` (100 %).
    public static func serverUnits(_ level: Double) -> UInt32 {
        UInt32((clamped(level) * Double(VolumeLevels.normal)).rounded())
    }

    /// A level in the sound server's units (a ``VolumeRequest``'s) from 0 to 1.
    public static func level(serverUnits units: UInt32) -> Double {
        clamped(Double(units) / Double(VolumeLevels.normal))
    }

    private static func clamped(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }

    private static func rounded(_ value: Double, _ direction: Int) -> Int {
        Int(direction > 0 ? value.rounded(.up) : direction < 0 ? value.rounded(.down) : value.rounded())
    }
}
