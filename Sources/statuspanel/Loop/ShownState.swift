import PanelCore

/// What the strips show: the device state, the spinner's frame, the script items and the pill.
struct ShownState {
    var state: DeviceState
    var spinnerPhase: Int
    var scripts = ScriptsShown()
}
