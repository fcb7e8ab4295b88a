/// A damped harmonic oscillator `m·x'' + c·x' + k·x = 0` driving the displacement x from the
/// target, solved in closed form (under-, critically and over-damped).
///
/// Parameterisations:
/// - `mass/stiffness/damping` directly (Core Animation `CASpringAnimation`,
///   `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`).
/// - SwiftUI `spring(response:dampingFraction:)`: mass 1, stiffness (2π/response)²,
///   damping 4π·dampingFraction/response (so the damping ratio is dampingFraction).
/// - SwiftUI `Spring(duration:bounce:)`: mass 1, stiffness (2π/duration)², damping ratio
///   ζ = 1 − bounce for bounce ≥ 0 and 1/(1 + bounce) for bounce < 0, damping 2ζ√k
///   (Flutter's `SpringDescription.withDurationAndBounce` documents the same mapping).
///   SwiftUI's named springs are `smooth` (duration 0.5, bounce 0), `snappy` (0.5, 0.15) and
///   `bouncy` (0.5, 0.3) — Apple's documentation: "the base bounce of 0.15 / 0.3".
public struct Spring: Sendable, Equatable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double

    /// mass > 0, stiffness > 0, damping ≥ 0 (the API layer checks).
    public init(mass: Double, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    public init(response: Double, dampingFraction: Double) {
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 4 * Double.pi * dampingFraction / response)
    }

    public init(duration: Double, bounce: Double) {
        let omega = 2 * Double.pi / duration
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega)
    }

    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// The undamped angular frequency ω₀ = √(k/m).
    public var naturalFrequency: Double { Math.sqrt(stiffness / mass) }
    /// ζ = c / (2√(k·m)).
    public var dampingRatio: Double { damping / (2 * Math.sqrt(stiffness * mass)) }

    /// The motion from displacement `x0` (position − target) and velocity `v0`.
    public func motion(x0: Double, v0: Double) -> Motion { Motion(spring: self, x0: x0, v0: v0) }

    /// One axis of a spring's motion: displacement and velocity at time t, in closed form.
    public struct Motion: Sendable {
        enum Regime { case under(omegaD: Double, decay: Double, b: Double)
                      case critical(omega: Double, c: Double)
                      case over(r1: Double, r2: Double, c1: Double, c2: Double) }
        let regime: Regime
        let x0: Double

        init(spring: Spring, x0: Double, v0: Double) {
            self.x0 = x0
            let w0 = spring.naturalFrequency, z = spring.dampingRatio
            if abs(z - 1) < 1e-9 {
                regime = .critical(omega: w0, c: v0 + w0 * x0)
            } else if z < 1 {
                let wd = w0 * Math.sqrt(1 - z * z)
                regime = .under(omegaD: wd, decay: z * w0, b: (v0 + z * w0 * x0) / wd)
            } else {
                let s = Math.sqrt(z * z - 1)
                // ζ − s = 1/(ζ + s) keeps the slow root accurate for large ζ.
                let r1 = -w0 / (z + s), r2 = -w0 * (z + s)
                let c2 = (v0 - r1 * x0) / (r2 - r1)
                regime = .over(r1: r1, r2: r2, c1: x0 - c2, c2: c2)
            }
        }

        /// Displacement from the target at time t ≥ 0.
        public func displacement(_ t: Double) -> Double {
            switch regime {
            case let .under(wd, decay, b):
                return Math.exp(-decay * t) * (x0 * Math.cos(wd * t) + b * Math.sin(wd * t))
            case let .critical(w, c):
                return (x0 + c * t) * Math.exp(-w * t)
            case let .over(r1, r2, c1, c2):
                return c1 * Math.exp(r1 * t) + c2 * Math.exp(r2 * t)
            }
        }

        /// Velocity at time t ≥ 0.
        public func velocity(_ t: Double) -> Double {
            switch regime {
            case let .under(wd, decay, b):
                let e = Math.exp(-decay * t), cs = Math.cos(wd * t), sn = Math.sin(wd * t)
                return e * (-decay * (x0 * cs + b * sn) + wd * (b * cs - x0 * sn))
            case let .critical(w, c):
                return (c - w * (x0 + c * t)) * Math.exp(-w * t)
            case let .over(r1, r2, c1, c2):
                return c1 * r1 * Math.exp(r1 * t) + c2 * r2 * Math.exp(r2 * t)
            }
        }

        /// Upper bounds of |displacement| and |velocity| valid for every time ≥ t, once t is past
        /// the envelope's peak (t ≥ 1/ω₀ is enough for every regime).
        func bounds(_ t: Double) -> (Double, Double) {
            switch regime {
            case let .under(wd, decay, b):
                let a = Math.exp(-decay * t) * (abs(x0) + abs(b))
                return (a, a * (decay + wd))
            case let .critical(w, c):
                let e = Math.exp(-w * t)
                return ((abs(x0) + abs(c) * t) * e, (abs(c) + w * abs(x0) + w * abs(c) * t) * e)
            case let .over(r1, r2, c1, c2):
                let e1 = Math.exp(r1 * t), e2 = Math.exp(r2 * t)
                return (abs(c1) * e1 + abs(c2) * e2, abs(c1 * r1) * e1 + abs(c2 * r2) * e2)
            }
        }

        /// The first time after which the motion stays within `distance` of the target and below
        /// `speed`, searched up to `limit` seconds; nil if it has not settled by then.
        public func settlingTime(distance: Double, speed: Double, limit: Double, naturalFrequency w0: Double) -> Double? {
            func inside(_ t: Double) -> Bool { abs(displacement(t)) <= distance && abs(velocity(t)) <= speed }
            // Past `horizon` the envelope guarantees rest.
            var horizon = Swift.max(1e-3, 1 / w0)
            while horizon <= limit {
                let (bx, bv) = bounds(horizon)
                if bx <= distance && bv <= speed { break }
                horizon *= 2
            }
            if horizon > limit {
                let (bx, bv) = bounds(limit)
                guard bx <= distance && bv <= speed else { return nil }
            }
            let end = Swift.min(horizon, limit)
            let step = 1e-3
            let steps = Int((end / step).rounded(.up))
            var lastOutside = -1.0
            for i in 0...steps {
                let t = Double(i) * step
                if !inside(t) { lastOutside = t }
            }
            if lastOutside < 0 { return 0 }
            var low = lastOutside, high = lastOutside + step
            for _ in 0..<40 {
                let mid = (low + high) / 2
                if inside(mid) { high = mid } else { low = mid }
            }
            return high
        }
    }
}
