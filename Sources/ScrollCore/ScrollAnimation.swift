/// The keyframes of a scroll animation from `from` to `to`.
///
/// - A timing curve runs for `duration` seconds: position = from + (to − from)·progress(t/duration).
/// - A spring starts with `initialVelocity` (points per second; the velocity of a running
///   animation being retargeted, or of the finger) and runs until it settles: within
///   `settleDistance` points of `to` and below `settleSpeed` points per second from then on
///   (default 0.5 pt and 1 pt/s), or until `maxDuration`, whichever is first.
///   Both axes share the spring; each axis has its own displacement and velocity.
/// The last frame of a settled animation is `to` exactly with zero velocity.
public struct ScrollAnimation: Sendable, Equatable {
    public var from: Point
    public var to: Point
    public var initialVelocity: Point
    public var curve: TimingCurve
    /// Timing curves only.
    public var duration: Double
    public var settleDistance: Double
    public var settleSpeed: Double
    /// The longest motion reported, in seconds; a spring not settled by then ends unsettled.
    public var maxDuration: Double

    public init(from: Point, to: Point, initialVelocity: Point = .zero, curve: TimingCurve, duration: Double = 0.25,
                settleDistance: Double = 0.5, settleSpeed: Double = 1, maxDuration: Double = 60) {
        self.from = from
        self.to = to
        self.initialVelocity = initialVelocity
        self.curve = curve
        self.duration = duration
        self.settleDistance = settleDistance
        self.settleSpeed = settleSpeed
        self.maxDuration = maxDuration
    }

    public struct Frame: Sendable, Equatable {
        public var t: Double
        public var position: Point
        public var velocity: Point
    }

    /// How long the motion lasts and whether it comes to rest in that time.
    public var timing: (duration: Double, settled: Bool) {
        switch curve {
        case .bezier:
            return (duration, true)
        case .spring(let spring):
            var longest = 0.0
            for axis in Axis.allCases {
                let m = spring.motion(x0: from[axis] - to[axis], v0: initialVelocity[axis])
                guard let t = m.settlingTime(distance: settleDistance, speed: settleSpeed, limit: maxDuration,
                                             naturalFrequency: spring.naturalFrequency) else {
                    return (maxDuration, false)
                }
                longest = Swift.max(longest, t)
            }
            return (longest, true)
        }
    }

    /// The state at time `t` (clamped at 0; after `end` a settled animation is at `to`).
    public func frame(at t: Double, end: Double, settled: Bool) -> Frame {
        let time = Swift.max(0, t)
        if settled && time >= end { return Frame(t: t, position: to, velocity: .zero) }
        switch curve {
        case .bezier(let bezier):
            guard duration > 0 else { return Frame(t: t, position: to, velocity: .zero) }
            let x = time / duration
            let p = bezier.progress(x), s = bezier.slope(x) / duration
            return Frame(
                t: t,
                position: Point(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p),
                velocity: Point(x: (to.x - from.x) * s, y: (to.y - from.y) * s))
        case .spring(let spring):
            var position = Point.zero, velocity = Point.zero
            for axis in Axis.allCases {
                let m = spring.motion(x0: from[axis] - to[axis], v0: initialVelocity[axis])
                position[axis] = to[axis] + m.displacement(time)
                velocity[axis] = m.velocity(time)
            }
            return Frame(t: t, position: position, velocity: velocity)
        }
    }

    /// The time between frames: 1/fps, or wider when that would give more than `maxFrames`
    /// frames for a motion of `end` seconds — then `maxFrames` frames evenly spread from 0 to
    /// `end`. The count is decided before anything is allocated, so no input can make the
    /// frame list longer than `maxFrames` (≥ 2).
    public static func frameInterval(end: Double, framesPerSecond fps: Double, maxFrames: Int) -> Double {
        let step = 1 / fps
        // Frames at 0, step, 2·step … below `end`, then one at `end`.
        let count = (end / step).rounded(.up) + 1
        if count <= Double(maxFrames) || maxFrames < 2 { return step }
        return end / Double(maxFrames - 1)
    }

    /// Frames at 0, h, 2h … (below `end`) and at `end`, with h from `frameInterval`.
    public func frames(framesPerSecond fps: Double, maxFrames: Int, end: Double, settled: Bool) -> [Frame] {
        let h = Self.frameInterval(end: end, framesPerSecond: fps, maxFrames: maxFrames)
        let cap = Swift.max(2, maxFrames)
        var frames: [Frame] = []
        frames.reserveCapacity(Swift.min(cap, Int(Swift.min((end / h).rounded(.up) + 1, Double(cap)))))
        var i = 0.0
        // `i · h < end` with the cap as a guard against rounding: at most cap − 1 frames here.
        // The first frame is at 0 whenever the motion lasts at all (even when h is infinite,
        // where 0 · h would be NaN).
        while (i == 0 ? end > 0 : i * h < end) && frames.count < cap - 1 {
            frames.append(frame(at: i == 0 ? 0 : i * h, end: end, settled: settled))
            i += 1
        }
        var last = frame(at: end, end: end, settled: settled)
        if settled { last.position = to; last.velocity = .zero }
        frames.append(last)
        return frames
    }

    /// How far the motion goes past `to`, per axis, in the direction of travel (the sign of
    /// to − from, or of the initial velocity when from = to): 0 when it never does. Sampled
    /// every millisecond, then refined where the overshoot peaks.
    public func overshoot(end: Double, settled: Bool) -> Point {
        var result = Point.zero
        let step = 1e-3
        let steps = Swift.min((end / step).rounded(.up), 600_000)
        for axis in Axis.allCases {
            let travel = to[axis] - from[axis]
            let sign: Double = travel != 0 ? (travel > 0 ? 1 : -1)
                : (initialVelocity[axis] > 0 ? 1 : (initialVelocity[axis] < 0 ? -1 : 0))
            guard sign != 0 else { continue }
            var best = 0.0, bestT = -1.0
            var i = 0.0
            while i <= steps {
                let t = i * step
                let past = sign * (frame(at: t, end: end, settled: settled).position[axis] - to[axis])
                if past > best { best = past; bestT = t }
                i += 1
            }
            if bestT >= 0 {
                // Golden-section refinement around the sampled peak.
                var a = Swift.max(0, bestT - step), b = bestT + step
                for _ in 0..<60 {
                    let m1 = a + (b - a) * 0.381966, m2 = a + (b - a) * 0.618034
                    let f1 = sign * (frame(at: m1, end: end, settled: settled).position[axis] - to[axis])
                    let f2 = sign * (frame(at: m2, end: end, settled: settled).position[axis] - to[axis])
                    if f1 < f2 { a = m1 } else { b = m2 }
                }
                best = Swift.max(best, sign * (frame(at: (a + b) / 2, end: end, settled: settled).position[axis] - to[axis]))
            }
            result[axis] = best
        }
        return result
    }
}
