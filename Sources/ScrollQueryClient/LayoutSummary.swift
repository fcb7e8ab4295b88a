/// The answer of POST /v1/layouts and of an edit: the stored layout's id (`sha256-` and the
/// SHA-256 of its canonical form), which queries send as `layout`.
public struct LayoutSummary: Codable, Hashable, Sendable {
    public var layoutId: String
    public var itemCount: Int
    public var contentSize: LayoutContentSize
}
