/// One section of a section list (`sections`): an optional header and footer (heights; `nil`:
/// none, and no flat index for it) and rows as `count` of `itemHeight`, `count` of
/// `estimatedSize` (every row estimated), or `sizes` (one per row, `nil` taking `estimatedSize`).
/// Section s spans `[T_s, T_{s+1})`, `T_{s+1} = T_s + header + R + footer`, R its rows and the
/// `spacing` between them; its header is at `T_s`, row j at `T_s + header + S_j + j·spacing`.
public struct Section: Codable, Hashable, Sendable {
    public var header: Double?
    /// How many rows (0 … 1,000,000); with `sizes`, their count.
    public var count: Int?
    /// Every row's height (not with `sizes`).
    public var itemHeight: Double?
    public var sizes: [Double?]?
    /// The height of a row with none; such rows are estimated.
    public var estimatedSize: Double?
    /// Between neighbouring rows; default 0.
    public var spacing: Double?
    public var footer: Double?

    public init(header: Double? = nil, count: Int? = nil, itemHeight: Double? = nil, sizes: [Double?]? = nil,
                estimatedSize: Double? = nil, spacing: Double? = nil, footer: Double? = nil) {
        self.header = header; self.count = count; self.itemHeight = itemHeight; self.sizes = sizes
        self.estimatedSize = estimatedSize; self.spacing = spacing; self.footer = footer
    }
}
