import XCTest
import ScrollCore

/// Offsets in these tests are mostly dyadic (exact in binary), but a few (scale 3, 100.3) are not;
/// compare with a tolerance far below any pixel.
let tolerance = 1e-9

func assertPoint(
    _ actual: Point, _ x: Double, _ y: Double, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(actual.x, x, accuracy: tolerance, "x \(message)", file: file, line: line)
    XCTAssertEqual(actual.y, y, accuracy: tolerance, "y \(message)", file: file, line: line)
}

func assertRect(
    _ actual: Rect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let actual else {
        XCTFail("rect is nil \(message)", file: file, line: line)
        return
    }
    XCTAssertEqual(actual.origin.x, x, accuracy: tolerance, "x \(message)", file: file, line: line)
    XCTAssertEqual(actual.origin.y, y, accuracy: tolerance, "y \(message)", file: file, line: line)
    XCTAssertEqual(actual.size.width, width, accuracy: tolerance, "width \(message)", file: file, line: line)
    XCTAssertEqual(actual.size.height, height, accuracy: tolerance, "height \(message)", file: file, line: line)
}

func assertSpan(
    _ actual: Span, start: Double, length: Double, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(actual.start, start, accuracy: tolerance, "start \(message)", file: file, line: line)
    XCTAssertEqual(actual.length, length, accuracy: tolerance, "length \(message)", file: file, line: line)
}
