import Foundation
import HTTPServer
import XCTest

@testable import ScrollQueryAPI

/// `/v1/scroll/animation`'s `offsetRequest` animates to the `contentOffset` that
/// `/v1/scroll/offset` answers for the same request: `mode`, writing modes, chains and the
/// pixel grid included (`ScrollOffsetHandler.destination(of:)`, the one function both use).
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
