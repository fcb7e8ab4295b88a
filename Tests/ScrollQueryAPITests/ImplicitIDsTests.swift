import XCTest

@testable import ItemLayouts
@testable import ScrollQueryAPI

/// Implicit ids: rows keep theirs through inserts, new rows get count…count+k−1, and both
/// directions (index → id, id → index) agree with a plain array of the ids.
final class ImplicitIDsTests: XCTestCase {
    private func assertConsistent(_ ids: ImplicitIDs, _ expected: [Int], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(ids.count, expected.count, file: file, line: line)
        XCTAssertEqual(ids.all, expected.map(Int64.init), file: file, line: line)
        for (index, id) in expected.enumerated() {
            XCTAssertEqual(ids.id(at: index), id, "id at \(index)", file: file, line: line)
            XCTAssertEqual(ids.index(of: Int64(id)), index, "index of \(id)", file: file, line: line)
        }
        for outside in [-1, expected.count, expected.count + 5] {
            XCTAssertNil(ids.index(of: Int64(outside)), file: file, line: line)
            XCTAssertNil(ids.id(at: outside), file: file, line: line)
        }
    }

    func testLoadMoreInTheMiddle_rowsBelowKeepTheirIDs() {
        // 200,000 rows; 10 inserted at 1000 get 200,000…200,009; row 150,000 is now at 150,010.
        var ids = ImplicitIDs(identityCount: 200_000)
        ids.insert(rows: 10, at: 1000)
        XCTAssertEqual(ids.count, 200_010)
        XCTAssertEqual(ids.runCount, 3)
        XCTAssertFalse(ids.isIdentity)
        let cases: [(index: Int, id: Int)] = [
            (0, 0), (999, 999), (1000, 200_000), (1009, 200_009), (1010, 1000), (150_010, 150_000), (200_009, 199_999),
        ]
        for (index, id) in cases {
            XCTAssertEqual(ids.id(at: index), id, "id at \(index)")
            XCTAssertEqual(ids.index(of: Int64(id)), index, "index of \(id)")
        }
    }

    func testInsertsAtTheEndLeaveTheIndices() {
        var ids = ImplicitIDs(identityCount: 3)
        ids.insert(rows: 2, at: 3)
        ids.insert(rows: 1, at: 5)
        XCTAssertTrue(ids.isIdentity)
        XCTAssertEqual(ids.runCount, 1)
        assertConsistent(ids, [0, 1, 2, 3, 4, 5])
        var empty = ImplicitIDs(identityCount: 0)
        XCTAssertTrue(empty.isIdentity)
        empty.insert(rows: 2, at: 0)
        XCTAssertTrue(empty.isIdentity)
        assertConsistent(empty, [0, 1])
    }

    func testInsertTable() {
        // (situation, rows before, inserts (rows, at) in order, ids after).
        let cases: [(String, Int, [(Int, Int)], [Int])] = [
            ("at the top", 3, [(2, 0)], [3, 4, 0, 1, 2]),
            ("inside a run: it splits", 5, [(2, 2)], [0, 1, 5, 6, 2, 3, 4]),
            ("inside an inserted run", 5, [(2, 2), (1, 3)], [0, 1, 5, 7, 6, 2, 3, 4]),
            ("right after an inserted run: it grows", 5, [(2, 2), (1, 4)], [0, 1, 5, 6, 7, 2, 3, 4]),
            ("right before an inserted run", 5, [(2, 2), (1, 2)], [0, 1, 7, 5, 6, 2, 3, 4]),
            ("at the end after inserts", 2, [(1, 0), (2, 3)], [2, 0, 1, 3, 4]),
            ("nothing inserted", 2, [(0, 1)], [0, 1]),
            ("past the end: ignored", 2, [(1, 3)], [0, 1]),
        ]
        for (situation, count, inserts, expected) in cases {
            var ids = ImplicitIDs(identityCount: count)
            for (rows, at) in inserts { ids.insert(rows: rows, at: at) }
            XCTAssertEqual(ids.all, expected.map(Int64.init), situation)
            assertConsistent(ids, expected)
        }
    }

    func testManyInserts_agreeWithAPlainArray() {
        var ids = ImplicitIDs(identityCount: 50)
        var model = Array(0..<50)
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<200 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let at = Int(seed >> 33) % (model.count + 1)
            let rows = Int(seed >> 20) % 4
            model.insert(contentsOf: model.count..<(model.count + rows), at: at)
            ids.insert(rows: rows, at: at)
        }
        assertConsistent(ids, model)
    }
}
