/// Where a motion may rest: anywhere (`none`), on pages of `pageSize` (default the viewport),
/// with an item's edge aligned (SwiftUI `.viewAligned`), or by CSS Scroll Snap.
/// Encoded as `"none"`, `{"paging": {…}}`, `{"viewAligned": {…}}` or `{"css": {…}}`.
public enum SnapBehavior: Codable, Hashable, Sendable {
    case none
    case paging(pageSize: Size? = nil)
    case viewAligned(align: SnapViewAlignment? = nil, limit: SnapLimit? = nil)
    case css(CSSSnapType)

    private enum Key: String, CodingKey { case paging, viewAligned, css, pageSize, align, limit }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .none:
            var container = encoder.singleValueContainer()
            try container.encode("none")
        case .paging(let pageSize):
            var container = encoder.container(keyedBy: Key.self)
            var paging = container.nestedContainer(keyedBy: Key.self, forKey: .paging)
            try paging.encodeIfPresent(pageSize, forKey: .pageSize)
        case .viewAligned(let align, let limit):
            var container = encoder.container(keyedBy: Key.self)
            var aligned = container.nestedContainer(keyedBy: Key.self, forKey: .viewAligned)
            try aligned.encodeIfPresent(align, forKey: .align)
            try aligned.encodeIfPresent(limit, forKey: .limit)
        case .css(let type):
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(type, forKey: .css)
        }
    }

    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            guard name == "none" else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown behavior \(name)"))
            }
            self = .none
            return
        }
        let container = try decoder.container(keyedBy: Key.self)
        if container.contains(.paging) {
            let paging = try container.nestedContainer(keyedBy: Key.self, forKey: .paging)
            self = .paging(pageSize: try paging.decodeIfPresent(Size.self, forKey: .pageSize))
        } else if container.contains(.viewAligned) {
            let aligned = try container.nestedContainer(keyedBy: Key.self, forKey: .viewAligned)
            self = .viewAligned(align: try aligned.decodeIfPresent(SnapViewAlignment.self, forKey: .align),
                                limit: try aligned.decodeIfPresent(SnapLimit.self, forKey: .limit))
        } else {
            self = .css(try container.decode(CSSSnapType.self, forKey: .css))
        }
    }
}
