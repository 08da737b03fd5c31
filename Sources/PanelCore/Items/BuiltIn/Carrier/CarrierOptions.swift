/// `[carrier]`: the `carrier` item's options.
public struct CarrierOptions: ItemOptions {
    /// The label; `nil` means the host name.
    public var label: String? = nil

    public init() {}

    public static let about = ""
    public static let keys: [OptionKey<Self>] = [
        .text("label", \.label, allowed: "a string on one line", allowEmpty: true, example: "\"kiosk-7\"",
              about: "Label of the carrier item; the host name when not set."),
    ]
}
