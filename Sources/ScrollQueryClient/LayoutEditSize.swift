/// A resize's new size: a stack item's length along the axis, or an `items` frame's size.
public enum LayoutEditSize: Codable, Hashable, Sendable {
    case length(Double)
    case size(Size)

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .length(let length): try container.encode(length)
        case .size(let size): try container.encode(size)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let length = try? container.decode(Double.self) { self = .length(length) } else {
            self = .size(try container.decode(Size.self))
        }
    }
}
