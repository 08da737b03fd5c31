extension ItemName {
    /// The privacy dot.
    public static let privacy = ItemName(declared: "privacy")
}

extension ItemColor {
    /// The dot while a camera is in use: a phone's green, kept at 3:1.
    public static let privacyCamera = ItemColor("privacy.camera", onDarkContent: Legibility.cameraGreen,
                                                onLightContent: Legibility.cameraGreen, legibility: .shifted)
    /// The dot while only a microphone records: a phone's orange, kept at 3:1.
    public static let privacyMicrophone = ItemColor("privacy.microphone", onDarkContent: Legibility.microphoneOrange,
                                                    onLightContent: Legibility.microphoneOrange, legibility: .shifted)
}

extension Theme {
    /// ``ItemColor/privacyCamera`` in this theme.
    public var privacyCamera: Color { accent(.privacyCamera) }
    /// ``ItemColor/privacyMicrophone`` in this theme.
    public var privacyMicrophone: Color { accent(.privacyMicrophone) }
}

extension ItemDeclaration {
    /// A dot while a camera (green) or only a microphone (orange) is in use (``PrivacyDot``).
    static let privacy = ItemDeclaration(
        name: .privacy,
        options: nil,
        reading: ItemReading(on: [.deviceNodes]) { state, pass in
            state.privacy = PrivacyUse(microphone: pass.reader.microphone.read(), camera: pass.reader.camera.read())
        },
        colors: [.privacyCamera, .privacyMicrophone],
        pieces: { d in
            switch PrivacyDot.shown(for: d.state.privacy) {
            case .camera?: [d.glyph(.privacyDot, d.accent(.privacyCamera))]
            case .microphone?: [d.glyph(.privacyDot, d.accent(.privacyMicrophone))]
            case nil: nil
            }
        },
        report: ItemReport(json: [("microphone", { StatusReport.boolean($0.privacy.microphone?.inUse) }),
                                  ("camera", { StatusReport.boolean($0.privacy.camera?.inUse) })],
                           linePlace: 70,
                           words: { state in
                               [("camera", state.privacy.camera), ("microphone", state.privacy.microphone)].compactMap { device, use in
                                   use.flatMap { $0.inUse ? StatusReport.useText(device, $0) : nil }
                               }
                           }),
        documentation: ItemDocumentation(
            dotfile: "a green dot while a camera is in use, an orange one while only a microphone records", manual: #"""
            A dot, as a phone's status bar shows it: green while a camera is in use (a process holds a
            .I /dev/video*
            node open, seen in its
            .IR /proc/PID/fd ;
            only the user's own processes can be read), orange while only a microphone records (an ALSA
            capture substream's
            .I /proc/asound/card*/pcm*c/sub*/status
            says
            .BR "state: RUNNING" ),
            none otherwise. Both colours keep 3:1 against the background in every style. Opens and closes of
            the nodes wake the panel (inotify); while a capture device is open it looks again every second.
            A capture device without an ALSA node (a Bluetooth headset's microphone) is not seen.
            """#))
}

extension PrivacyUse: ItemEntry {}

extension ItemContents {
    /// The `privacy` item's entry: the microphone's and the camera's use.
    public var privacy: PrivacyUse {
        get { self[.privacy] ?? PrivacyUse() }
        set { self[.privacy] = newValue }
    }
}
