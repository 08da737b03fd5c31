@testable import PanelCore

/// An X server reduced to what ``WindowRoster`` deals with, for testing orderings: the truth of
/// every window, the events it delivers (a window's own only while the panel selected them, the
/// root's always), and the answers to reads at the moment they are made.
struct SimulatedWindowServer {
    /// A change of the world, made by an application or the window manager.
    enum Change: Equatable, CustomStringConvertible {
        /// A new top-level window (the window manager's client, or a kiosk's window), unmapped.
        case create(UInt, WindowFrame)
        case map(UInt)
        case unmap(UInt)
        /// The window manager makes it the active window.
        case activate(UInt)
        case setState(UInt, [String])
        case setStyle(UInt, String?)
        case configure(UInt, WindowFrame)
        /// To the top of the stack.
        case raise(UInt)
        case destroy(UInt)

        var description: String {
            switch self {
            case .create(let w, _): "create \(w)"
            case .map(let w): "map \(w)"
            case .unmap(let w): "unmap \(w)"
            case .activate(let w): "activate \(w)"
            case .setState(let w, let s): "state \(w) \(s)"
            case .setStyle(let w, let s): "style \(w) \(s ?? "nil")"
            case .configure(let w, let f): "configure \(w) \(f.width)x\(f.height)+\(f.x)+\(f.y)"
            case .raise(let w): "raise \(w)"
            case .destroy(let w): "destroy \(w)"
            }
        }
    }

    let mode: WindowRoster.Mode
    /// Every window's truth.
    private(set) var windows: [UInt: WindowFacts] = [:]
    /// Bottom to top.
    private(set) var stacking: [UInt] = []
    private(set) var activeWindow: UInt?
    /// Windows whose events the panel selected.
    private(set) var selected: Set<UInt> = []
    /// Events not yet taken by the panel.
    private(set) var queue: [WindowEvent] = []

    init(mode: WindowRoster.Mode) { self.mode = mode }

    mutating func apply(_ change: Change) {
        switch change {
        case .create(let w, let frame):
            windows[w] = WindowFacts(id: w, frame: frame, isMapped: false)
            stacking.append(w)
            if mode == .kiosk { queue.append(.created(window: w, frame: frame)) }
        case .map(let w):
            windows[w]?.isMapped = true
            if mode == .windowManager {
                // Managed from its mapping on: in the client list.
                if own(w) { queue.append(.mapped(w)) }
                queue.append(.rootProperty("_NET_CLIENT_LIST_STACKING"))
            } else {
                queue.append(.mapped(w))
            }
        case .unmap(let w):
            windows[w]?.isMapped = false
            if mode == .kiosk || own(w) { queue.append(.unmapped(w)) }
            if mode == .windowManager { queue.append(.rootProperty("_NET_CLIENT_LIST_STACKING")) }
        case .activate(let w):
            activeWindow = w
            queue.append(.rootProperty("_NET_ACTIVE_WINDOW"))
        case .setState(let w, let state):
            windows[w]?.netWMState = state
            if own(w) { queue.append(.property(window: w, name: "_NET_WM_STATE")) }
        case .setStyle(let w, let style):
            windows[w]?.panelStyle = style
            if own(w) { queue.append(.property(window: w, name: "_STATUSPANEL_STYLE")) }
        case .configure(let w, let frame):
            windows[w]?.frame = frame
            if mode == .kiosk {
                queue.append(.configured(window: w, frame: frame))
            } else if own(w) {
                // A managed window's own event is relative to its frame: it must be read.
                queue.append(.configured(window: w, frame: nil))
            }
        case .raise(let w):
            stacking.removeAll { $0 == w }
            stacking.append(w)
            if mode == .kiosk { queue.append(.configured(window: w, frame: windows[w]?.frame)) }
            else { queue.append(.rootProperty("_NET_CLIENT_LIST_STACKING")) }
        case .destroy(let w):
            let wasSelected = own(w)
            windows[w] = nil
            stacking.removeAll { $0 == w }
            selected.remove(w)
            if mode == .kiosk || wasSelected { queue.append(.destroyed(w)) }
            if mode == .windowManager { queue.append(.rootProperty("_NET_CLIENT_LIST_STACKING")) }
            if activeWindow == w {
                activeWindow = nil
                queue.append(.rootProperty("_NET_ACTIVE_WINDOW"))
            }
        }
    }

    /// Whether the panel gets `w`'s own events.
    private func own(_ w: UInt) -> Bool { selected.contains(w) }

    mutating func takeEvents() -> [WindowEvent] {
        defer { queue = [] }
        return queue
    }

    // MARK: - Requests

    mutating func select(_ w: UInt) { if windows[w] != nil { selected.insert(w) } }
    mutating func deselect(_ w: UInt) { selected.remove(w) }

    /// `_NET_CLIENT_LIST_STACKING` (mapped clients), or the root's children in a kiosk.
    var order: [UInt] { mode == .windowManager ? stacking.filter { windows[$0]?.isMapped == true } : stacking }

    /// `known` with `aspects` read from the truth; nil when the window is gone.
    func read(_ aspects: Set<WindowAspect>, of known: WindowFacts) -> WindowFacts? {
        guard let truth = windows[known.id] else { return nil }
        var facts = known
        if aspects.contains(.geometry) {
            facts.frame = truth.frame
            facts.isMapped = truth.isMapped
        }
        if aspects.contains(.state) { facts.netWMState = truth.netWMState }
        if aspects.contains(.style) { facts.panelStyle = truth.panelStyle }
        if aspects.contains(.desktop) { facts.desktop = truth.desktop }
        if aspects.contains(.themeVariant) { facts.themeVariant = truth.themeVariant }
        return facts
    }
}

/// The panel's side of ``SimulatedWindowServer``: the shell's settle (``WindowWatch``) cut into
/// the requests it makes, one per ``step(_:)``, so that a test can put a change of the world
/// between any two of them.
struct SimulatedPanel {
    var roster: WindowRoster
    /// Selections made after the reads instead of before: the order that loses changes, to
    /// show that the tests can fail.
    var selectsAfterReading = false

    private enum Request {
        case takeEvents
        case readRoot(WindowRoster.RootFact)
        case planWindows
        case select([UInt])
        case read(UInt, Set<WindowAspect>)
    }
    private var pending: [Request] = []
    private var passes = 0

    init(mode: WindowRoster.Mode) { roster = WindowRoster(mode: mode) }

    /// Whether the panel has nothing left to do while no event comes.
    func isIdle(_ server: SimulatedWindowServer) -> Bool { pending.isEmpty && server.queue.isEmpty && !roster.needsSettle }

    /// Makes the panel's next request; false when it had none to make.
    @discardableResult
    mutating func step(_ server: inout SimulatedWindowServer) -> Bool {
        if pending.isEmpty {
            guard !server.queue.isEmpty || roster.needsSettle else { return false }
            passes = 0
            pending = [.takeEvents]
        }
        let request = pending.removeFirst()
        switch request {
        case .takeEvents:
            for event in server.takeEvents() { roster.note(event) }
            scheduleRootReads()
        case .readRoot(let fact):
            switch fact {
            case .windowManager: roster.learn(windowManagerRuns: server.mode == .windowManager)
            case .activeWindow: roster.learn(activeWindow: server.activeWindow)
            case .order: roster.learn(order: server.order)
            case .currentDesktop: roster.learn(currentDesktop: nil)
            }
        case .planWindows:
            let plan = roster.takeWindowReads()
            let reads = plan.reads.sorted { $0.key < $1.key }.map { Request.read($0.key, $0.value) }
            for w in plan.deselect { server.deselect(w) }
            pending = selectsAfterReading ? reads + [.select(plan.select)] : [.select(plan.select)] + reads
            return true
        case .select(let windows):
            for w in windows { server.select(w) }
        case .read(let w, let aspects):
            if let read = server.read(aspects, of: roster.facts[w] ?? WindowFacts(id: w)) { roster.learn(read) } else { roster.vanished(w) }
        }
        if pending.isEmpty, roster.needsSettle, passes < 2 {
            passes += 1
            scheduleRootReads()
        }
        return true
    }

    private mutating func scheduleRootReads() {
        let stale = roster.staleRootFacts
        // The window manager first: another mode makes other facts stale.
        pending += stale.contains(.windowManager) ? [.readRoot(.windowManager)] : []
        pending += WindowRoster.RootFact.allCases.filter { $0 != .windowManager && stale.contains($0) }.map { .readRoot($0) }
        pending += [.planWindows]
    }

    /// Steps until idle (bounded).
    mutating func settle(_ server: inout SimulatedWindowServer) {
        var requests = 0
        while requests < 10_000, step(&server) { requests += 1 }
    }
}
