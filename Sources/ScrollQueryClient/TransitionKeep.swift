/// What a transition holds still (`keep`; default `auto`: what the platform of `semantics` does).
public enum TransitionKeep: Codable, Hashable, Sendable {
    case auto, top, bottom, firstVisible, offset
    case item(ItemID)

    private struct ItemKeep: Codable { var id: ItemID }

    public func encode(to encoder: any Encoder) throws {
        if case .item(let id) = self { return try ItemKeep(id: id).encode(to: encoder) }
        var container = encoder.singleValueContainer()
        switch self {
        case .auto: try container.encode("auto")
        case .top: try container.encode("top")
        case .bottom: try container.encode("bottom")
        case .firstVisible: try container.encode("firstVisible")
        case .offset, .item: try container.encode("offset")
        }
    }

    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            switch name {
            case "auto": self = .auto
            case "top": self = .top
            case "bottom": self = .bottom
            case "firstVisible": self = .firstVisible
            case "offset": self = .offset
            default: throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown keep \(name)"))
            }
        } else {
            self = .item(try ItemKeep(from: decoder).id)
        }
    }
}
