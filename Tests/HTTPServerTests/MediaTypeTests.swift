import XCTest
@testable import HTTPServer

final class MediaTypeTests: XCTestCase {
    func testIsJSON_byTheTable() {
        let cases: [(String, Bool)] = [
            ("application/json", true), ("Application/JSON", true), ("application/json; charset=utf-8", true),
            (" application/json ", true), ("application/json;", true), ("application/json-patch+json", false),
            ("application/jso", false), ("text/json", false), ("", false), ("application /json", false),
        ]
        for (value, expected) in cases {
            XCTAssertEqual(MediaType.isJSON(utf8: value.utf8), expected, value)
        }
    }
}
