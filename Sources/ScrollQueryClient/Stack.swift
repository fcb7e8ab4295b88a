/// A compact layout in place of `items`: n items along `axis`, one size each. Item i (vertical)
/// is at `y = padding.top + S_i + i·spacing` (S_i the sizes before it), `x = padding.left`,
/// `crossSize` wide. Item i's size is `measured["i"]`, else `sizes[i]`, else `estimatedSize`.
public struct Stack: Codable, Hashable, Sendable {
    /// Default `vertical`.
    public var axis: StackAxis?
    /// Between neighbours; default 0, may be negative.
    public var spacing: Double?
    /// Around the items (each side >= 0).
    public var padding: Insets?
    /// Across the axis; default the viewport's less the padding across.
    public var crossSize: Double?
    public var sizes: StackSizes?
    /// The ids in order (default the index, 0 … n−1).
    public var ids: [ItemID]?
    /// The size of an item with none in `sizes` or `measured`; such items are estimated.
    public var estimatedSize: Double?
    /// Sizes by item index in plain decimal (`"17"`), overriding `sizes`.
    public var measured: [String: Double?]?

    public init(axis: StackAxis? = nil, spacing: Double? = nil, padding: Insets? = nil, crossSize: Double? = nil,
                sizes: StackSizes? = nil, ids: [ItemID]? = nil, estimatedSize: Double? = nil, measured: [String: Double?]? = nil) {
        self.axis = axis; self.spacing = spacing; self.padding = padding; self.crossSize = crossSize
        self.sizes = sizes; self.ids = ids; self.estimatedSize = estimatedSize; self.measured = measured
    }
}
