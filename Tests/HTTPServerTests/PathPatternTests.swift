import XCTest
@testable import HTTPServer

final class PathPatternTests: XCTestCase {
    func testSegments_literalsAndParameters() {
        XCTAssertEqual(PathPattern("/v1/layouts/{id}").segments,
                       [.literal([]), .literal(Array("v1".utf8)), .literal(Array("layouts".utf8)), .parameter("id")])
        // Braces must enclose a name to make a parameter.
        XCTAssertEqual(PathPattern("/{}").segments, [.literal([]), .literal(Array("{}".utf8))])
    }

    func testMatch_byTheTable() {
        let cases: [(pattern: String, path: String, expected: [String: String]?)] = [
            ("/a", "/a", [:]),
            ("/a", "/a/", nil),
            ("/a", "/b", nil),
            ("/{x}", "/a", ["x": "a"]),
            ("/{x}", "/", nil),
            ("/{x}/{y}", "/1/2", ["x": "1", "y": "2"]),
            ("/{x}/{y}", "/1/2/3", nil),
            ("/{x}/{y}", "/1", nil),
            ("/p/{x}", "/p/é", ["x": "é"]),
        ]
        for (pattern, path, expected) in cases {
            XCTAssertEqual(PathPattern(pattern).match(path.utf8), expected, "\(pattern) \(path)")
        }
    }
}
