import HTTPServer
import XCTest
@testable import RequestJSON
@testable import ScrollQueryAPI
@testable import ScrollCore

/// The snap and animation decoders: what a valid body becomes, and the first problem of a bad
/// one with its pointer (more bodies run over HTTP in Tests/integration/test_motion_endpoints.py).
final class MotionDecoderTests: XCTestCase {
    private let view = #""viewport":{"width":300,"height":200},"contentSize":{"width":1500,"height":200}"#

    private func snap(_ rest: String) throws -> ScrollSnapQuery {
        try ScrollSnapHandler.decode(utf8("{\(view),\(rest)}"))
    }

    private func snapFailure(_ rest: String) -> HTTPError? {
        do { _ = try snap(rest); return nil } catch { return (error as? DecodeFailure)?.httpError }
    }

    private func animation(_ text: String) throws -> ScrollAnimationQuery {
        try ScrollAnimationHandler.decode(utf8(text))
    }

    private func animationFailure(_ text: String) -> HTTPError? {
        do { _ = try animation(text); return nil } catch { return (error as? DecodeFailure)?.httpError }
    }

    func test_snap_defaults() throws {
        let q = try snap(#""velocity":{"x":100,"y":0}"#)
        XCTAssertEqual(q.snap.intent, .velocity(Point(x: 100, y: 0)))
        XCTAssertEqual(q.snap.behavior, .none)
        XCTAssertEqual(q.snap.rate, .normal)
        XCTAssertEqual(q.snap.model, .uikit)
        XCTAssertTrue(q.snap.areas.isEmpty)
    }

    func test_snap_paging_defaults_to_the_viewport() throws {
        let q = try snap(#""delta":{"x":1,"y":0},"behavior":{"paging":{}},"decelerationRate":"fast""#)
        XCTAssertEqual(q.snap.behavior, .paging(pageSize: Size(width: 300, height: 200)))
        XCTAssertEqual(q.snap.rate, .fast)
    }

    /// The default page size takes pageSize's bound: a viewport under 0.001 points would make the
    /// page index overflow (`make api-fuzz` found a 5e-324 viewport answering a `null` page).
    /// (viewport, behavior, pointer of the failure or nil for a page size of 0.001 × 2)
    func test_snap_paging_by_a_viewport_under_the_least_page_size_needs_a_page_size() throws {
        let cases: [(String, String, String?)] = [
            (#"{"width":0.001,"height":2}"#, #"{"paging":{}}"#, nil),
            (#"{"width":0.001,"height":5e-324}"#, #"{"paging":{"pageSize":{"width":0.001,"height":2}}}"#, nil),
            (#"{"width":0.001,"height":5e-324}"#, #"{"paging":{}}"#, "/behavior/paging/pageSize"),
            (#"{"width":0.0009,"height":2}"#, #"{"paging":{"pageSize":null}}"#, "/behavior/paging/pageSize"),
            (#"{"width":0.0009,"height":2}"#, #""none""#, nil),
        ]
        for (viewport, behavior, pointer) in cases {
            let body = #"{"viewport":\#(viewport),"contentSize":{"width":1e12,"height":1e12},"delta":{"x":0,"y":1},"behavior":\#(behavior)}"#
            do {
                let q = try ScrollSnapHandler.decode(utf8(body))
                XCTAssertNil(pointer, body)
                if case .paging(let size) = q.snap.behavior { XCTAssertEqual(size, Size(width: 0.001, height: 2), body) }
            } catch {
                let error = (error as? DecodeFailure)?.httpError
                XCTAssertEqual(error?.code, "missing_field", body)
                XCTAssertEqual(error?.pointer, pointer, body)
            }
        }
    }

    func test_snap_items_carry_margin_and_alignment() throws {
        let q = try snap(#""proposedOffset":{"x":1,"y":0},"items":[{"id":"a","frame":{"x":1,"y":2,"width":3,"height":4},"margin":{"top":5},"snapAlign":{"x":"end"}},{"id":2,"frame":{"x":0,"y":0,"width":1,"height":1},"snapAlign":"none"}],"behavior":{"css":{"type":"proximity","proximity":12,"axis":"y"}}"#)
        XCTAssertEqual(q.snap.areas.count, 2)
        XCTAssertEqual(q.snap.areas[0].rect, Rect(x: 1, y: -3, width: 3, height: 9))
        XCTAssertEqual(q.snap.areas[0].alignX, .end)
        XCTAssertEqual(q.snap.areas[0].alignY, .start)
        XCTAssertEqual(q.snap.areas[1].alignY, .none)
        XCTAssertEqual(q.itemIDs.ids, [.string("a"), .integer(2)])
        XCTAssertEqual(q.snap.behavior, .css(CSSSnapRule(strictness: .proximity, proximity: 12, axes: .y)))
    }

    /// (rest of the body, code, pointer)
    func test_snap_failures() {
        let cases: [(String, String, String)] = [
            (#""velocity":null"#, "missing_field", "/velocity"),
            (#""velocity":{"x":1,"y":0},"delta":{"x":1,"y":0}"#, "conflicting_fields", "/delta"),
            (#""velocity":{"x":1,"y":0},"decelerationRate":0"#, "invalid_field", "/decelerationRate"),
            (#""velocity":{"x":1,"y":0},"decelerationRate":true"#, "invalid_type", "/decelerationRate"),
            (#""velocity":{"x":1,"y":0},"behavior":{"viewAligned":{"align":"none"}}"#, "invalid_enum", "/behavior/viewAligned/align"),
            (#""velocity":{"x":1,"y":0},"behavior":{"css":{"proximity":3,"type":"mandatory"}}"#, "conflicting_fields", "/behavior/css/type"),
            (#""velocity":{"x":1,"y":0},"items":[{"id":1,"frame":{"x":0,"y":0,"width":1,"height":1},"snapAlign":[]}]"#, "invalid_type", "/items/0/snapAlign"),
        ]
        for (rest, code, pointer) in cases {
            let error = snapFailure(rest)
            XCTAssertEqual(error?.code, code, rest)
            XCTAssertEqual(error?.pointer, pointer, rest)
        }
    }

    func test_animation_defaults_and_named_springs() throws {
        let plain = try animation(#"{"from":{"x":0,"y":0},"to":{"x":0,"y":10}}"#)
        XCTAssertEqual(plain.animation.curve, .bezier(.easeInOut))
        XCTAssertEqual(plain.animation.duration, 0.25)
        guard case .rate(let fps, let maxFrames) = plain.sampling else { return XCTFail("sampling") }
        XCTAssertEqual(fps, 60)
        XCTAssertEqual(maxFrames, 1000)
        let spring = try animation(#"{"from":{"x":0,"y":0},"to":{"x":0,"y":10},"curve":"snappy","epsilon":0.25,"sampleTimes":[0.5]}"#)
        XCTAssertEqual(spring.animation.curve, .spring(.snappy))
        XCTAssertEqual(spring.animation.settleDistance, 0.25)
        XCTAssertEqual(spring.animation.settleSpeed, 0.5)
        guard case .times(let times) = spring.sampling else { return XCTFail("sampling") }
        XCTAssertEqual(times, [0.5])
    }

    func test_animation_spring_parameterisations() throws {
        func curve(_ spring: String) throws -> TimingCurve {
            try animation(#"{"from":{"x":0,"y":0},"to":{"x":0,"y":10},"curve":{"spring":\#(spring)}}"#).animation.curve
        }
        XCTAssertEqual(try curve(#"{"dampingFraction":0.6}"#), .spring(Spring(response: 0.5, dampingFraction: 0.6)))
        XCTAssertEqual(try curve(#"{"bounce":0.3}"#), .spring(.bouncy))
        XCTAssertEqual(try curve(#"{"stiffness":100,"damping":10}"#), .spring(Spring(mass: 1, stiffness: 100, damping: 10)))
    }

    func test_animation_failures() {
        let cases: [(String, String, String)] = [
            (#"{"to":{"x":0,"y":0}}"#, "missing_field", "/from"),
            (#"{"from":{"x":0,"y":0}}"#, "missing_field", "/to"),
            (#"{"from":{"x":0,"y":0},"to":{"x":0,"y":0},"curve":{"spring":{"duration":0.5,"stiffness":3}}}"#, "conflicting_fields", "/curve/spring/stiffness"),
            (#"{"from":{"x":0,"y":0},"to":{"x":0,"y":0},"curve":{"cubicBezier":[0,0,1,1],"spring":{}}}"#, "conflicting_fields", "/curve/spring"),
            (#"{"from":{"x":0,"y":0},"to":{"x":0,"y":0},"sampleTimes":[1],"maxFrames":3}"#, "conflicting_fields", "/maxFrames"),
            (#"{"from":{"x":0,"y":0},"to":{"x":0,"y":0},"curve":"bouncy","duration":1}"#, "conflicting_fields", "/duration"),
            (#"{"to":{"x":0,"y":0},"snapRequest":{\#(view),"velocity":{"x":1,"y":0}}}"#, "conflicting_fields", "/snapRequest"),
            (#"{"snapRequest":{\#(view),"velocity":{"x":1,"y":0}},"offsetRequest":{\#(view),"target":{"edge":"top"}}}"#, "conflicting_fields", "/offsetRequest"),
            (#"{"snapRequest":{\#(view)}}"#, "missing_field", "/snapRequest/velocity"),
            (#"{"snapRequest":{\#(view),"velocity":{"x":1,"y":0},"behavior":{"paging":{},"css":{}}}}"#, "conflicting_fields", "/snapRequest/behavior/css"),
        ]
        for (text, code, pointer) in cases {
            let error = animationFailure(text)
            XCTAssertEqual(error?.code, code, text)
            XCTAssertEqual(error?.pointer, pointer, text)
        }
    }

    func test_animation_destinationForms_excludeEachOther_andTheMessageNamesBoth() {
        let error = animationFailure(#"{"to":{"x":0,"y":0},"snapRequest":{\#(view),"velocity":{"x":1,"y":0}}}"#)
        XCTAssertEqual(error?.message, "send exactly one of to, offsetRequest, snapRequest; this body has to and snapRequest")
        let none = animationFailure(#"{"from":{"x":0,"y":0}}"#)
        XCTAssertEqual(none?.message, "send to, or an offsetRequest or a snapRequest whose answer becomes to")
    }

    func test_animation_snapRequest_startsAtTheSnapsOffset_andRemembersWhetherAVelocityWasSent() throws {
        let sent = try animation(#"{"snapRequest":{\#(view),"contentOffset":{"x":120,"y":0},"velocity":{"x":1,"y":0}},"curve":"smooth","initialVelocity":{"x":5,"y":0}}"#)
        XCTAssertEqual(sent.animation.from, Point(x: 120, y: 0))
        XCTAssertEqual(sent.animation.initialVelocity, Point(x: 5, y: 0))
        guard case .snapRequest(_, velocityGiven: true) = sent.destination else { return XCTFail("\(sent.destination)") }
        let unsent = try animation(#"{"snapRequest":{\#(view),"velocity":{"x":1,"y":0}},"curve":"smooth","from":{"x":7,"y":0}}"#)
        XCTAssertEqual(unsent.animation.from, Point(x: 7, y: 0))
        guard case .snapRequest(_, velocityGiven: false) = unsent.destination else { return XCTFail("\(unsent.destination)") }
    }

    func test_snap_answer_bytes() throws {
        let q = try snap(#""contentOffset":{"x":300,"y":0},"delta":{"x":200,"y":0},"behavior":{"paging":{}}"#)
        var json = JSONWriter()
        ScrollSnapHandler.answer(q, into: &json)
        let bytes = json.bytes
        // 300 + 200 = 500 → page 1.67 → 2 (600); velocity 300 · 1000 · 0.002 / 0.998
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self),
                       #"{"projectedOffset":{"x":500,"y":0},"contentOffset":{"x":600,"y":0},"snappedTo":{"page":{"x":2,"y":0}},"velocity":{"x":\#(300 * 1000 * (1 - 0.998) / 0.998),"y":0}}"#)
    }
}
