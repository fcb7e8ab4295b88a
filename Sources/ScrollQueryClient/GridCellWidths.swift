/// How a grid divides the usable width U among n columns (`cellWidths`).
public enum GridCellWidths: String, Codable, Hashable, Sendable {
    /// Every column `U/n` wide (CSS `1fr`, Flutter, SwiftUI `.flexible()`).
    case fractional
    /// Whole units, the leftover ones to the first columns, one each, as Compose does in pixels
    /// (`LazyGridDsl.kt`, `calculateCellsCrossAxisSizeImpl`).
    case integer
}
