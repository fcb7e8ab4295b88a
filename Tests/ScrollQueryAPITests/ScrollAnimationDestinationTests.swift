import Foundation
import HTTPServer
import XCTest

@testable import ScrollQueryAPI

/// `/v1/scroll/animation`'s `offsetRequest` animates to the `contentOffset` that
/// `/v1/scroll/offset` answers for the same request: `mode`, writing modes, chains and the
/// pixel grid included (`ScrollOffsetHandler.destination(of:)`, the one function both use).
/// Its `snapRequest` animates to the `contentOffset` `/v1/scroll/snap` answers, a spring
/// starting at that answer's `velocity`.
///
/// Fixture: viewport 200×100, content 1000×800, resting at (0, 300); target x [0, 50],
/// y [320, 340], already inside the viewport.
final class ScrollAnimationDestinationTests: XCTestCase {
    private let view = #""viewport":{"width":200,"height":100},"contentSize":{"width":1000,"height":800},"contentOffset":{"x":0,"y":300}"#
    private let rect = #""target":{"rect":{"x":0,"y":320,"width":50,"height":20}}"#

    private func post(_ handler: Handler, _ path: String, _ json: String) -> (status: Int, body: [String: Any]) {
        let response = handler(HTTPRequest(method: "POST", path: path, contentType: "application/json", body: utf8(json)))
        let body = (try? JSONSerialization.jsonObject(with: Data(response.body))) as? [String: Any] ?? [:]
        return (response.status, body)
    }

    /// The offset endpoint's `contentOffset` and the animation's last frame for `offsetRequest`.
    private func offsetAndDestination(_ offsetRequest: String) -> (offset: [Double], destination: [Double]) {
        let (offsetStatus, offset) = post(
            { ScrollOffsetHandler.handle($0) }, "/v1/scroll/offset", offsetRequest)
        let (animationStatus, animation) = post(
            { ScrollAnimationHandler.handle($0) }, "/v1/scroll/animation",
            #"{"offsetRequest":\#(offsetRequest),"curve":"linear","duration":1,"sampleTimes":[1]}"#)
        XCTAssertEqual(offsetStatus, 200, "\(offset)")
        XCTAssertEqual(animationStatus, 200, "\(animation)")
        let point = offset["contentOffset"] as? [String: Double] ?? [:]
        let frame = (animation["frames"] as? [[String: Double]])?.last ?? [:]
        return ([point["x"] ?? .nan, point["y"] ?? .nan], [frame["x"] ?? .nan, frame["y"] ?? .nan])
    }

    /// The pager of the README: five 1920-wide pages, on page 1, flung back at −6000 pt/s.
    private let pager = #"{"viewport":{"width":1920,"height":1080},"contentSize":{"width":9600,"height":1080},"contentOffset":{"x":1920,"y":0},"velocity":{"x":-6000,"y":0},"behavior":{"paging":{}}}"#

    private func frames(_ body: String) -> [[String: Double]] {
        let (status, answer) = post({ ScrollAnimationHandler.handle($0) }, "/v1/scroll/animation", body)
        XCTAssertEqual(status, 200, "\(answer)")
        return answer["frames"] as? [[String: Double]] ?? []
    }

    func test_snapRequest_springStartsAtTheSnapsVelocity_andSettlesOnItsRestingOffset() {
        let (snapStatus, snap) = post({ ScrollSnapHandler.handle($0) }, "/v1/scroll/snap", pager)
        XCTAssertEqual(snapStatus, 200, "\(snap)")
        // Page 0; the fling that rests there from 1920: −1920 · 1000 · 0.002/0.998 = −3847.70 pt/s,
        // in points per second as `initialVelocity` is: no conversion.
        let velocity = -3847.695390781567
        XCTAssertEqual((snap["velocity"] as? [String: Double])?["x"] ?? .nan, velocity, accuracy: 1e-9)
        XCTAssertEqual((snap["contentOffset"] as? [String: Double])?["x"], 0)
        let frames = frames(#"{"snapRequest":\#(pager),"curve":"smooth","sampleTimes":[0,60]}"#)
        XCTAssertEqual(frames.first?["x"], 1920)
        // The closed-form spring gives its v0 back to the last bits.
        XCTAssertEqual(frames.first?["vx"] ?? .nan, velocity, accuracy: 1e-9)
        XCTAssertEqual(frames.last, ["t": 60, "x": 0, "y": 0, "vx": 0, "vy": 0])
    }

    func test_snapRequest_initialVelocitySent_winsOverTheSnaps() {
        let frames = frames(#"{"snapRequest":\#(pager),"curve":"smooth","initialVelocity":{"x":-6000,"y":0},"sampleTimes":[0]}"#)
        XCTAssertEqual(frames.first?["vx"], -6000)
    }

    func test_snapRequest_timingCurve_startsAtItsOwnSlope_notTheSnapsVelocity() {
        // easeInOut starts flat: 0 pt/s at t = 0, whatever the fling.
        let frames = frames(#"{"snapRequest":\#(pager),"curve":"easeInOut","duration":0.5,"sampleTimes":[0,0.5]}"#)
        XCTAssertEqual(frames.first, ["t": 0, "x": 1920, "y": 0, "vx": 0, "vy": 0])
        XCTAssertEqual(frames.last?["x"], 0)
    }

    func test_ifNeeded_withAVisibleTarget_staysWhereItIs_asTheOffsetEndpointAnswers() {
        let (offset, destination) = offsetAndDestination(#"{\#(view),\#(rect),"anchor":"top","mode":"ifNeeded"}"#)
        XCTAssertEqual(offset, [0, 300])
        XCTAssertEqual(destination, offset)
    }

    func test_everyOptionOfTheOffsetRequest_givesTheOffsetEndpointsContentOffset() {
        let requests = [
            #"{\#(view),\#(rect),"anchor":"top"}"#,
            #"{\#(view),\#(rect),"anchor":"top","mode":"always"}"#,
            #"{\#(view),"target":{"rect":{"x":400,"y":600,"width":50,"height":20}},"anchor":"center","mode":"ifNeeded"}"#,
            #"{\#(view),\#(rect),"anchor":{"block":"start","inline":"start"},"semantics":"css","writingMode":"vertical-rl","direction":"rtl"}"#,
            #"{\#(view),\#(rect),"anchor":"nearest","ancestors":[{"viewport":{"width":300,"height":300},"contentSize":{"width":300,"height":3000},"frame":{"x":0,"y":1000,"width":200,"height":100}}]}"#,
            #"{\#(view),"target":{"rect":{"x":0,"y":333.3,"width":50,"height":20}},"anchor":"top","semantics":"css","displayScale":3}"#,
        ]
        for request in requests {
            let (offset, destination) = offsetAndDestination(request)
            XCTAssertEqual(destination, offset, request)
        }
    }
}
