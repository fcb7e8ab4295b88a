/// Whether the offsets that align each of a list of frames with the alignment area along one
/// axis (`ScrollGeometry.idealOffset` at a fraction `a`, then clamped to the range) come out in
/// list order, non-decreasing, *as the doubles are computed* — the property that lets
/// `.viewAligned` snapping binary-search the list instead of sorting every item's offset.
///
/// The aligned offset of a span is `start − c − a·(L − length)` with `c` the alignment area's
/// start in the viewport and `L` its length: `(1 − a)·start + a·end − c − a·L`, which never
/// decreases along a monotone list (`ItemOrder`: starts and ends both non-decreasing) when the
/// arithmetic is exact. Rounding could still reorder two items by an ulp, so the order is only
/// claimed when it provably survives rounding:
/// - `a = 0` (start): the offset is `start − c` (minus a zero), and rounding is monotone;
/// - every item has the same length: `a·(L − length)` is one constant, subtracted from the
///   monotone `start − c`;
/// - every start and length, `c` and `L` are multiples of 2⁻¹⁰ below 2⁴⁰ in magnitude (pixel
///   and half-pixel values, and anything the request limits allow): each step is then exact
///   (a result is a multiple of 2⁻¹¹ below 2⁴², which fits a double's 53 bits) for `a` of ½ or
///   1, and the computed ends are the true ends.
/// Clamping to the range keeps a non-decreasing sequence non-decreasing.
public struct AlignedOrder: Sendable, Equatable {
    /// Starts and ends never decrease along the list (`ItemOrder.isMonotone`).
    public var isMonotone: Bool
    /// Every item has the same length along the axis.
    public var hasUniformLength: Bool
    /// Every start and length is on the exact grid (`isOnGrid`).
    public var isOnGrid: Bool

    public init(isMonotone: Bool, hasUniformLength: Bool, isOnGrid: Bool) {
        self.isMonotone = isMonotone
        self.hasUniformLength = hasUniformLength
        self.isOnGrid = isOnGrid
    }

    /// Nothing known: the sorting path is taken.
    public static let unknown = AlignedOrder(isMonotone: false, hasUniformLength: false, isOnGrid: false)

    /// Whether the clamped aligned offsets at anchor fraction `fraction` are non-decreasing in
    /// list order, for an alignment area starting `areaStartInViewport` into the viewport and
    /// `areaLength` long (the values `idealOffset` computes with).
    public func keepsOrder(fraction: Double, areaStartInViewport: Double, areaLength: Double) -> Bool {
        guard isMonotone else { return false }
        if fraction == 0 || hasUniformLength { return true }
        let halfOrWhole = fraction == 0.5 || fraction == 1
        return halfOrWhole && isOnGrid && Self.isOnGrid(areaStartInViewport) && Self.isOnGrid(areaLength)
    }

    /// Whether `value` is a multiple of 2⁻¹⁰ below 2⁴⁰ in magnitude. Checked on every frame a
    /// decoder reads (four times per item), so by two additions: scaling by 1024 is exact, and
    /// a scaled magnitude below 2⁵² is an integer exactly when adding and then subtracting 2⁵²
    /// (which rounds it to an integer) gives it back. `rounded` would be a libm call, an `Int64`
    /// conversion a range check and two conversions. NaN fails the magnitude test first.
    @inline(__always)
    public static func isOnGrid(_ value: Double) -> Bool {
        let magnitude = value.magnitude
        guard magnitude < 0x1p40 else { return false }
        let scaled = magnitude * 1024
        return (scaled + 0x1p52) - 0x1p52 == scaled
    }
}
