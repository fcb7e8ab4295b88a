import XCTest
@testable import ScrollCore

/// Cubic béziers, springs (closed form vs numerical integration), frames, settling, overshoot.
final class AnimationTests: XCTestCase {
    func test_named_curves() {
        XCTAssertEqual(CubicBezier.linear.progress(0.3), 0.3, accuracy: 1e-12)
        XCTAssertEqual(CubicBezier.easeInOut.progress(0.5), 0.5, accuracy: 1e-12)
        // CSS `ease` at half time: 0.80240339…
        XCTAssertEqual(CubicBezier.ease.progress(0.5), 0.8024033877399112, accuracy: 1e-9)
        XCTAssertEqual(CubicBezier.easeIn.progress(0), 0)
        XCTAssertEqual(CubicBezier.easeOut.progress(1), 1)
    }

    func test_bezier_inverts_x_to_1e_minus_12() {
        let curve = CubicBezier(0.9, -0.5, 0.1, 1.7)
        for i in 1..<100 {
            let x = Double(i) / 100
            let t = curve.solveT(x)
            let xt = ((1 - 3 * 0.1 + 3 * 0.9) * t * t * t) + (3 * 0.1 - 6 * 0.9) * t * t + 3 * 0.9 * t
            XCTAssertEqual(xt, x, accuracy: 1e-11)
        }
    }

    func test_spring_parameter_mappings() {
        // response 0.5, dampingFraction 1: k = (2π/0.5)² = 157.91…, c = 4π/0.5 = 25.13…
        let r = Spring(response: 0.5, dampingFraction: 1)
        XCTAssertEqual(r.stiffness, 157.91367041742973, accuracy: 1e-9)
        XCTAssertEqual(r.damping, 25.132741228718345, accuracy: 1e-9)
        XCTAssertEqual(r.dampingRatio, 1, accuracy: 1e-12)
        // bounce 0.3 → ζ 0.7; bounce −0.5 → ζ 1/(1 − 0.5) = 2
        XCTAssertEqual(Spring.bouncy.dampingRatio, 0.7, accuracy: 1e-12)
        XCTAssertEqual(Spring.snappy.dampingRatio, 0.85, accuracy: 1e-12)
        XCTAssertEqual(Spring(duration: 0.5, bounce: -0.5).dampingRatio, 2, accuracy: 1e-12)
        XCTAssertEqual(Spring.smooth, Spring(response: 0.5, dampingFraction: 1))
    }

    /// RK4 with a 10 µs step against the closed form, for all three regimes.
    func test_closed_form_matches_numerical_integration() {
        let springs = [Spring(mass: 1, stiffness: 200, damping: 8),       // ζ 0.28
                       Spring(mass: 2, stiffness: 50, damping: 20),       // ζ 1
                       Spring(mass: 1, stiffness: 100, damping: 60)]      // ζ 3
        for spring in springs {
            let m = spring.motion(x0: -300, v0: 1200)
            var x = -300.0, v = 1200.0
            let h = 1e-5
            func a(_ x: Double, _ v: Double) -> Double { -(spring.stiffness * x + spring.damping * v) / spring.mass }
            for step in 1...150_000 {
                let k1x = v, k1v = a(x, v)
                let k2x = v + h / 2 * k1v, k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
                let k3x = v + h / 2 * k2v, k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
                let k4x = v + h * k3v, k4v = a(x + h * k3x, v + h * k3v)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                if step % 10_000 == 0 {
                    let t = Double(step) * h
                    XCTAssertEqual(m.displacement(t), x, accuracy: 1e-6, "ζ \(spring.dampingRatio) t \(t)")
                    XCTAssertEqual(m.velocity(t), v, accuracy: 1e-5, "ζ \(spring.dampingRatio) t \(t)")
                }
            }
        }
    }

    func test_underdamped_overshoot_from_rest_is_the_textbook_value() {
        // x0 e^(−ζπ/√(1−ζ²)) = 100 · e^(−0.7π/√0.51) = 4.59879…
        let a = ScrollAnimation(from: Point(x: 0, y: 0), to: Point(x: 0, y: 100), curve: .spring(.bouncy))
        let timing = a.timing
        XCTAssertTrue(timing.settled)
        let o = a.overshoot(end: timing.duration, settled: true)
        XCTAssertEqual(o.y, 4.598791026026775, accuracy: 1e-6)
        XCTAssertEqual(o.x, 0)
    }

    func test_spring_settles_and_ends_exactly_at_to() {
        let a = ScrollAnimation(from: Point(x: 0, y: 0), to: Point(x: 0, y: 100), curve: .spring(.smooth))
        let (end, settled) = a.timing
        XCTAssertTrue(settled)
        let m = Spring.smooth.motion(x0: -100, v0: 0)
        // settled: inside 0.5 pt and 1 pt/s from `end` on, not just before
        XCTAssertLessThanOrEqual(abs(m.displacement(end)), 0.5 + 1e-9)
        XCTAssertLessThanOrEqual(abs(m.velocity(end)), 1 + 1e-9)
        XCTAssertTrue(abs(m.displacement(end - 1e-4)) > 0.5 || abs(m.velocity(end - 1e-4)) > 1)
        // critically damped, ω₀ = 4π, from −100 at rest: v(t) = 100·ω₀²·t·e^(−ω₀t); the 1 pt/s
        // bound is reached last, at t = 0.74597 s (the 0.5 pt bound already at 0.595 s)
        XCTAssertEqual(end, 0.7459711846, accuracy: 1e-6)
        XCTAssertEqual(100 * 16 * Double.pi * Double.pi * end * Math.exp(-4 * Double.pi * end), 1, accuracy: 1e-6)
        let frames = a.frames(framesPerSecond: 60, maxFrames: 1000, end: end, settled: settled)
        // 0.7459… s at 60 fps: frames at 0 … 44/60, then the end
        XCTAssertEqual(frames.count, 46)
        XCTAssertEqual(frames.first?.position, Point(x: 0, y: 0))
        XCTAssertEqual(frames.last?.position, Point(x: 0, y: 100))
        XCTAssertEqual(frames.last?.velocity, .zero)
        XCTAssertEqual(frames[1].t, 1.0 / 60, accuracy: 1e-15)
    }

    func test_maxFrames_spreads_the_frames_instead_of_growing() {
        let a = ScrollAnimation(from: .zero, to: Point(x: 0, y: 100), curve: .bezier(.linear), duration: 60)
        // 60 s at 240 fps would be 14401 frames; capped at 5: every 15 s
        XCTAssertEqual(ScrollAnimation.frameInterval(end: 60, framesPerSecond: 240, maxFrames: 5), 15)
        let frames = a.frames(framesPerSecond: 240, maxFrames: 5, end: 60, settled: true)
        XCTAssertEqual(frames.map(\.t), [0, 15, 30, 45, 60])
        XCTAssertEqual(frames.map(\.position.y), [0, 25, 50, 75, 100])
    }

    func test_a_vanishing_frame_rate_still_gives_the_first_and_last_frames() {
        let a = ScrollAnimation(from: .zero, to: Point(x: 0, y: 100), curve: .bezier(.linear), duration: 1)
        let frames = a.frames(framesPerSecond: 5e-324, maxFrames: 1000, end: 1, settled: true)
        XCTAssertEqual(frames.map(\.t), [0, 1])
        XCTAssertEqual(frames.map(\.position.y), [0, 100])
    }

    func test_undamped_spring_never_settles() {
        let a = ScrollAnimation(from: .zero, to: Point(x: 10, y: 0), curve: .spring(Spring(mass: 1, stiffness: 100, damping: 0)), maxDuration: 2)
        XCTAssertFalse(a.timing.settled)
        XCTAssertEqual(a.timing.duration, 2)
    }

    func test_timing_curve_frames() {
        let a = ScrollAnimation(from: Point(x: 0, y: 0), to: Point(x: 0, y: 200), curve: .bezier(.easeInOut), duration: 0.1)
        let frames = a.frames(framesPerSecond: 60, maxFrames: 1000, end: 0.1, settled: true)
        // 0, 1/60 … 5/60 (< 0.1), then 0.1
        XCTAssertEqual(frames.count, 7)
        XCTAssertEqual(frames[3].position.y, 200 * CubicBezier.easeInOut.progress(0.5), accuracy: 1e-9)
        XCTAssertEqual(frames.last?.position.y, 200)
        // ease-in-out slope at the middle: dy/dx at t = ½ is (3·(0.5−0)·…) — check by difference
        let h = 1e-6
        let numeric = (CubicBezier.easeInOut.progress(0.5 + h) - CubicBezier.easeInOut.progress(0.5 - h)) / (2 * h)
        XCTAssertEqual(CubicBezier.easeInOut.slope(0.5), numeric, accuracy: 1e-6)
    }
}
