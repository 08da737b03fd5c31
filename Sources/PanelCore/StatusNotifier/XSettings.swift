/// The XSETTINGS protocol's `_XSETTINGS_SETTINGS` property, read for the strings a desktop's
/// settings daemon publishes (`Net/IconThemeName`, the user's icon theme).
public enum XSettings {
    /// The string settings of `data`, by name; empty when the data is malformed (a setting
    /// running past the end ends the reading, what came before is kept).
    public static func strings(_ data: [UInt8]) -> [String: String] {
        guard data.count >= 12, data[0] <= 1 else { return [:] }
        let bigEndian = data[0] == 1
        func card16(_ at: Int) -> Int? {
            guard at + 2 <= data.count else { return nil }
            return bigEndian ? Int(data[at]) << 8 | Int(data[at + 1]) : Int(data[at + 1]) << 8 | Int(data[at])
        }
        func card32(_ at: Int) -> Int? {
            guard at + 4 <= data.count else { return nil }
            let b = data[at..<(at + 4)].map(Int.init)
            return bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
        }
        func padded(_ n: Int) -> Int { (n + 3) & ~3 }
        guard let count = card32(8) else { return [:] }
        var result: [String: String] = [:]
        var at = 12
        for _ in 0..<min(count, 4096) {
            guard at + 4 <= data.count, let nameLength = card16(at + 2) else { break }
            let type = data[at]
            let nameStart = at + 4
            guard nameStart + nameLength <= data.count else { break }
            let name = String(decoding: data[nameStart..<(nameStart + nameLength)], as: UTF8.self)
            at = nameStart + padded(nameLength) + 4 // the last-change serial
            switch type {
            case 0: at += 4
            case 1:
                guard let length = card32(at), length <= data.count, at + 4 + length <= data.count else { return result }
                result[name] = String(decoding: data[(at + 4)..<(at + 4 + length)], as: UTF8.self)
                at += 4 + padded(length)
            case 2: at += 8
            default: return result
            }
        }
        return result
    }
}
