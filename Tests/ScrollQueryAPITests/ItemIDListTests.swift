import XCTest

@testable import ScrollQueryAPI

final class ItemIDListTests: XCTestCase {
    func test_append_newIds_keepsTheirOrder() {
        var list = ItemIDList()
        XCTAssertTrue(list.append(.string("a")))
        XCTAssertTrue(list.append(.integer(1)))
        XCTAssertTrue(list.append(.string("1")))
        XCTAssertEqual(list.ids, [.string("a"), .integer(1), .string("1")])
        XCTAssertEqual(list.index(of: .string("1")), 2)
        XCTAssertEqual(list.index(of: .integer(1)), 1)
        XCTAssertNil(list.index(of: .string("b")))
    }

    func test_append_repeatedId_isRefusedAndNotAppended() {
        var list = ItemIDList()
        XCTAssertTrue(list.append(.string("a")))
        XCTAssertFalse(list.append(.string("a")))
        XCTAssertEqual(list.ids, [.string("a")])
    }

    func test_append_repeatsAroundTheSwitchToHashing_areAllFound() {
        // Fill past the linear limit, checking every earlier id is refused at each size.
        let total = ItemIDList.linearLimit * 3
        var list = ItemIDList()
        for n in 0..<total {
            XCTAssertTrue(list.append(.integer(Int64(n))), "id \(n)")
            for earlier in [0, n / 2, n] {
                XCTAssertFalse(list.append(.integer(Int64(earlier))), "id \(earlier) after \(n + 1) ids")
            }
        }
        XCTAssertEqual(list.ids, (0..<total).map { .integer(Int64($0)) })
        XCTAssertEqual(list.index(of: .integer(Int64(total - 1))), total - 1)
    }

    func test_copies_areIndependent() {
        var list = ItemIDList()
        for n in 0..<(ItemIDList.linearLimit + 2) { _ = list.append(.integer(Int64(n))) }
        var copy = list
        XCTAssertTrue(copy.append(.string("new")))
        XCTAssertTrue(list.append(.string("new")))
        XCTAssertFalse(copy.append(.string("new")))
        XCTAssertEqual(list.ids.count, ItemIDList.linearLimit + 3)
    }
}

extension ItemIDListTests {
    func test_append_integerAndStringIds_areCheckedSeparately() {
        var list = ItemIDList()
        list.reserveCapacity(8)
        XCTAssertTrue(list.append(.integer(7)))
        XCTAssertTrue(list.append(.string("7")))
        XCTAssertTrue(list.append(.integer(-7)))
        XCTAssertFalse(list.append(.integer(7)))
        XCTAssertFalse(list.append(.string("7")))
        XCTAssertFalse(list.append(.integer(-7)))
        XCTAssertEqual(list.ids, [.integer(7), .string("7"), .integer(-7)])
    }
}
