import PanelCore

extension StripSet {
    /// What `input` asks of the sound server (``VolumeRequest``), if it is a press on the
    /// `volume` item of a strip's frame on screen that no `[actions.volume]` command takes.
    func volumeRequest(for input: StripInput, volume: VolumeState?) -> VolumeRequest? {
        guard volume != nil else { return nil }
        for strip in strips {
            if let request = strip.volumeRequest(for: input, volume: volume, actions: config.actions, step: config[VolumeOptions.self].step) {
                return request
            }
        }
        return nil
    }
}
