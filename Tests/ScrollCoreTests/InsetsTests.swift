import XCTest
import ScrollCore

final class InsetsTests: XCTestCase {
    private let insets = Insets(top: 47, left: 10, bottom: 34, right: 20)

    func test_leading_isLeftOnHorizontal_andTopOnVertical() {
        XCTAssertEqual(insets.leading(.horizontal), 10)
        XCTAssertEqual(insets.leading(.vertical), 47)
    }

    func test_trailing_isRightOnHorizontal_andBottomOnVertical() {
        XCTAssertEqual(insets.trailing(.horizontal), 20)
        XCTAssertEqual(insets.trailing(.vertical), 34)
    }

    func test_total_addsBothSidesOfAxis() {
        XCTAssertEqual(insets.total(.horizontal), 30) // 10 + 20
        XCTAssertEqual(insets.total(.vertical), 81) // 47 + 34
    }

    func test_plus_addsSideBySide() {
        let sum = insets + Insets(top: 10, left: 5, bottom: 20, right: 7)
        XCTAssertEqual(sum, Insets(top: 57, left: 15, bottom: 54, right: 27))
    }

    func test_zero_andDefaultInit_areAllZero() {
        XCTAssertEqual(Insets.zero, Insets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(Insets(), Insets.zero)
    }
}
