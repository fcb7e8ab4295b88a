/// Where the target goes in the view: a named anchor (SwiftUI's `UnitPoint`s, UIKit's scroll
/// positions, CSS `block`/`inline`), or a fraction per axis (0 top/leading … 1 bottom/trailing).
public enum ScrollAnchor: Codable, Hashable, Sendable {
    case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing, nearest
    case axes(x: AxisAnchor?, y: AxisAnchor?)

    private static let names: [(ScrollAnchor, String)] = [
        (.topLeading, "topLeading"), (.top, "top"), (.topTrailing, "topTrailing"), (.leading, "leading"),
        (.center, "center"), (.trailing, "trailing"), (.bottomLeading, "bottomLeading"), (.bottom, "bottom"),
        (.bottomTrailing, "bottomTrailing"), (.nearest, "nearest"),
    ]
    private struct Axes: Codable { var x: AxisAnchor?; var y: AxisAnchor? }

    public func encode(to encoder: any Encoder) throws {
        if case .axes(let x, let y) = self { return try Axes(x: x, y: y).encode(to: encoder) }
        var container = encoder.singleValueContainer()
        try container.encode(Self.names.first { $0.0 == self }!.1)
    }

    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            guard let anchor = Self.names.first(where: { $0.1 == name })?.0 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown anchor \(name)"))
            }
            self = anchor
        } else {
            let axes = try Axes(from: decoder)
            self = .axes(x: axes.x, y: axes.y)
        }
    }
}
