import XCTest

@testable import ItemLayouts
@testable import RequestJSON
@testable import ScrollQueryAPI

/// `ItemIDs`: order, the duplicate check (integers, strings, both), code-point comparison,
/// id → index, and lists long enough to go through the hash table.
final class ItemIDsTests: XCTestCase {
    func test_append_newIds_keepTheirOrder() {
        var list = ItemIDs()
        XCTAssertTrue(list.append(.string("a")))
        XCTAssertTrue(list.append(.integer(1)))
        XCTAssertTrue(list.append(.string("1")))
        XCTAssertEqual(list.ids, [.string("a"), .integer(1), .string("1")])
        XCTAssertEqual(list.index(of: .string("1")), 2)
        XCTAssertEqual(list.index(of: .integer(1)), 1)
        XCTAssertNil(list.index(of: .string("b")))
        XCTAssertNil(list.index(of: .integer(2)))
    }

    func test_append_repeatedId_isRefusedAndNotAppended() {
        var list = ItemIDs()
        XCTAssertTrue(list.append(.string("a")))
        XCTAssertFalse(list.append(.string("a")))
        XCTAssertEqual(list.ids, [.string("a")])
        XCTAssertEqual(list.count, 1)
    }

    /// Strings of every length up to 20 that differ from another in one byte, at each place
    /// (the words and the overlapping last word alike), in no order: each is new, each repeat
    /// is found, and each is looked up at its place.
    func test_stringsDifferingInAnyOneByte_areDistinct_andTheirRepeatsFound() {
        for length in 0...20 {
            let base = String(repeating: "k", count: length)
            var strings = [base]
            for place in 0..<length {
                var bytes = Array(base.utf8)
                bytes[place] = UInt8(ascii: "j")
                strings.append(String(decoding: bytes, as: UTF8.self))
            }
            strings.reverse()  // descending: the scan of a short list checks, not the order
            var list = ItemIDs()
            for string in strings { XCTAssertTrue(list.append(.string(string)), "\(string)") }
            for string in strings { XCTAssertFalse(list.append(.string(string)), "\(string)") }
            for (index, string) in strings.enumerated() { XCTAssertEqual(list.index(of: .string(string)), index, string) }
            XCTAssertNil(list.index(of: .string(base + "k")))
            XCTAssertEqual(list.count, length + 1)
        }
    }

    /// A short list in no order whose strings share their last eight bytes (one is a suffix of
    /// the next, or they differ only in the first or the last byte), at the lengths around one
    /// and two words: each is new, each repeat is found, each is looked up at its place.
    func test_stringsSharingTheirEnd_orDifferingInTheLastByte_areDistinct() {
        let cases: [(name: String, strings: [String])] = [
            ("suffixes", ["xyzabcdefgh", "abcdefgh", "yzabcdefgh", "zabcdefgh"]),
            ("first byte, length 7", ["bcdefgh", "acdefgh"]),
            ("first byte, length 8", ["bcdefghi", "acdefghi"]),
            ("first byte, length 9", ["bcdefghij", "acdefghij"]),
            ("last byte, length 15", ["abcdefghijklmnp", "abcdefghijklmno"]),
            ("last byte, length 16", ["abcdefghijklmnoq", "abcdefghijklmnop"]),
            ("last byte, length 17", ["abcdefghijklmnopr", "abcdefghijklmnopq"]),
            ("uuids, last byte", ["5a486531-0201-73e0-7d81-d544bb08d0dd", "5a486531-0201-73e0-7d81-d544bb08d0dc"]),
        ]
        for (name, strings) in cases {
            var list = ItemIDs()
            for string in strings { XCTAssertTrue(list.append(.string(string)), "\(name): \(string)") }
            for string in strings { XCTAssertFalse(list.append(.string(string)), "\(name): \(string)") }
            for (index, string) in strings.enumerated() {
                XCTAssertEqual(list.index(of: .string(string)), index, "\(name): \(string)")
            }
            XCTAssertNil(list.index(of: .string("q" + strings[0])), name)
            XCTAssertEqual(list.count, strings.count, name)
        }
    }

    /// A short list that ascends for a while and then does not (alone, or mixed with an
    /// integer): the strings read while it ascended are still refused as repeats and found.
    func test_repeatsOfIdsReadWhileAscending_areFoundAfterTheOrderBreaks() {
        let uuids = ["5a486531-0201-73e0-7d81-d544bb08d0dc", "5a486531-0201-73e0-7d81-d544bb08d0dd"]
        let cases: [(name: String, ids: [ItemID])] = [
            ("short strings", [.string("row-1"), .string("row-2"), .string("row-3"), .string("row-0")]),
            ("uuids", [.string(uuids[0]), .string(uuids[1]), .string("2c21a4b6-c51a-1990-3440-b0841534f73a")]),
            ("then an integer", [.string("a"), .string("b"), .integer(7), .string("c")]),
        ]
        for (name, ids) in cases {
            var list = ItemIDs()
            for id in ids { XCTAssertTrue(list.append(id), "\(name): \(id)") }
            for id in ids { XCTAssertFalse(list.append(id), "\(name): \(id)") }
            for (index, id) in ids.enumerated() { XCTAssertEqual(list.index(of: id), index, "\(name): \(id)") }
            XCTAssertNil(list.index(of: .string("row-4")), name)
            XCTAssertEqual(list.count, ids.count, name)
        }
    }

    func test_append_integerAndStringIds_areCheckedSeparately() {
        var list = ItemIDs()
        list.reserveCapacity(8)
        XCTAssertTrue(list.append(.integer(7)))
        XCTAssertTrue(list.append(.string("7")))
        XCTAssertTrue(list.append(.integer(-7)))
        XCTAssertFalse(list.append(.integer(7)))
        XCTAssertFalse(list.append(.string("7")))
        XCTAssertFalse(list.append(.integer(-7)))
        XCTAssertEqual(list.ids, [.integer(7), .string("7"), .integer(-7)])
        XCTAssertEqual(list.index(of: .string("7")), 1)
        XCTAssertEqual(list.index(of: .integer(-7)), 2)
    }

    func test_strings_compareByCodePoint_notByCanonicalEquivalence() {
        // "é" as one scalar (U+00E9) and as e + combining acute (U+0065 U+0301): Swift's String
        // == calls them equal; as JSON strings (and ids) they are two.
        var list = ItemIDs()
        XCTAssertTrue(list.append(.string("\u{E9}")))
        XCTAssertTrue(list.append(.string("e\u{301}")))
        XCTAssertFalse(list.append(.string("\u{E9}")))
        XCTAssertEqual(list.index(of: .string("e\u{301}")), 1)
        XCTAssertEqual(list.index(of: .string("\u{E9}")), 0)
    }

    func test_repeatsAroundTheSwitchToHashing_areAllFound() {
        // Fill past the linear limit, checking every earlier id is refused at each size.
        let total = ItemIDs.linearLimit * 3
        for strings in [false, true] {
            var list = ItemIDs()
            func id(_ n: Int) -> ItemID { strings ? .string("row-\(n)") : .integer(Int64(n)) }
            for n in 0..<total {
                XCTAssertTrue(list.append(id(n)), "id \(n)")
                for earlier in [0, n / 2, n] {
                    XCTAssertFalse(list.append(id(earlier)), "id \(earlier) after \(n + 1) ids")
                }
            }
            XCTAssertEqual(list.ids, (0..<total).map(id))
            XCTAssertEqual(list.index(of: id(total - 1)), total - 1)
        }
    }

    func test_mixedLongList_switchingKindsMidway_keepsEveryId() {
        // Strings first, then integers, then strings again, past the table's growth points.
        var list = ItemIDs()
        var expected: [ItemID] = []
        for n in 0..<300 {
            let id: ItemID = (n / 50) % 2 == 0 ? .string("s\(n)") : .integer(Int64(n))
            XCTAssertTrue(list.append(id))
            expected.append(id)
        }
        XCTAssertEqual(list.ids, expected)
        for (index, id) in expected.enumerated() {
            XCTAssertEqual(list.index(of: id), index)
            XCTAssertFalse(list.append(id))
        }
        // The integer 60 and the string "60" are different ids; "s60" was never added.
        XCTAssertEqual(list.index(of: .integer(60)), 60)
        XCTAssertNil(list.index(of: .string("60")))
        XCTAssertNil(list.index(of: .integer(10)))
    }

    /// Strings of 0–40 NUL bytes, longest first: past `linearLimit` they go through the table,
    /// whose hash reads a string's last partial word zero-padded — the lengths still tell them
    /// apart, and each is found at its place.
    func test_stringsOfZeroBytes_differingOnlyInLength_areDistinctThroughTheTable() {
        let strings = (0...40).reversed().map { String(repeating: "\u{0}", count: $0) }
        var list = ItemIDs()
        for string in strings { XCTAssertTrue(list.append(.string(string)), "\(string.utf8.count) bytes") }
        XCTAssertNotNil(list.table)
        for string in strings { XCTAssertFalse(list.append(.string(string)), "\(string.utf8.count) bytes") }
        for (index, string) in strings.enumerated() { XCTAssertEqual(list.index(of: .string(string)), index) }
        XCTAssertNil(list.index(of: .string(String(repeating: "\u{0}", count: 41))))
    }

    func test_largeList_inNoOrder_goesThroughTheTable_growsAndFindsAll() {
        // n·7919 mod 100003 (a prime): every residue once, in no order; no reservation, so the
        // table grows several times.
        let count = 100_000
        func id(_ n: Int) -> Int64 { Int64(n * 7919 % 100_003) - 50_000 }
        var list = ItemIDs()
        for n in 0..<count { XCTAssertTrue(list.append(integer: id(n))) }
        XCTAssertEqual(list.count, count)
        for n in stride(from: 0, to: count, by: 997) {
            XCTAssertEqual(list.index(of: .integer(id(n))), n)
            XCTAssertFalse(list.append(integer: id(n)))
        }
        XCTAssertNil(list.index(of: .integer(60_000)))
        // Ids plus a table of at least two slots (8 bytes) per id.
        XCTAssertGreaterThan(list.heapBytes, count * 8 + count * 16)
    }

    func test_ascendingIds_needNoTable_andAreFoundByBinarySearch() {
        let count = 10_000
        var integers = ItemIDs()
        var strings = ItemIDs()
        for n in 0..<count {
            XCTAssertTrue(integers.append(integer: Int64(n) * 3))
            XCTAssertTrue(strings.append(.string("msg-" + String(repeating: "0", count: 5 - String(n).count) + String(n))))
        }
        // Just the ids: 8 bytes each; the strings 9 bytes and a 4-byte end each.
        XCTAssertLessThan(integers.heapBytes, count * 8 * 2)
        XCTAssertEqual(integers.index(of: .integer(2997)), 999)
        XCTAssertNil(integers.index(of: .integer(2998)))
        XCTAssertNil(integers.index(of: .integer(-1)))
        XCTAssertNil(integers.index(of: .integer(30_000)))
        XCTAssertEqual(strings.index(of: .string("msg-00999")), 999)
        XCTAssertEqual(strings.index(of: .string("msg-09999")), 9999)
        XCTAssertNil(strings.index(of: .string("msg-0099")))
        XCTAssertNil(strings.index(of: .string("msg-10000")))
        // An earlier id out of order is still a repeat; then the list goes through the table.
        XCTAssertFalse(integers.append(integer: 3))
        XCTAssertFalse(strings.append(.string("msg-00003")))
        XCTAssertTrue(integers.append(integer: 1))
        XCTAssertTrue(strings.append(.string("a")))
        XCTAssertFalse(integers.append(integer: 29_997))
        XCTAssertFalse(strings.append(.string("msg-09999")))
        XCTAssertEqual(integers.index(of: .integer(1)), count)
        XCTAssertEqual(strings.index(of: .string("a")), count)
        XCTAssertEqual(strings.index(of: .string("msg-05000")), 5000)
    }

    /// Strings of every length up to 20, and each with one byte lowered or raised at each place
    /// (the words, the overlapping last word and the four-byte reads alike): `order` and
    /// `sameBytes` agree with a byte-by-byte comparison for every pair.
    func test_orderAndEquality_agreeWithByteComparison_atEveryLengthAndPlace() {
        var strings: [[UInt8]] = []
        for length in 0...20 {
            let base = [UInt8](repeating: 0x6B, count: length)
            strings.append(base)
            for place in 0..<length {
                for byte: UInt8 in [0x6A, 0x6C] {
                    var changed = base
                    changed[place] = byte
                    strings.append(changed)
                }
            }
        }
        for left in strings {
            for right in strings {
                let expected = left.lexicographicallyPrecedes(right) ? -1 : (left == right ? 0 : 1)
                XCTAssertEqual(ItemIDs.order(left.span, right.span).signum(), expected, "\(left) \(right)")
                XCTAssertEqual(ItemIDs.sameBytes(left.span, right.span), left == right, "\(left) \(right)")
            }
        }
    }

    func test_codePointOrder_isByteOrder_forAscendingStrings() {
        // "z" (U+007A) < "é" (U+00E9) < "€" (U+20AC) < "😀" (U+1F600): bytes 7A, C3…, E2…, F0….
        var list = ItemIDs()
        for id in ["", "z", "\u{E9}", "\u{20AC}", "\u{1F600}", "\u{1F600}!"] { XCTAssertTrue(list.append(.string(id)), id) }
        XCTAssertEqual(list.index(of: .string("\u{20AC}")), 3)
        XCTAssertEqual(list.index(of: .string("")), 0)
        XCTAssertFalse(list.append(.string("z")))
    }

    func test_indexIDs_takeNoStorage_andGrowLikeAppendedIntegers() {
        var list = ItemIDs(indexCount: 3)
        XCTAssertTrue(list.areIndices)
        XCTAssertEqual(list.heapBytes, 0)
        XCTAssertEqual(list.ids, [.integer(0), .integer(1), .integer(2)])
        XCTAssertEqual(list.index(of: .integer(2)), 2)
        XCTAssertNil(list.index(of: .integer(3)))
        XCTAssertNil(list.index(of: .string("0")))
        XCTAssertTrue(list.append(integer: 3))  // still the index
        XCTAssertTrue(list.areIndices)
        XCTAssertFalse(list.append(integer: 1))
        XCTAssertTrue(list.append(.string("x")))  // no longer index ids
        XCTAssertFalse(list.areIndices)
        XCTAssertEqual(list.ids, [.integer(0), .integer(1), .integer(2), .integer(3), .string("x")])
        XCTAssertEqual(list.index(of: .string("x")), 4)
    }

    /// Ids sent as 0, 1, 2, … are stored as nothing, and stay sent ids (not a stack's default
    /// index ids); the first id off the run turns them into stored integers, with every check
    /// and lookup as before.
    func test_sentIdsThatCountFromZero_takeNoStorage_untilOneBreaksTheRun() {
        for breaking: ItemID in [.integer(1), .integer(9), .integer(-1), .string("3")] {
            var list = ItemIDs()
            list.reserveCapacity(100)
            for id in 0..<3 { XCTAssertTrue(list.append(.integer(Int64(id)))) }
            XCTAssertFalse(list.areIndices)
            XCTAssertEqual(list.heapBytes, 0)
            XCTAssertFalse(list.append(.integer(2)), "a repeat inside the run")
            XCTAssertEqual(list.append(breaking), breaking != .integer(1), "\(breaking)")
            XCTAssertFalse(list.append(.integer(0)), "a repeat after the run")
            XCTAssertTrue(list.append(.integer(50)))
            let expected: [ItemID] = [.integer(0), .integer(1), .integer(2)] + (breaking == .integer(1) ? [] : [breaking]) + [.integer(50)]
            XCTAssertEqual(list.ids, expected, "\(breaking)")
            for (index, id) in expected.enumerated() { XCTAssertEqual(list.index(of: id), index, "\(id)") }
            XCTAssertNil(list.index(of: .integer(3)))
        }
        var strings = ItemIDs()
        XCTAssertTrue(strings.append(.string("0")))
        XCTAssertTrue(strings.append(.integer(0)))
        XCTAssertEqual(strings.ids, [.string("0"), .integer(0)])
        XCTAssertTrue(ItemIDs(indexCount: 3).areIndices)
    }

    func test_lookupAcrossLists_matchesIdsByValue() {
        var before = ItemIDs()
        var after = ItemIDs()
        for n in 0..<40 { _ = before.append(.string("m\(n)")) }
        for n in (10..<60).reversed() { _ = after.append(.string("m\(n)")) }
        XCTAssertNil(after.index(ofIDAt: 0, in: before))
        XCTAssertEqual(after.index(ofIDAt: 10, in: before), 49)
        XCTAssertEqual(after.index(ofIDAt: 39, in: before), 20)
        XCTAssertNil(after.index(ofIDAt: 40, in: before))
    }

    func test_appendFromAnotherList_copiesTheBytes() {
        var source = ItemIDs()
        _ = source.append(.string("a\"b"))
        _ = source.append(.integer(5))
        var copy = ItemIDs()
        XCTAssertTrue(copy.append(from: source, at: 1))
        XCTAssertTrue(copy.append(from: source, at: 0))
        XCTAssertFalse(copy.append(from: source, at: 0))
        XCTAssertFalse(copy.append(from: source, at: 2))
        XCTAssertEqual(copy.ids, [.integer(5), .string("a\"b")])
    }

    func test_copies_areIndependent() {
        var list = ItemIDs()
        for n in 0..<(ItemIDs.linearLimit + 2) { _ = list.append(.integer(Int64(n))) }
        var copy = list
        XCTAssertTrue(copy.append(.string("new")))
        XCTAssertTrue(list.append(.string("new")))
        XCTAssertFalse(copy.append(.string("new")))
        XCTAssertEqual(list.count, ItemIDs.linearLimit + 3)
    }

    func test_compacted_keepsIdsAndLookups_withLessCapacity() {
        var list = ItemIDs()
        list.reserveCapacity(10_000)
        for n in 0..<100 { _ = list.append(.integer(Int64(n * 37 % 100))) }
        let compact = list.compacted()
        XCTAssertLessThan(compact.heapBytes, list.heapBytes)
        XCTAssertEqual(compact.ids, list.ids)
        XCTAssertEqual(compact.index(of: .integer(37)), 1)
    }

    func test_writer_writesIdsFromStorage() {
        var list = ItemIDs()
        _ = list.append(.string("tab\there \u{E9}"))
        _ = list.append(.integer(-9_007_199_254_740_992))
        var json = JSONWriter()
        json.optionalItemID(list, 0)
        json.raw(",")
        json.optionalItemID(list, 1)
        json.raw(",")
        json.optionalItemID(list, 2)
        XCTAssertEqual(String(decoding: json.bytes, as: UTF8.self), "\"tab\\there \u{E9}\",-9007199254740992,null")
    }
}
