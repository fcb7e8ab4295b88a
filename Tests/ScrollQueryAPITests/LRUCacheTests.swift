import XCTest
@testable import ItemLayouts
@testable import ScrollQueryAPI

final class LRUCacheTests: XCTestCase {
    func testEvictsTheLeastRecentlyUsedUntilTheNewEntryFits() {
        var cache = LRUCache<String, Int>(capacity: 100)
        XCTAssertEqual(cache.insert(1, for: "a", cost: 40), [])
        XCTAssertEqual(cache.insert(2, for: "b", cost: 40), [])
        XCTAssertEqual(cache.value(for: "a"), 1)  // "a" is now the most recent
        XCTAssertEqual(cache.insert(3, for: "c", cost: 40), ["b"])
        XCTAssertEqual(cache.keysByRecency, ["c", "a"])
        XCTAssertEqual(cache.totalCost, 80)
        XCTAssertEqual(cache.insert(4, for: "d", cost: 100), ["a", "c"])
        XCTAssertEqual(cache.keysByRecency, ["d"])
        XCTAssertEqual(cache.totalCost, 100)
    }

    func testAnEntryCostingMoreThanTheCapacityIsRefusedAndEvictsNothing() {
        var cache = LRUCache<String, Int>(capacity: 10)
        cache.insert(1, for: "a", cost: 5)
        XCTAssertNil(cache.insert(2, for: "b", cost: 11))
        XCTAssertEqual(cache.keysByRecency, ["a"])
    }

    func testReinsertingAKeyReplacesItsValueAndCost() {
        var cache = LRUCache<String, Int>(capacity: 10)
        cache.insert(1, for: "a", cost: 5)
        cache.insert(2, for: "b", cost: 5)
        XCTAssertEqual(cache.insert(3, for: "a", cost: 5), [])
        XCTAssertEqual(cache.keysByRecency, ["a", "b"])
        XCTAssertEqual(cache.peek("a"), 3)
        XCTAssertEqual(cache.totalCost, 10)
    }

    func testRemovalUnlinksFromEveryPosition() {
        for victim in ["a", "b", "c"] {
            var cache = LRUCache<String, Int>(capacity: 30)
            for (index, key) in ["a", "b", "c"].enumerated() { cache.insert(index, for: key, cost: 10) }
            XCTAssertTrue(cache.removeValue(for: victim))
            XCTAssertFalse(cache.removeValue(for: victim))
            XCTAssertEqual(cache.keysByRecency, ["c", "b", "a"].filter { $0 != victim }, victim)
            XCTAssertEqual(cache.totalCost, 20)
            cache.insert(9, for: "d", cost: 10)
            XCTAssertEqual(cache.count, 3)
        }
    }

    func testPeekDoesNotChangeRecency() {
        var cache = LRUCache<String, Int>(capacity: 20)
        cache.insert(1, for: "a", cost: 10)
        cache.insert(2, for: "b", cost: 10)
        XCTAssertEqual(cache.peek("a"), 1)
        XCTAssertEqual(cache.insert(3, for: "c", cost: 10), ["a"])
    }
}
