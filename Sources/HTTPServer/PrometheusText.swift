/// A writer for the Prometheus text exposition format: `# HELP` / `# TYPE` lines, then samples
/// `name{label="value",...} number`, each on its own line.
///
/// Label values escape `\`, `"` and line feeds as the format requires; HELP text escapes `\`
/// and line feeds. Public so that the layers above add their own families to `/metrics`.
public struct PrometheusText: Sendable {
    public private(set) var bytes: [UInt8] = []

    public init() {
        bytes.reserveCapacity(16_384)
    }

    public mutating func family(_ name: String, type: String, help: String) {
        append("# HELP \(name) ")
        for byte in help.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x0A: append("\\n")
            default: bytes.append(byte)
            }
        }
        append("\n# TYPE \(name) \(type)\n")
    }

    public mutating func sample(_ name: String, _ labels: [(String, String)], _ value: UInt64) {
        sampleHead(name, labels)
        append(String(value))
        bytes.append(0x0A)
    }

    public mutating func sample(_ name: String, _ labels: [(String, String)], _ value: Double) {
        sampleHead(name, labels)
        append(value.isFinite ? "\(value)" : "NaN")
        bytes.append(0x0A)
    }

    private mutating func sampleHead(_ name: String, _ labels: [(String, String)]) {
        append(name)
        if !labels.isEmpty {
            bytes.append(UInt8(ascii: "{"))
            for (index, (label, value)) in labels.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                append(label)
                append("=\"")
                for byte in value.utf8 {
                    switch byte {
                    case UInt8(ascii: "\\"): append("\\\\")
                    case UInt8(ascii: "\""): append("\\\"")
                    case 0x0A: append("\\n")
                    default: bytes.append(byte)
                    }
                }
                bytes.append(UInt8(ascii: "\""))
            }
            bytes.append(UInt8(ascii: "}"))
        }
        bytes.append(UInt8(ascii: " "))
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }
}
