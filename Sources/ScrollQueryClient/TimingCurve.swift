/// A timing curve: the CSS / Core Animation named cubic béziers, or `cubicBezier(x1, y1, x2, y2)`
/// (x in [0, 1]). Encoded as the name or `{"cubicBezier": [x1, y1, x2, y2]}`.
public enum TimingCurve: Codable, Hashable, Sendable {
    case linear, ease, easeIn, easeOut, easeInOut
    case cubicBezier(Double, Double, Double, Double)

    private enum Key: String, CodingKey { case cubicBezier }
    private static let names: [(TimingCurve, String)] = [
        (.linear, "linear"), (.ease, "ease"), (.easeIn, "easeIn"), (.easeOut, "easeOut"), (.easeInOut, "easeInOut"),
    ]

    public func encode(to encoder: any Encoder) throws {
        if case .cubicBezier(let x1, let y1, let x2, let y2) = self {
            var container = encoder.container(keyedBy: Key.self)
            return try container.encode([x1, y1, x2, y2], forKey: .cubicBezier)
        }
        guard let name = Self.names.first(where: { $0.0 == self })?.1 else {
            throw EncodingError.invalidValue(self, .init(codingPath: encoder.codingPath, debugDescription: "no name"))
        }
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            guard let curve = Self.names.first(where: { $0.1 == name })?.0 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown curve \(name)"))
            }
            self = curve
            return
        }
        let container = try decoder.container(keyedBy: Key.self)
        let points = try container.decode([Double].self, forKey: .cubicBezier)
        guard points.count == 4 else {
            throw DecodingError.dataCorruptedError(forKey: .cubicBezier, in: container, debugDescription: "expected 4 numbers")
        }
        self = .cubicBezier(points[0], points[1], points[2], points[3])
    }
}
