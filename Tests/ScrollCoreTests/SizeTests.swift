import XCTest
import ScrollCore

final class SizeTests: XCTestCase {
    func test_subscript_isWidthOnHorizontal_andHeightOnVertical() {
        let size = Size(width: 390, height: 844)
        XCTAssertEqual(size[.horizontal], 390)
        XCTAssertEqual(size[.vertical], 844)
    }

    func test_zero_hasNoExtent() {
        XCTAssertEqual(Size.zero, Size(width: 0, height: 0))
    }
}
