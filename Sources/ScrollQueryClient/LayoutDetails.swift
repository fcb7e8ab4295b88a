/// The answer of GET /v1/layouts/{layoutId}.
public struct LayoutDetails: Codable, Hashable, Sendable {
    public var layoutId: String
    public var itemCount: Int
    public var contentSize: LayoutContentSize
    public var kind: LayoutKind
    /// Items of a stack or lanes (rows of sections) whose size is `estimatedSize` (0 for `items`
    /// and `grid`).
    public var estimatedCount: Int
    /// What the layout counts against the server's `--layout-cache-bytes`.
    public var costBytes: Int
}
