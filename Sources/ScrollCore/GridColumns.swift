/// How many columns a grid has in an available width `W` (the viewport's width less the grid's
/// left and right padding), with `s` the spacing between columns. Each rule is one platform's:
///
/// - `count(n)`: n columns whatever the width — CSS `repeat(n, 1fr)`, Compose
///   `GridCells.Fixed(n)`, Flutter `SliverGridDelegateWithFixedCrossAxisCount`, Android
///   `GridLayoutManager(spanCount)`, SwiftUI `LazyVGrid` with n `.flexible()` items.
/// - `minimumWidth(w)`: as many columns at least `w` wide as fit, at least one:
///   `n = max(1, floor((W + s) / (w + s)))`. CSS `repeat(auto-fill, minmax(w, 1fr))` (CSS Grid
///   §7.2.3.2, repeat-to-fill), Compose `GridCells.Adaptive(w)` (`LazyGridDsl.kt`,
///   `calculateCrossAxisCellSizes`: `maxOf((availableSize + spacing) / (minSize + spacing), 1)`),
///   SwiftUI `GridItem(.adaptive(minimum: w))`, react-virtuoso `VirtuosoGrid` (`gridSystem.ts`).
/// - `maximumWidth(w)`: Flutter `SliverGridDelegateWithMaxCrossAxisExtent` (`sliver_grid.dart`,
///   `_getCrossAxisCount` and `getLayout`): `n = max(1, ceil(W / (w + s)))` — it rounds *up*, so
///   cells are at most `w` wide where the adaptive rules above make them at least `w`.
///
/// A count is at most `maximumCount` (a rule that would give more gives that many).
public enum GridColumns: Sendable, Equatable {
    case count(Int)
    case minimumWidth(Double)
    case maximumWidth(Double)

    /// The most columns a grid has: bounds every per-column quantity.
    public static let maximumCount = 1_000_000

    /// The column count in an available width `available`, with `spacing` between columns.
    public func count(available: Double, spacing: Double) -> Int {
        let available = Swift.max(0, available)
        let fitted: Double
        switch self {
        case .count(let count): return Swift.min(Swift.max(count, 1), Self.maximumCount)
        case .minimumWidth(let width): fitted = ((available + spacing) / (width + spacing)).rounded(.down)
        case .maximumWidth(let width): fitted = (available / (width + spacing)).rounded(.up)
        }
        // NaN (a zero width and spacing) and anything past the bound end at a bound.
        guard fitted >= 1 else { return 1 }
        guard fitted < Double(Self.maximumCount) else { return Self.maximumCount }
        return Int(fitted)
    }

    /// Whether the count is the same in every width (it can be computed once).
    public var isFixed: Bool {
        if case .count = self { return true }
        return false
    }
}

/// How a grid shares its usable width `U = max(0, W − s·(n − 1))` among its n columns.
///
/// - `fractional`: every column `U / n` wide (CSS `1fr` tracks, Flutter's
///   `childCrossAxisExtent = usableCrossAxisExtent / crossAxisCount`, SwiftUI `.flexible()`);
///   column c starts at `c·(U/n + s)`.
/// - `integer`: whole units, the leftover ones to the first columns, one each, as Compose does in
///   pixels (`LazyGridDsl.kt`, `calculateCellsCrossAxisSizeImpl`: `slotSize = gridSize /
///   slotCount`, `remainingPixels = gridSize % slotCount`, the first `remainingPixels` slots one
///   pixel wider). With `G = floor(U)`, `q = floor(G / n)`, `r = G − q·n`: column c is
///   `q + (c < r ? 1 : 0)` wide and starts at `c·(q + s) + min(c, r)`. Send the geometry in
///   pixels to reproduce Compose to the pixel. (Android `GridLayoutManager.calculateItemBorders`
///   spreads its leftover pixels across the row instead and has no spacing of its own.)
public enum GridCellWidths: String, Sendable, Equatable, CaseIterable {
    case fractional
    case integer
}
