import PanelCore

/// What the strips show: the device state and the spinner's frame.
struct ShownState {
    var state: DeviceState
    var spinnerPhase: Int
}
