import ScrollQueryClient
import XCTest

final class AnimationCodableTests: XCTestCase {
    func testTimingCurve_isANameOrACubicBezier() {
        assertRoundTrip(TimingCurve.easeInOut, #""easeInOut""#)
        assertRoundTrip(TimingCurve.linear, #""linear""#)
        assertRoundTrip(TimingCurve.cubicBezier(0.25, 0.1, 0.25, 1), #"{"cubicBezier":[0.25,0.1,0.25,1]}"#)
    }

    func testTimingCurve_cubicBezierOfThreeNumbers_doesNotDecode() {
        XCTAssertThrowsError(try JSONDecoder().decode(TimingCurve.self, from: Data(#"{"cubicBezier":[0.25,0.1,0.25]}"#.utf8)))
    }

    func testSpringCurve_isANameOrOneParameterisation() {
        assertRoundTrip(SpringCurve.bouncy, #""bouncy""#)
        assertRoundTrip(SpringCurve.response(0.4, dampingFraction: 0.9), #"{"spring":{"dampingFraction":0.9,"response":0.4}}"#)
        assertRoundTrip(SpringCurve.response(nil, dampingFraction: 0.5), #"{"spring":{"dampingFraction":0.5}}"#)
        assertRoundTrip(SpringCurve.duration(0.4, bounce: 0.2), #"{"spring":{"bounce":0.2,"duration":0.4}}"#)
        assertRoundTrip(SpringCurve.duration(nil, bounce: -0.3), #"{"spring":{"bounce":-0.3}}"#)
        assertRoundTrip(SpringCurve.physical(stiffness: 200, damping: 20), #"{"spring":{"damping":20,"stiffness":200}}"#)
        assertRoundTrip(SpringCurve.physical(mass: 2, stiffness: 200, damping: 20), #"{"spring":{"damping":20,"mass":2,"stiffness":200}}"#)
    }

    func testDestination_isOneKeyOfTheRequest() {
        let to = ScrollAnimationRequest(from: Point(x: 0, y: 0), destination: .to(Point(x: 0, y: 300)),
                                        motion: .spring(.bouncy), frames: .rate(framesPerSecond: 30))
        assertRoundTrip(to, #"{"curve":"bouncy","framesPerSecond":30,"from":{"x":0,"y":0},"to":{"x":0,"y":300}}"#)
        let offset = ScrollAnimationRequest(
            destination: .offsetRequest(ScrollOffsetRequest(viewport: Size(width: 10, height: 20), layout: "sha256-00", target: .index(4))))
        assertRoundTrip(offset, #"{"offsetRequest":{"layout":"sha256-00","target":{"index":4},"viewport":{"height":20,"width":10}}}"#)
        let snap = ScrollAnimationRequest(
            destination: .snapRequest(ScrollSnapRequest(viewport: Size(width: 10, height: 20), layout: "sha256-00",
                                                        motion: .velocity(Point(x: 0, y: 900)))),
            motion: .spring(.smooth))
        assertRoundTrip(snap, #"{"curve":"smooth","snapRequest":{"layout":"sha256-00","velocity":{"x":0,"y":900},"viewport":{"height":20,"width":10}}}"#)
    }

    func testMotion_timingTakesDuration_springTakesVelocityAndEpsilon() {
        let timing = ScrollAnimationRequest(from: Point(x: 0, y: 0), destination: .to(Point(x: 100, y: 0)),
                                            motion: .timing(.easeOut, duration: 0.3), frames: .sampleTimes([0, 0.1]))
        assertRoundTrip(timing, #"{"curve":"easeOut","duration":0.3,"from":{"x":0,"y":0},"sampleTimes":[0,0.1],"to":{"x":100,"y":0}}"#)
        let spring = ScrollAnimationRequest(from: Point(x: 0, y: 500), destination: .to(Point(x: 0, y: 0)),
                                            motion: .spring(.snappy, initialVelocity: Point(x: 0, y: -800), epsilon: 0.1),
                                            frames: .rate(maxFrames: 6))
        assertRoundTrip(spring, #"{"curve":"snappy","epsilon":0.1,"from":{"x":0,"y":500},"initialVelocity":{"x":0,"y":-800},"maxFrames":6,"to":{"x":0,"y":0}}"#)
    }

    func testMotion_withoutCurve_isTheDefaultTiming() {
        assertRoundTrip(ScrollAnimationRequest(from: Point(x: 0, y: 0), destination: .to(Point(x: 0, y: 1))),
                        #"{"from":{"x":0,"y":0},"to":{"x":0,"y":1}}"#)
    }

    func testAnswer_keepsANullOvershoot() throws {
        assertRoundTrip(try JSONDecoder().decode(ScrollAnimationAnswer.self, from: Data(
            #"{"frames":[{"t":0,"x":0,"y":0,"vx":0,"vy":0}],"duration":0.25,"settled":true,"overshoot":null}"#.utf8)),
            #"{"duration":0.25,"frames":[{"t":0,"vx":0,"vy":0,"x":0,"y":0}],"overshoot":null,"settled":true}"#)
    }
}
