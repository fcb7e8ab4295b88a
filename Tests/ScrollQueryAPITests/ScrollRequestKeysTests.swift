import XCTest

@testable import RequestJSON
@testable import ScrollQueryAPI

/// One declaration per scrolling request: its three key sets and its flow refusals derive
/// from the endpoint's own fields and how it takes `direction` and `writingMode`.
final class ScrollRequestKeysTests: XCTestCase {
    private enum Own: CaseIterable { case threshold, region }

    private let scrollView = ScrollViewReader.keys.names
    private let layouts = ScrollViewReader.layoutKeys.names
    private let flow = ["direction", "writingMode"]

    func test_keySets_layScrollViewOwnLayoutFlowAndOp_inThatOrder() {
        let own = ["threshold", "region"]
        let cases: [(ScrollRequestKeys.Flow, body: [String])] = [
            (.honoured, scrollView + own + layouts + flow),
            (.refused(by: .visibility), scrollView + own + layouts + flow),
            (.absent(from: .scrollSnap), scrollView + own + layouts),
        ]
        for (flowKind, body) in cases {
            let keys = ScrollRequestKeys(own: Own.self, flow: flowKind)
            XCTAssertEqual(keys.body.names, body, "\(flowKind)")
            XCTAssertEqual(keys.nested.names, scrollView + own + layouts + flow, "\(flowKind)")
            XCTAssertEqual(keys.batchRequest.names, scrollView + own + layouts + flow + ["op"], "\(flowKind)")
        }
    }

    func test_flowSentToAnEndpointThatRefusesIt_namesThatEndpointsPath() {
        let cases: [(body: String, path: String, code: String, pointer: String)] = [
            (#"{"viewport":{"width":1,"height":1},"contentSize":{"width":1,"height":1},"direction":"rtl"}"#,
             "/v1/scroll/visibility", "conflicting_fields", "/direction"),
            (#"{"viewport":{"width":1,"height":1},"contentSize":{"width":1,"height":1},"writingMode":"vertical-rl"}"#,
             "/v1/scroll/visibility", "conflicting_fields", "/writingMode"),
        ]
        for (body, path, code, pointer) in cases {
            XCTAssertThrowsError(try VisibilityHandler.decode(Array(body.utf8))) { error in
                let failure = (error as? DecodeFailure)?.httpError
                XCTAssertEqual(failure?.code, code, body)
                XCTAssertEqual(failure?.pointer, pointer, body)
                XCTAssertEqual(
                    failure?.message,
                    "\(path) does not support direction or writingMode yet; send neither (they default to ltr and horizontal-tb)")
            }
        }
    }

    func test_flowSentToSnapsBody_isAnUnknownField() {
        let body = #"{"viewport":{"width":1,"height":1},"contentSize":{"width":1,"height":1},"velocity":{"x":0,"y":0},"direction":"rtl"}"#
        XCTAssertThrowsError(try ScrollSnapHandler.decode(Array(body.utf8))) { error in
            XCTAssertEqual((error as? DecodeFailure)?.httpError.code, "unknown_field")
            XCTAssertEqual((error as? DecodeFailure)?.httpError.pointer, "/direction")
        }
    }
}
