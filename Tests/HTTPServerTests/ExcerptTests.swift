import XCTest
@testable import HTTPServer

final class ExcerptTests: XCTestCase {
    func testExcerpt_keepsShortText_escapesControls_andCutsLongText() {
        let long = String(repeating: "a", count: 100)
        let cases: [(text: String, expected: String)] = [
            ("/healthz", "/healthz"),
            ("", ""),
            ("/a\0b\r\n\u{7F}", "/a%00b%0D%0A%7F"),
            (String(repeating: "a", count: 64), String(repeating: "a", count: 64)),
            (long, String(repeating: "a", count: 64) + "…"),
            // Cut at a character boundary: 63 ASCII bytes, then "é" (2 bytes) does not fit.
            (String(repeating: "a", count: 63) + "é", String(repeating: "a", count: 63) + "…"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(Excerpt(text).description, expected, text)
        }
    }
}
