import CPulse
import PanelCore

/// The default sink followed through libpulse, loaded with dlopen(3) only when one is made
/// (CPulse): without the `volume` item, or without a sound server, the panel never maps it.
///
/// libpulse runs on the panel's loop (``PulseMainloop``): connecting, the server's events and
/// the sink's queries are all answered there, never waited for. Every change of the server
/// (another default sink) or of a sink asks for `@DEFAULT_SINK@` again, one query at a time.
final class PulseVolume {
    private let p: cpulse_functions
    private let mainloop: PulseMainloop
    private let context: OpaquePointer
    /// Called with the default sink each time it is read (nil: the server has none).
    var onChange: (VolumeState?) -> Void = { _ in }
    /// Called once when the connection fails or ends, with why.
    var onGone: (String) -> Void = { _ in }
    /// A query of the default sink is under way; another is wanted after it.
    private var querying = false
    private var queryAgain = false
    /// What the query under way found so far.
    private var found: VolumeState?
    private var gone = false

    /// Starts connecting to the default server (no autospawn) on `mainloop`; nil (with the
    /// reason in `failure`) when libpulse cannot be loaded or refuses at once.
    init?(mainloop: PulseMainloop, failure: inout String?) {
        guard let table = cpulse_load() else {
            failure = "cannot load libpulse.so.0 (\(cpulse_load_error().map { String(cString: $0) } ?? "?")): no volume item"
            return nil
        }
        p = table.pointee
        self.mainloop = mainloop
        guard let context = p.pa_context_new(mainloop.api, "statuspanel") else {
            failure = "libpulse cannot make a context: no volume item"
            return nil
        }
        self.context = context
        let me = Unmanaged.passUnretained(self).toOpaque()
        p.pa_context_set_state_callback(context, { context, me in
            Unmanaged<PulseVolume>.fromOpaque(me!).takeUnretainedValue().stateChanged()
        }, me)
        p.pa_context_set_subscribe_callback(context, { _, _, _, me in
            Unmanaged<PulseVolume>.fromOpaque(me!).takeUnretainedValue().queryDefaultSink()
        }, me)
        if p.pa_context_connect(context, nil, PA_CONTEXT_NOAUTOSPAWN, nil) < 0 {
            failure = "cannot connect to the sound server (\(errorText)): no volume item"
            p.pa_context_set_state_callback(context, nil, nil)
            p.pa_context_set_subscribe_callback(context, nil, nil)
            p.pa_context_unref(context)
            mainloop.reap()
            return nil
        }
        mainloop.reap()
    }

    deinit {
        p.pa_context_set_state_callback(context, nil, nil)
        p.pa_context_set_subscribe_callback(context, nil, nil)
        p.pa_context_disconnect(context)
        p.pa_context_unref(context)
        mainloop.reap()
    }

    /// Whether the connection is up (the server answered and took the subscription).
    var isReady: Bool { p.pa_context_get_state(context) == PA_CONTEXT_READY }

    private func stateChanged() {
        switch p.pa_context_get_state(context) {
        case PA_CONTEXT_READY:
            let mask = pa_subscription_mask_t(PA_SUBSCRIPTION_MASK_SINK.rawValue | PA_SUBSCRIPTION_MASK_SERVER.rawValue)
            release(p.pa_context_subscribe(context, mask, nil, nil))
            queryDefaultSink()
        case PA_CONTEXT_FAILED, PA_CONTEXT_TERMINATED:
            guard !gone else { return }
            gone = true
            onGone(errorText)
        default:
            break
        }
    }

    /// Asks for the default sink, or for another query once the one under way is answered.
    private func queryDefaultSink() {
        guard !querying else {
            queryAgain = true
            return
        }
        querying = true
        found = nil
        let me = Unmanaged.passUnretained(self).toOpaque()
        let operation = p.pa_context_get_sink_info_by_name(context, "@DEFAULT_SINK@", { _, info, end, me in
            Unmanaged<PulseVolume>.fromOpaque(me!).takeUnretainedValue().sinkInfo(info, end: end)
        }, me)
        if operation == nil { querying = false }
        release(operation)
    }

    /// One answer to the query: a sink (`end` 0), or its end (1), or an error (-1: no such sink).
    private func sinkInfo(_ info: UnsafePointer<pa_sink_info>?, end: Int32) {
        if end == 0, let info {
            let sink = info.pointee
            let count = min(Int(sink.volume.channels), Int(PA_CHANNELS_MAX))
            let channels = withUnsafeBytes(of: sink.volume.values) { Array($0.bindMemory(to: UInt32.self).prefix(count)) }
            found = VolumeState(channels: channels, muted: sink.mute != 0, sink: sink.name.map { String(cString: $0) } ?? "")
            return
        }
        querying = false
        onChange(found)
        if queryAgain {
            queryAgain = false
            queryDefaultSink()
        }
    }

    /// Carries out a press's `request` (``VolumeRequest``); the server's event then reads the
    /// sink again.
    func perform(_ request: VolumeRequest) {
        guard isReady else { return }
        switch request {
        case .setChannels(let sink, let channels):
            var volume = pa_cvolume()
            volume.channels = UInt8(min(channels.count, Int(PA_CHANNELS_MAX)))
            withUnsafeMutableBytes(of: &volume.values) { raw in
                let values = raw.bindMemory(to: UInt32.self)
                for (index, level) in channels.prefix(values.count).enumerated() { values[index] = level }
            }
            release(p.pa_context_set_sink_volume_by_name(context, sink, &volume, nil, nil))
        case .setMuted(let sink, let muted):
            release(p.pa_context_set_sink_mute_by_name(context, sink, muted ? 1 : 0, nil, nil))
        }
        mainloop.reap()
    }

    /// libpulse's words for the context's last error.
    private var errorText: String { p.pa_strerror(p.pa_context_errno(context)).map { String(cString: $0) } ?? "?" }

    private func release(_ operation: OpaquePointer?) {
        if let operation { p.pa_operation_unref(operation) }
    }
}
