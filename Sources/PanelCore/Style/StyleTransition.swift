/// Animates a change of theme over ``duration`` seconds on an injected clock: the old strip
/// either crossfades into the new one, or slides up out of the strip while the new one slides
/// in from below it, pushing it (as iOS's status bar style change does).
///
/// Frames fall on a steady grid of ``framesPerSecond`` from `start`, the last exactly at the
/// end; a late wake-up draws the frame for its own time and the grid stays put. Progress is
/// eased with smoothstep, like the hide animation. Once over (or when nothing changes, or
/// without animation) there is no next frame: nothing is redrawn while nothing moves.
///
/// A change that arrives mid-transition starts a new one from ``theme(at:)`` at that time.
public struct StyleTransition: Sendable, Equatable {
    /// How the old theme gives way to the new one.
    public enum Mode: Sendable, Equatable {
        /// The colours blend.
        case crossfade
        /// The old strip slides up and the new one slides in from below.
        case slide
    }

    /// Where the two strips are drawn during a slide, as vertical offsets in pixels from the
    /// strip's top (negative: above, cut off).
    public struct SlideOffsets: Sendable, Equatable {
        public var old: Int
        public var new: Int
    }

    /// Seconds a style change takes.
    public static let duration = 0.25
    /// The steady frame rate of a running transition.
    public static let framesPerSecond = 60

    public let from: Theme
    public let to: Theme
    /// When it began, on the monotonic clock.
    public let start: Double
    /// ``duration``, or 0 when instant.
    public let duration: Double
    public let mode: Mode

    /// A change from `from` to `to` at `start`. Instant (duration 0) when `animated` is false
    /// (`style.animation = "none"`) or the themes are equal.
    public init(from: Theme, to: Theme, start: Double, mode: Mode = .slide, animated: Bool = true) {
        self.from = from
        self.to = to
        self.start = start
        self.mode = mode
        duration = animated && from != to ? Self.duration : 0
    }

    /// A change as `style.animation` asks: a crossfade, a slide, or instant (`none`).
    public init(from: Theme, to: Theme, start: Double, animation: StyleAnimation) {
        self.init(from: from, to: to, start: start, mode: animation == .slide ? .slide : .crossfade, animated: animation != .none)
    }

    /// When it is over.
    public var end: Double { start + duration }

    /// Time elapsed as a share of the duration, 0...1 (1 for an instant change).
    public func linearProgress(at now: Double) -> Double {
        guard duration > 0 else { return 1 }
        return min(max((now - start) / duration, 0), 1)
    }

    /// Eased progress, 0...1: smoothstep, exactly 0.5 halfway.
    public func progress(at now: Double) -> Double {
        let t = linearProgress(at: now)
        return t * t * (3 - 2 * t)
    }

    /// Whether frames are still to be drawn at `now`.
    public func isAnimating(at now: Double) -> Bool {
        duration > 0 && now < end
    }

    /// The first frame time on the grid after `now`; `nil` when the transition is over
    /// (the frame at ``end`` shows `to`) or instant.
    public func nextFrame(after now: Double) -> Double? {
        guard isAnimating(at: now) else { return nil }
        guard now >= start else { return start }
        var k = Int(((now - start) / duration * Double(frameCount)).rounded(.down)) + 1
        if frameTime(k) <= now { k += 1 }
        return frameTime(min(k, frameCount))
    }

    /// The theme to draw at `now`: for a crossfade the blend at the eased progress, for a
    /// slide the old one until the end, then the new one (``slideOffsets(at:height:)`` places
    /// both strips).
    public func theme(at now: Double) -> Theme {
        switch mode {
        case .crossfade: return from.blended(with: to, fraction: progress(at: now))
        case .slide: return isAnimating(at: now) ? from : to
        }
    }

    /// Where the old and the new strip go at `now` in a strip `height` pixels tall.
    public func slideOffsets(at now: Double, height: Int) -> SlideOffsets {
        let old = -Int((progress(at: now) * Double(height)).rounded())
        return SlideOffsets(old: old, new: old + height)
    }

    /// The frame to draw at `now`, `layout` making a strip's display list for a theme: the
    /// layout of ``theme(at:)``; during a slide, the old strip's list moved up by the slide with
    /// the new one's just below it (``slideOffsets(at:height:)``), both cut off by the strip;
    /// its item areas are the new strip's.
    public func frame(at now: Double, layout: (Theme) -> DisplayList) -> DisplayList {
        guard mode == .slide, isAnimating(at: now) else { return layout(theme(at: now)) }
        let old = layout(from)
        let offsets = slideOffsets(at: now, height: old.height)
        let new = layout(to).shifted(by: offsets.new)
        // Clicks go to where the new strip's items are.
        return DisplayList(width: old.width, height: old.height, commands: old.shifted(by: offsets.old).commands + new.commands,
                           areas: new.areas)
    }

    private var frameCount: Int { max(1, Int((duration * Double(Self.framesPerSecond)).rounded(.up))) }

    private func frameTime(_ k: Int) -> Double { start + duration * Double(k) / Double(frameCount) }
}
