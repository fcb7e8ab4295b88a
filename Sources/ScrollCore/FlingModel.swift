/// Where a fling released at some velocity comes to rest, on one axis, and the inverse: the
/// velocity a fling needs to travel a given distance (used to start an animation towards a
/// snapped offset so it continues the finger's motion).
///
/// Velocities are in points per second, distances in points, both signed.
public enum FlingModel: String, Sendable, CaseIterable {
    /// UIKit, as Apple projects it (WWDC18 session 803 "Designing Fluid Interfaces",
    /// `project(initialVelocity:decelerationRate:)`): the velocity is multiplied by the rate
    /// once per millisecond and the steps add up as a geometric series,
    /// `distance = v/1000 · r/(1 − r)` — 0.499·v for `.normal`, 0.099·v for `.fast`.
    /// This is the default: it is the formula Apple publishes for predicting where a
    /// `UIScrollView` fling stops (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`).
    case uikit

    /// The continuous limit of the same decay: `v(t) = v₀·r^(1000t)`, integrated to rest,
    /// `distance = v / (−1000 · ln r)` — 0.4995·v for `.normal`. Differs from `uikit` by half a
    /// millisecond of travel; offered for clients that integrate the decay exactly.
    case uikitExponential

    /// Android `OverScroller` (`SplineOverScroller.getSplineFlingDistance`) as ported by
    /// Flutter's `ClampingScrollSimulation`: with friction 0.015, `INFLEXION` 0.35,
    /// `DECELERATION_RATE` = ln 0.78 / ln 0.9 ≈ 2.358 and the physical coefficient
    /// g · 39.37 in/m · 160 px/in · 0.84 (logical pixels per second²),
    /// `distance = friction·coeff · (|v| / (friction·coeff / 0.35))^(D/(D−1))` — it grows like
    /// |v|^1.736. The deceleration rate does not apply.
    case android

    static let androidFriction = 0.015
    static let androidInflexion = 0.35
    static let androidDecelerationExponent = Math.log(0.78) / Math.log(0.9)
    static let androidPhysicalCoefficient = 9.80665 * 39.37 * 160.0 * 0.84

    /// The signed distance a fling with `velocity` travels before it stops.
    public func distance(velocity: Double, rate: DecelerationRate) -> Double {
        let r = rate.perMillisecond
        switch self {
        case .uikit:
            return velocity / 1000 * r / (1 - r)
        case .uikitExponential:
            return velocity / (-1000 * Math.log(r))
        case .android:
            guard velocity != 0 else { return 0 }
            let scale = Self.androidFriction * Self.androidPhysicalCoefficient
            let reference = scale / Self.androidInflexion
            let d = Self.androidDecelerationExponent
            let magnitude = scale * Math.exp(Math.log(abs(velocity) / reference) * d / (d - 1))
            return velocity < 0 ? -magnitude : magnitude
        }
    }

    /// The signed velocity whose fling travels exactly `distance` (the inverse of `distance`).
    public func velocity(toTravel distance: Double, rate: DecelerationRate) -> Double {
        let r = rate.perMillisecond
        switch self {
        case .uikit:
            return distance * 1000 * (1 - r) / r
        case .uikitExponential:
            return distance * -1000 * Math.log(r)
        case .android:
            guard distance != 0 else { return 0 }
            let scale = Self.androidFriction * Self.androidPhysicalCoefficient
            let reference = scale / Self.androidInflexion
            let d = Self.androidDecelerationExponent
            let magnitude = reference * Math.exp(Math.log(abs(distance) / scale) * (d - 1) / d)
            return distance < 0 ? -magnitude : magnitude
        }
    }
}
