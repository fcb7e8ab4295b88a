import ScrollQueryClient
import XCTest

final class BatchCodableTests: XCTestCase {
    private let phone = Size(width: 390, height: 844)

    func testOperation_isTheRequestWithItsOp() {
        assertRoundTrip(BatchOperation.offset(ScrollOffsetRequest(viewport: phone, target: .id("row-7"), anchor: .center)),
                        #"{"anchor":"center","op":"offset","target":{"id":"row-7"},"viewport":{"height":844,"width":390}}"#)
        assertRoundTrip(BatchOperation.visibility(VisibilityRequest(ScrollView(viewport: phone), prefetchDistance: 300)),
                        #"{"op":"visibility","prefetchDistance":300,"viewport":{"height":844,"width":390}}"#)
        assertRoundTrip(BatchOperation.snap(ScrollSnapRequest(viewport: phone, motion: .delta(Point(x: 0, y: 100)))),
                        #"{"delta":{"x":0,"y":100},"op":"snap","viewport":{"height":844,"width":390}}"#)
        assertRoundTrip(BatchOperation.animation(ScrollAnimationRequest(from: Point(x: 0, y: 0), destination: .to(Point(x: 0, y: 9)))),
                        #"{"from":{"x":0,"y":0},"op":"animation","to":{"x":0,"y":9}}"#)
    }

    func testResult_isToldApartByItsKeys() throws {
        let results = try JSONDecoder().decode(BatchAnswer.self, from: Data("""
            {"results":[
             {"contentOffset":{"x":0,"y":321.5},"idealOffset":{"x":0,"y":321.5},"clamped":{"x":false,"y":false},
              "range":{"min":{"x":0,"y":-47},"max":{"x":0,"y":1190}},"visibleRect":{"x":0,"y":321.5,"width":390,"height":844}},
             {"projectedOffset":{"x":0,"y":10},"contentOffset":{"x":0,"y":10},"snappedTo":{"id":1},"velocity":{"x":0,"y":5}},
             {"frames":[],"duration":0,"settled":true,"overshoot":null},
             {"error":{"code":"target_not_found","message":"no item has id row-99","pointer":"/requests/4/target/id"},"status":404}
            ]}
            """.utf8)).results
        guard case .offset(let offset) = results[0] else { return XCTFail("\(results[0])") }
        XCTAssertEqual(offset.contentOffset.y, 321.5)
        guard case .snap(let snap) = results[1] else { return XCTFail("\(results[1])") }
        XCTAssertEqual(snap.snappedTo, .id(1))
        guard case .animation(let animation) = results[2] else { return XCTFail("\(results[2])") }
        XCTAssertTrue(animation.settled)
        guard case .error(let error) = results[3] else { return XCTFail("\(results[3])") }
        XCTAssertEqual(error.status, 404)
        XCTAssertEqual(error.error.pointer, "/requests/4/target/id")
    }

    func testResult_visibility_isToldApartByEdges() throws {
        let json = #"{"edges":{"atBottom":false,"atLeading":true,"atTop":true,"atTrailing":true,"distanceToBottom":10,"distanceToLeading":0,"distanceToTop":0,"distanceToTrailing":0,"nearBottom":false,"nearLeading":true,"nearTop":true,"nearTrailing":true},"firstVisible":null,"items":[],"lastVisible":null,"visibleCount":0}"#
        guard case .visibility(let answer) = try JSONDecoder().decode(BatchResult.self, from: Data(json.utf8)) else {
            return XCTFail("not a visibility answer")
        }
        XCTAssertEqual(answer.edges.distanceToBottom, 10)
    }
}
