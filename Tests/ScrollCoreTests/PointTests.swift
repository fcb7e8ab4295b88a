import XCTest
import ScrollCore

final class PointTests: XCTestCase {
    func test_subscript_readsXOnHorizontal_andYOnVertical() {
        let point = Point(x: 3, y: 7)
        XCTAssertEqual(point[.horizontal], 3)
        XCTAssertEqual(point[.vertical], 7)
    }

    func test_subscript_writesOnlyTheNamedAxis() {
        var point = Point(x: 3, y: 7)
        point[.vertical] = -47
        XCTAssertEqual(point, Point(x: 3, y: -47))
        point[.horizontal] = 12
        XCTAssertEqual(point, Point(x: 12, y: -47))
    }
}
