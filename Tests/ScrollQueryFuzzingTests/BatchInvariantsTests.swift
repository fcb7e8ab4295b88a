import XCTest

@testable import ScrollQueryFuzzing

/// The checks of a batch's 200, on hand-made answers that each break one promise.
final class BatchInvariantsTests: XCTestCase {
    private func violations(_ answer: String, _ request: String) throws -> [String] {
        BatchInvariants.violations(
            of: try StrictJSONParser.parse(Array(answer.utf8)), request: try StrictJSONParser.parse(Array(request.utf8)),
            knownCodes: ["target_not_found", "invalid_field"])
    }

    private let request = #"{"viewport":{"width":100,"height":100},"contentSize":{"width":100,"height":1000},"writingMode":"vertical-rl","requests":[{"op":"offset","target":{"edge":"top"}},{"op":"offset","target":{"id":1}},{"op":"visibility"}]}"#
    private let top = #"{"contentOffset":{"x":0,"y":0},"idealOffset":{"x":0,"y":0},"clamped":{"x":false,"y":false},"range":{"min":{"x":0,"y":0},"max":{"x":0,"y":900}},"visibleRect":{"x":0,"y":0,"width":100,"height":100}}"#

    func test_aWellFormedAnswer_passes() throws {
        let answer = #"{"results":[\#(top),{"error":{"code":"target_not_found","message":"m","pointer":"/requests/1/target/id"},"status":404},{"error":{"code":"invalid_field","message":"m","pointer":"/writingMode"},"status":400}]}"#
        XCTAssertEqual(try violations(answer, request), [])
    }

    func test_eachBrokenPromise_isFlagged() throws {
        let error = #"{"error":{"code":"target_not_found","message":"m","pointer":"/requests/1/target/id"},"status":404}"#
        XCTAssertEqual(try violations(#"{"results":[\#(top)]}"#, request), ["1 results for 3 requests"])
        XCTAssertEqual(try violations(#"{"answers":[]}"#, request), [#"batch answer is not {"results":[…]}"#])
        XCTAssertEqual(
            try violations(#"{"results":[\#(top),\#(error.replacingOccurrences(of: "404", with: "200")),5]}"#, request),
            ["results[1]: status 200.0 is not a 4xx", "results[2] is not an object"])
        XCTAssertEqual(
            try violations(#"{"results":[\#(top),\#(error.replacingOccurrences(of: "/requests/1", with: "/requests/2")),{}]}"#, request),
            [#"results[1]: pointer "/requests/2/target/id" leads neither into /requests/1 nor to a top-level field"#])
        // An offset result is held to the offset endpoint's promises: here its range is upside down.
        let flipped = try violations(#"{"results":[\#(top.replacingOccurrences(of: "\"y\":900", with: "\"y\":-1")),\#(error),{}]}"#, request)
        XCTAssertFalse(flipped.isEmpty)
        XCTAssertTrue(flipped.allSatisfy { $0.hasPrefix("results[0]: ") }, "\(flipped)")
    }

    /// Pointers are compared scalar by scalar (Fuzz/regressions/batch-unknown-key-starting-with-combining-mark):
    /// U+0F76 after the `/` makes one `Character` of the two, which `hasPrefix` saw as leaving the request.
    func test_pointsInto_comparesScalars_notCharacters() {
        // A top-level member "á" spelled as a + U+0301, which `==` finds equal to U+00E1.
        let shared = [JSONValue.Member(name: "a\u{301}", value: .null)]
        let rows: [(String, Bool)] = [
            ("/requests/1/\u{F76}iei", true),
            ("/requests/1", true),
            ("/requests/1\u{301}", false),
            ("/requests/10", false),
            ("/a\u{301}/b", true),
            ("/\u{E1}", false),
        ]
        for (pointer, expected) in rows {
            XCTAssertEqual(BatchInvariants.pointsInto(pointer, index: 1, shared: shared), expected, pointer)
        }
    }
}
