/// An aspect-ratio grid (`repeat(n, 1fr)` or `auto-fill`, items with `aspect-ratio` aligned
/// `start`) as Chromium lays it out, in LayoutUnits of 1/64 px. Every length below is in those
/// units.
///
/// - The ratio is Chromium's `StyleAspectRatio::LayoutRatioFromSizeF`: `r × 64` when that is
///   whole, else the continued-fraction convergent `p/q` of `Float(r)` that first comes within
///   1e-6 (`LayoutRatio`). An item `w` wide is `⌊w·q/p⌋` high (`LayoutUnit::MulDiv`).
/// - Columns (`ExpandFlexibleTracks`): `fr = Float(U / n)` for the usable width `U` (floored to
///   1/64); column c spans `[⌊64·c·fr⌋, ⌊64·(c+1)·fr⌋)`, so every column is `w₀ = ⌊64·fr⌋` or
///   `w₀ + 1` wide.
/// - A row is as tall as its tallest item: a row of the first m columns is `⌊w·q/p⌋` for the
///   widest of them, so a partial row of narrow columns can be 1/64 shorter than a full one.
///
/// Under `align-items: normal` Chromium sizes the columns once more from the rows' heights
/// (CSS Grid §12.1 step 3), which can widen every column by 1/64; that is not modelled.
struct LayoutUnitGrid: Sendable, Equatable {
    /// `p` and `q` of the ratio `p/q` (width over height).
    let ratio: (p: Int, q: Int)
    let columnCount: Int
    /// `fr`, in px as Chromium holds it (a `Float`).
    private let fraction: Double
    /// `w₀`: the narrow column width.
    private let narrow: Int

    /// `ratio`: `LayoutRatio` of the grid's aspect ratio.
    init(available: Double, columnCount n: Int, columnSpacing: Double, ratio: (p: Int, q: Int)) {
        columnCount = n
        self.ratio = ratio
        let usable = Self.units(Swift.max(0, available - columnSpacing * Double(n - 1)))
        fraction = Double(Float(Double(usable) / 64 / Double(n)))
        narrow = Self.units(fraction)
    }

    /// The height of a row of `columnCount` cells.
    var fullRowHeight: Int { rowHeight(cells: columnCount) }

    static func == (a: Self, b: Self) -> Bool {
        a.ratio == b.ratio && a.columnCount == b.columnCount && a.fraction == b.fraction
    }

    /// Column `column`'s start (from the padding's left edge, without spacing) and width.
    func column(_ column: Int) -> (x: Int, width: Int) {
        let start = edge(column)
        return (start, edge(column + 1) - start)
    }

    /// The height of an item in column `column`.
    func itemHeight(column: Int) -> Int {
        height(width: self.column(column).width)
    }

    /// The height of a row of the first `cells` columns: its widest column's item, `w₀ + 1`
    /// wide when their edges add up to more than `cells·w₀`.
    func rowHeight(cells: Int) -> Int {
        let (total, overflow) = narrow.multipliedReportingOverflow(by: cells)
        return height(width: !overflow && edge(cells) > total ? narrow + 1 : narrow)
    }

    /// Whether every item of a row is as tall as the row.
    var hasUniformItems: Bool { height(width: narrow) == fullRowHeight }

    private func edge(_ column: Int) -> Int { Self.units(Double(column) * fraction) }

    /// `⌊width·q/p⌋` (0 when it does not fit).
    private func height(width: Int) -> Int {
        let (product, overflow) = width.multipliedReportingOverflow(by: ratio.q)
        guard !overflow, ratio.p > 0 else { return 0 }
        return product / ratio.p
    }

    /// `⌊px × 64⌋`, saturating at the bounds of `Int32` as a LayoutUnit does.
    static func units(_ px: Double) -> Int {
        let scaled = (px * 64).rounded(.down)
        guard scaled > -2_147_483_648 else { return -2_147_483_648 }
        guard scaled < 2_147_483_647 else { return 2_147_483_647 }
        return Int(scaled)
    }
}

/// Chromium's LayoutUnit form of an aspect ratio `r` (width over height), as `p/q`
/// (`StyleAspectRatio::LayoutRatioFromSizeF`): `(r·64, 64)` when `r` is a whole number of
/// 1/64; else the first convergent of `Float(r)`'s continued fraction within 1e-6 of it (at
/// most 16 terms, computed in `Float` as Chromium does). Nil when neither fits a LayoutUnit
/// (`r` past 2²⁵ or so small that its convergent is 0).
func LayoutRatio(_ r: Double) -> (p: Int, q: Int)? {
    let raw = r * 64
    guard raw.isFinite, raw > 0, raw < 2_147_483_647 else { return nil }
    if raw == raw.rounded(.down) { return (Int(raw), 64) }
    let initial = Float(r)
    var x = initial
    var (h0, h1, k0, k1) = (0, 1, 1, 0)
    for _ in 0..<16 {
        guard x.isFinite else { break }
        if k1 != 0 && abs(initial - Float(h1) / Float(k1)) < 0.000001 { break }
        let whole = x.rounded(.down)
        guard whole >= 0, whole < 2_147_483_648 else { break }
        let a = Int(whole)
        let (ah, o1) = h1.multipliedReportingOverflow(by: a)
        let (ak, o2) = k1.multipliedReportingOverflow(by: a)
        guard !o1, !o2, ah + h0 < 2_147_483_647, ak + k0 < 2_147_483_647 else { break }
        (h0, k0, h1, k1) = (h1, k1, ah + h0, ak + k0)
        x = 1 / (x - whole)
    }
    guard h1 > 0, k1 > 0 else { return nil }
    return (h1, k1)
}
