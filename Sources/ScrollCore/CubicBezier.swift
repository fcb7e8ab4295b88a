/// A CSS / Core Animation timing function `cubic-bezier(x1, y1, x2, y2)`: the curve from (0, 0)
/// to (1, 1) with control points (x1, y1) and (x2, y2); progress at time fraction x is the y of
/// the curve point whose x equals x (CSS Easing Functions Level 1, §2.2).
///
/// Solved as the browsers do (Chromium `gfx::CubicBezier::SolveCurveX`, WebKit `UnitBezier`):
/// Newton's method from t = x, falling back to bisection on [0, 1] — here run to 1e-12 in x,
/// so our value is the curve's to well under the 1e-6 the browsers guarantee. x1 and x2 must be
/// in [0, 1] (then x(t) is monotonic); y1 and y2 are unrestricted (overshooting curves).
public struct CubicBezier: Sendable, Equatable {
    public let x1: Double, y1: Double, x2: Double, y2: Double
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
        cx = 3 * x1; bx = 3 * (x2 - x1) - cx; ax = 1 - cx - bx
        cy = 3 * y1; by = 3 * (y2 - y1) - cy; ay = 1 - cy - by
    }

    /// CSS `ease` = Core Animation `kCAMediaTimingFunctionDefault`.
    public static let ease = CubicBezier(0.25, 0.1, 0.25, 1)
    /// CSS `ease-in` = `kCAMediaTimingFunctionEaseIn`.
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    /// CSS `ease-out` = `kCAMediaTimingFunctionEaseOut`.
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    /// CSS `ease-in-out` = `kCAMediaTimingFunctionEaseInEaseOut`.
    public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
    /// CSS `linear` = `kCAMediaTimingFunctionLinear` (control points on the diagonal).
    public static let linear = CubicBezier(0, 0, 1, 1)

    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    private func slopeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The curve parameter t in [0, 1] with x(t) = x.
    func solveT(_ x: Double) -> Double {
        let epsilon = 1e-12
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let d = slopeX(t)
            if abs(d) < 1e-6 { break }
            t -= error / d
        }
        var low = 0.0, high = 1.0
        t = Swift.min(Swift.max(x, 0), 1)
        for _ in 0..<100 {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// Progress at time fraction `x` (clamped to [0, 1]).
    public func progress(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // Control points on the diagonal: y(t) = x(t), the identity, exactly (CSS `linear`).
        if x1 == y1 && x2 == y2 { return x }
        return sampleY(solveT(x))
    }

    /// d(progress)/dx at time fraction `x`; at an end where dx/dt = 0 the limit of dy/dx is used.
    public func slope(_ x: Double) -> Double {
        if x1 == y1 && x2 == y2 { return 1 }
        let t = solveT(Swift.min(Swift.max(x, 0), 1))
        let dx = slopeX(t), dy = slopeY(t)
        if abs(dx) > 1e-9 { return dy / dx }
        // dx/dt vanishes only at an end with a control point on it: compare second derivatives.
        let ddx = 6 * ax * t + 2 * bx, ddy = 6 * ay * t + 2 * by
        if abs(dy) < 1e-12, abs(ddx) > 1e-12 { return ddy / ddx }
        return 0
    }
}
