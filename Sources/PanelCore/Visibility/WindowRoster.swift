/// What the panel knows of the windows that can decide its strips, kept from their own events:
/// under a window manager, its clients (`_NET_CLIENT_LIST_STACKING`) and the active window; with
/// none (a kiosk), the top-level windows. Each event marks only what it can have changed as
/// stale, and the shell reads only that, so a focus change or a restack costs the same with
/// ten windows or a thousand.
///
/// The order of a settle is the rule that makes it race-free: a window's events are selected
/// before any of its facts are read (``takeWindowReads()`` lists the selections first), so a
/// change that lands between the two still arrives as an event, and is read at the next settle.
/// A window that maps and goes full-screen at once is never missed, whichever comes first.
///
/// A settle: ``staleRootFacts`` read and given back (``learn(activeWindow:)``,
/// ``learn(order:)``, ``learn(currentDesktop:)``, ``learn(windowManagerRuns:)``), then
/// ``takeWindowReads()`` done in its order and given back (``learn(_:)``, ``vanished(_:)``),
/// then ``takeChanges()``.
public struct WindowRoster: Sendable {
    /// How the windows that decide are found.
    public enum Mode: Sendable, Equatable {
        /// An EWMH window manager runs: its clients and its active window.
        case windowManager
        /// No window manager: the root's children.
        case kiosk
    }

    /// A fact of the root window the shell reads with one request.
    public enum RootFact: Sendable, Hashable, CaseIterable {
        /// `_NET_ACTIVE_WINDOW`.
        case activeWindow
        /// `_NET_CLIENT_LIST_STACKING` under a window manager; the root's children in a kiosk.
        case order
        /// `_NET_CURRENT_DESKTOP`.
        case currentDesktop
        /// Whether a window manager runs (`_NET_SUPPORTING_WM_CHECK`).
        case windowManager

        /// The root property whose change makes this fact stale.
        public var propertyName: String {
            switch self {
            case .activeWindow: "_NET_ACTIVE_WINDOW"
            case .order: "_NET_CLIENT_LIST_STACKING"
            case .currentDesktop: "_NET_CURRENT_DESKTOP"
            case .windowManager: "_NET_SUPPORTING_WM_CHECK"
            }
        }
    }

    /// What the shell does for the windows, in this order: deselect, select, then read.
    public struct WindowReads: Sendable, Equatable {
        /// Windows no longer followed: their events are deselected.
        public var deselect: [UInt] = []
        /// Windows newly followed: their events are selected before anything of them is read.
        public var select: [UInt] = []
        /// What to read of each window.
        public var reads: [UInt: Set<WindowAspect>] = [:]

        public var isEmpty: Bool { deselect.isEmpty && select.isEmpty && reads.isEmpty }
    }

    /// What changed since the last ``takeChanges()``.
    public struct Changes: Sendable, Equatable {
        /// Another window became the active one (under a window manager).
        public var activeWindow = false
        /// The stacking order, or the set of windows in it, changed.
        public var order = false
        /// The current desktop changed.
        public var currentDesktop = false
        /// A window manager started or stopped: the mode changed.
        public var windowManager = false
        /// The windows whose facts changed, with the aspects that did.
        public var windows: [UInt: Set<WindowAspect>] = [:]

        public init() {}

        /// Whether anything changed at all.
        public var isEmpty: Bool { self == Changes() }
    }

    public private(set) var mode: Mode
    /// The active window (under a window manager); nil when none, or one of the panel's own.
    public private(set) var activeWindow: UInt?
    /// The windows that can decide, bottom to top, without the panel's own.
    public private(set) var order: [UInt] = []
    /// `_NET_CURRENT_DESKTOP`; nil when unknown.
    public private(set) var currentDesktop: Int?
    /// What is known of each followed window.
    public private(set) var facts: [UInt: WindowFacts] = [:]
    /// The panel's own windows: never followed, selected or deselected (that would replace the
    /// panel's own event selection on them).
    public var ownWindows: Set<UInt> = [] {
        didSet { forget(ownWindows.filter { followed.contains($0) }, deselecting: false) }
    }

    /// The windows whose events are selected.
    private var followed: Set<UInt> = []
    /// Followed windows whose selection is still to be made.
    private var toSelect: Set<UInt> = []
    private var toDeselect: Set<UInt> = []
    private var staleRoot: Set<RootFact>
    private var stale: [UInt: Set<WindowAspect>] = [:]
    private var changes = Changes()

    /// A roster that knows nothing yet: everything is read at the first settle.
    public init(mode: Mode) {
        self.mode = mode
        staleRoot = Self.rootFacts(mode).union([.windowManager])
    }

    // MARK: - Events

    /// Marks as stale what `event` can have changed.
    public mutating func note(_ event: WindowEvent) {
        switch event {
        case .rootProperty(let name):
            if let fact = RootFact.allCases.first(where: { $0.propertyName == name }),
               fact == .windowManager || Self.rootFacts(mode).contains(fact) {
                staleRoot.insert(fact)
            }
        case .property(let window, let name):
            if followed.contains(window), let aspect = WindowAspect(property: name) { stale[window, default: []].insert(aspect) }
        case .created(let window, let frame):
            guard mode == .kiosk, !ownWindows.contains(window) else { return }
            staleRoot.insert(.order)
            guard !followed.contains(window) else { return }
            follow(window)
            facts[window] = WindowFacts(id: window, frame: frame, isMapped: false)
            stale[window] = Set(WindowAspect.properties)
        case .configured(let window, let frame):
            if mode == .kiosk, !ownWindows.contains(window) { staleRoot.insert(.order) }
            guard followed.contains(window) else { return }
            if let frame { apply(frame: frame, to: window) } else { stale[window, default: []].insert(.geometry) }
        case .mapped(let window), .unmapped(let window):
            guard followed.contains(window) else { return }
            if mode == .kiosk, var known = facts[window] {
                // A top-level is viewable exactly while it is mapped.
                known.isMapped = event == .mapped(window)
                learn(known)
            } else {
                stale[window, default: []].insert(.geometry)
            }
        case .destroyed(let window):
            if mode == .kiosk, !ownWindows.contains(window) { staleRoot.insert(.order) }
            if window == activeWindow { staleRoot.insert(.activeWindow) }
            forget([window], deselecting: false)
        case .reparented(let window, let toRoot):
            guard mode == .kiosk, !ownWindows.contains(window) else { return }
            staleRoot.insert(.order)
            if !toRoot { forget([window], deselecting: true) }
        }
    }

    // MARK: - Reading

    /// The root facts to read and give back, before ``takeWindowReads()``.
    public var staleRootFacts: Set<RootFact> { staleRoot }

    /// Whether a settle has anything to read.
    public var needsSettle: Bool { !staleRoot.isEmpty || !stale.isEmpty || !toSelect.isEmpty || !toDeselect.isEmpty }

    /// Whether a window manager runs (`_NET_SUPPORTING_WM_CHECK`); another mode starts over:
    /// every window is read again, its events selected with the mode's mask.
    public mutating func learn(windowManagerRuns: Bool) {
        staleRoot.remove(.windowManager)
        let wanted: Mode = windowManagerRuns ? .windowManager : .kiosk
        guard wanted != mode else { return }
        mode = wanted
        forget(followed, deselecting: true)
        order = []
        activeWindow = nil
        currentDesktop = nil
        staleRoot.formUnion(Self.rootFacts(mode))
        changes.windowManager = true
    }

    /// The active window, as read from `_NET_ACTIVE_WINDOW` (nil when unset).
    public mutating func learn(activeWindow window: UInt?) {
        staleRoot.remove(.activeWindow)
        let window = window.flatMap { $0 == 0 || ownWindows.contains($0) ? nil : $0 }
        if let window, !followed.contains(window) { startFollowing(window) }
        guard window != activeWindow else { return }
        let previous = activeWindow
        activeWindow = window
        changes.activeWindow = true
        if let previous, !order.contains(previous) { forget([previous], deselecting: true) }
    }

    /// The windows bottom to top, as read (the client list, or the root's children).
    public mutating func learn(order read: [UInt]) {
        staleRoot.remove(.order)
        let next = read.filter { $0 != 0 && !ownWindows.contains($0) }
        for window in next where !followed.contains(window) { startFollowing(window) }
        guard next != order else { return }
        let kept = Set(next)
        forget(order.filter { !kept.contains($0) && $0 != activeWindow }, deselecting: true)
        order = next
        changes.order = true
    }

    /// `_NET_CURRENT_DESKTOP` (nil when unset).
    public mutating func learn(currentDesktop desktop: Int?) {
        staleRoot.remove(.currentDesktop)
        guard desktop != currentDesktop else { return }
        currentDesktop = desktop
        changes.currentDesktop = true
    }

    /// What to do for the windows now, in order: deselect, select, read. Taking it clears it:
    /// the shell gives back what it read (``learn(_:)``) or that a window is gone
    /// (``vanished(_:)``).
    public mutating func takeWindowReads() -> WindowReads {
        let reads = WindowReads(deselect: toDeselect.sorted(), select: toSelect.sorted(), reads: stale)
        toDeselect = []
        toSelect = []
        stale = [:]
        return reads
    }

    /// A window's facts as read, whole: the aspects that differ from what was known count as
    /// changed. A window no longer followed is ignored.
    public mutating func learn(_ read: WindowFacts) {
        guard followed.contains(read.id) else { return }
        let known = facts[read.id]
        facts[read.id] = read
        let differing = known.map { read.aspects(differingFrom: $0) } ?? Set(WindowAspect.allCases)
        if !differing.isEmpty { changes.windows[read.id, default: []].formUnion(differing) }
    }

    /// A window could not be read: it is gone (its DestroyNotify follows, or was lost). An
    /// active window that is gone stays named, with no facts, until the window manager names
    /// another: reading `_NET_ACTIVE_WINDOW` again would only find it again.
    public mutating func vanished(_ window: UInt) {
        if mode == .kiosk { staleRoot.insert(.order) }
        forget([window], deselecting: false)
    }

    /// What changed since the last call.
    public mutating func takeChanges() -> Changes {
        defer { changes = Changes() }
        return changes
    }

    // MARK: - Deciding

    /// The followed windows bottom to top, with their facts.
    public var stack: [WindowFacts] { order.compactMap { facts[$0] } }

    /// The active window's facts.
    public var activeFacts: WindowFacts? { activeWindow.flatMap { facts[$0] } }

    /// Under a window manager, the window that decides `monitor`: the topmost that
    /// ``ImmersionDetector/canDecide(_:currentDesktop:on:stripHeight:)``, found from the top of
    /// the order down without copying the stack (as
    /// ``ImmersionDetector/decidingWindow(clients:currentDesktop:on:stripHeight:)`` on ``stack``).
    public func decidingWindow(on monitor: Monitor, stripHeight: Int) -> WindowFacts? {
        for window in order.reversed() {
            guard let known = facts[window] else { continue }
            if ImmersionDetector.canDecide(known, currentDesktop: currentDesktop, on: monitor, stripHeight: stripHeight) { return known }
        }
        return nil
    }

    /// The window whose `_STATUSPANEL_STYLE` and `_GTK_THEME_VARIANT` the strip over `monitor`
    /// follows. Under a window manager it is the active window for every monitor: the strips follow
    /// the window the user works in wherever it is, as a Mac's one menu bar follows the focused
    /// app. In a kiosk there is no focus to follow: each monitor follows the topmost mapped
    /// top-level over its own strip (``ImmersionDetector/topmostOverStrip(_:on:stripHeight:)``).
    public func styleWindow(on monitor: Monitor, stripHeight: Int) -> WindowFacts? {
        switch mode {
        case .windowManager: return activeFacts
        case .kiosk: return ImmersionDetector.topmostOverStrip(stack, on: monitor, stripHeight: stripHeight)
        }
    }

    // MARK: - Private

    private static func rootFacts(_ mode: Mode) -> Set<RootFact> {
        mode == .windowManager ? [.activeWindow, .order, .currentDesktop] : [.order]
    }

    private mutating func follow(_ window: UInt) {
        followed.insert(window)
        // Deselected and followed again within one settle: selected again (the mask may differ).
        toDeselect.remove(window)
        toSelect.insert(window)
    }

    /// Follows a window found in a list: everything of it is read after its selection.
    private mutating func startFollowing(_ window: UInt) {
        follow(window)
        stale[window] = Set(WindowAspect.allCases)
    }

    private mutating func apply(frame: WindowFrame, to window: UInt) {
        guard var known = facts[window] else {
            stale[window, default: []].insert(.geometry)
            return
        }
        known.frame = frame
        learn(known)
    }

    private mutating func forget(_ windows: some Sequence<UInt>, deselecting: Bool) {
        for window in windows where followed.contains(window) {
            followed.remove(window)
            facts[window] = nil
            stale[window] = nil
            let wasSelected = !toSelect.contains(window)
            toSelect.remove(window)
            if deselecting && wasSelected { toDeselect.insert(window) }
            changes.windows[window] = nil
            if order.contains(window) { changes.order = true }
        }
    }
}
