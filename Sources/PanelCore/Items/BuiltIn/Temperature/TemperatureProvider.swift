/// The processor's temperature, from hwmon (`sys/class/hwmon/*/temp*_input`) or the thermal
/// zones (`sys/class/thermal/thermal_zone*/temp`), in millidegrees Celsius.
///
/// Without `temperature.sensor` the processor's sensor is picked: a CPU driver's hwmon
/// (`coretemp`'s package, `k10temp`'s Tctl...), else a thermal zone named for the package or the
/// CPU, else the first zone, else the first hwmon sensor. With it, the hwmon whose `name` or
/// the zone whose `type` is that.
public struct TemperatureProvider: Provider {
    /// Where the sensors are read.
    public var sysroot: Sysroot
    /// The sensor's hwmon `name` or zone `type`; `nil`: the processor's, as above.
    public var sensor: String?

    /// Creates a temperature provider.
    public init(sysroot: Sysroot, sensor: String? = nil) {
        self.sysroot = sysroot
        self.sensor = sensor
    }

    /// The hwmon folder and the thermal zones' folder, relative to the sysroot.
    public static let hwmonFolder = "sys/class/hwmon", thermalFolder = "sys/class/thermal"
    /// hwmon drivers of processors, best first.
    public static let processorDrivers = ["coretemp", "k10temp", "zenpower", "k8temp", "cpu_thermal", "soc_thermal", "via_cputemp"]
    /// The labels of a package's sensor among a CPU driver's, best first.
    public static let packageLabels = ["Package id 0", "Tctl", "Tdie", "Physical id 0"]
    /// Thermal zone types of the processor.
    public static let processorZones = ["x86_pkg_temp", "cpu-thermal", "cpu_thermal", "soc_thermal", "cpu"]

    /// The temperature in whole degrees; `nil` without a sensor or when it reads garbled.
    public func read() -> TemperatureState? {
        let hwmons = (sysroot.list(Self.hwmonFolder) ?? []).filter { TextParsing.isSafePathComponent($0) }
            .map { (folder: Self.hwmonFolder + "/" + $0, name: sysroot.readValue(Self.hwmonFolder + "/" + $0 + "/name") ?? "") }
        let zones = (sysroot.list(Self.thermalFolder) ?? []).filter { $0.hasPrefix("thermal_zone") && TextParsing.isSafePathComponent($0) }
            .map { (folder: Self.thermalFolder + "/" + $0, type: sysroot.readValue(Self.thermalFolder + "/" + $0 + "/type") ?? "") }
        if let sensor {
            if let hwmon = hwmons.first(where: { $0.name == sensor }) { return hwmonReading(hwmon.folder) }
            return zones.first(where: { $0.type == sensor }).flatMap { zoneReading($0.folder) }
        }
        for driver in Self.processorDrivers {
            for hwmon in hwmons where hwmon.name == driver {
                if let reading = hwmonReading(hwmon.folder) { return reading }
            }
        }
        for zone in zones where Self.processorZones.contains(where: { zone.type.hasPrefix($0) }) {
            if let reading = zoneReading(zone.folder) { return reading }
        }
        for zone in zones {
            if let reading = zoneReading(zone.folder) { return reading }
        }
        for hwmon in hwmons {
            if let reading = hwmonReading(hwmon.folder) { return reading }
        }
        return nil
    }

    /// A hwmon's package sensor (by its label), else its first readable `temp*_input`.
    private func hwmonReading(_ folder: String) -> TemperatureState? {
        let inputs = (sysroot.list(folder) ?? []).filter { $0.hasPrefix("temp") && $0.hasSuffix("_input") }
            .sorted { (Self.sensorNumber($0), $0) < (Self.sensorNumber($1), $1) }
        let labelled = inputs.compactMap { input -> (Int, String)? in
            let label = sysroot.readValue(folder + "/" + input.dropLast("_input".count) + "_label") ?? ""
            return Self.packageLabels.firstIndex(of: label).map { ($0, input) }
        }.sorted { $0.0 < $1.0 }.map(\.1)
        for input in labelled + inputs {
            if let reading = sysroot.readText(folder + "/" + input).flatMap(Self.parse) { return reading }
        }
        return nil
    }

    private func zoneReading(_ folder: String) -> TemperatureState? {
        sysroot.readText(folder + "/temp").flatMap(Self.parse)
    }

    /// The number in `tempN_input`, for ordering (`temp10` after `temp2`).
    static func sensorNumber(_ file: String) -> Int {
        Int(file.dropFirst(4).prefix(while: { $0.isNumber })) ?? Int.max
    }

    /// Millidegrees Celsius into whole degrees; `nil` when not a number or outside -60...200 °C
    /// (a sensor that reads nonsense, as some report -273 or 255 when not present).
    public static func parse(_ text: String) -> TemperatureState? {
        guard let milli = TextParsing.integer(text), (-60_000...200_000).contains(milli) else { return nil }
        return TemperatureState(celsius: Int((Double(milli) / 1000).rounded()))
    }
}

/// The `temperature` item's state.
public struct TemperatureState: Sendable, Equatable {
    /// Whole degrees Celsius.
    public var celsius: Int

    /// A temperature.
    public init(celsius: Int) {
        self.celsius = celsius
    }
}
