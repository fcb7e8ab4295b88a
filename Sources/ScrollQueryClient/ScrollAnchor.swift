/// Where the target goes in the view: a named anchor (SwiftUI's `UnitPoint`s, UIKit's scroll
/// positions), a fraction per physical axis (0 top/leading … 1 bottom/trailing), or per logical
/// axis (CSS `block`/`inline`, mapped by `writingMode` and `direction`).
public enum ScrollAnchor: Codable, Hashable, Sendable {
    case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing, nearest
    /// `{x, y}`: an axis left `nil` keeps the default of `semantics`.
    case axes(x: AxisAnchor?, y: AxisAnchor?)
    /// `{block, inline}`: an axis left `nil` keeps the default of `semantics` (css: block start, inline nearest).
    case logical(block: LogicalAxisAnchor?, inline: LogicalAxisAnchor?)

    private static let names: [(ScrollAnchor, String)] = [
        (.topLeading, "topLeading"), (.top, "top"), (.topTrailing, "topTrailing"), (.leading, "leading"),
        (.center, "center"), (.trailing, "trailing"), (.bottomLeading, "bottomLeading"), (.bottom, "bottom"),
        (.bottomTrailing, "bottomTrailing"), (.nearest, "nearest"),
    ]
    private enum Key: String, CodingKey { case x, y, block, inline }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .axes(let x, let y):
            var container = encoder.container(keyedBy: Key.self)
            try container.encodeIfPresent(x, forKey: .x)
            try container.encodeIfPresent(y, forKey: .y)
        case .logical(let block, let inline):
            var container = encoder.container(keyedBy: Key.self)
            try container.encodeIfPresent(block, forKey: .block)
            try container.encodeIfPresent(inline, forKey: .inline)
        default:
            guard let name = Self.names.first(where: { $0.0 == self })?.1 else {
                throw EncodingError.invalidValue(self, .init(codingPath: encoder.codingPath, debugDescription: "no name"))
            }
            var container = encoder.singleValueContainer()
            try container.encode(name)
        }
    }

    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            guard let anchor = Self.names.first(where: { $0.1 == name })?.0 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown anchor \(name)"))
            }
            self = anchor
            return
        }
        let container = try decoder.container(keyedBy: Key.self)
        if container.contains(.block) || container.contains(.inline) {
            self = .logical(block: try container.decodeIfPresent(LogicalAxisAnchor.self, forKey: .block),
                            inline: try container.decodeIfPresent(LogicalAxisAnchor.self, forKey: .inline))
        } else {
            self = .axes(x: try container.decodeIfPresent(AxisAnchor.self, forKey: .x),
                         y: try container.decodeIfPresent(AxisAnchor.self, forKey: .y))
        }
    }
}
