/// The height of a grid's row of cells: sent as `itemHeight` or as `aspectRatio`.
public enum GridCellHeight: Hashable, Sendable {
    /// Points (>= 0).
    case itemHeight(Double)
    /// Cell width over height (> 0): the row is `(U/n) / ratio` tall, so it follows the
    /// viewport's width (Flutter `childAspectRatio`).
    case aspectRatio(Double)
}
