/// `[temperature]`: the `temperature` item's options.
public struct TemperatureOptions: ItemOptions {
    /// Seconds between readings.
    public var interval = 5.0
    /// A hwmon `name` or thermal zone `type`; `nil`: the processor's sensor, found.
    public var sensor: String? = nil

    public init() {}

    public static let about = "The processor's temperature (the temperature item), read on its own interval."
    public static let keys: [OptionKey<Self>] = [
        .interval(\.interval, about: "Seconds between readings"),
        .text("sensor", \.sensor, allowed: "a hwmon name or thermal zone type such as \"coretemp\"", allowEmpty: false,
              example: "\"coretemp\"", about: """
                  A hwmon name (/sys/class/hwmon/*/name) or thermal zone type to read instead of the
                  processor's own sensor.
                  """),
    ]
}
