import XCTest

@testable import RequestJSON
@testable import ScrollQueryAPI

/// `JSONKeySet`, `KeyBitSet` and `PresentMembers`: which names match, for names of any length and sets of any size.
final class JSONKeySetTests: XCTestCase {
    /// A key or enum value as `readObject` / `readName` see it: its bytes, escapes decoded.
    private func index(_ text: String, in keys: JSONKeySet) -> Int? {
        keys.index(of: Array(text.utf8)[...])
    }

    /// Reads `{…}` with `keys`: the indices of the members in document order and the set of
    /// those present (not null); or the failure.
    private func read(_ text: String, keys: JSONKeySet) -> Result<([Int], PresentMembers), DecodeFailure> {
        var reader = JSONReader(utf8(text))
        var indices: [Int] = []
        do throws(DecodeFailure) {
            let present = try reader.readObject(keys: keys) { (reader, key) throws(DecodeFailure) in
                indices.append(key)
                _ = try reader.readNumber()
            }
            try reader.expectEnd()
            return .success((indices, present))
        } catch {
            return .failure(error)
        }
    }

    // MARK: - Matching

    func test_index_matchesExactlyTheNamesBytes() {
        let keys = JSONKeySet(["viewport", "contentSize", "é", "", "x", "abcdefghX", "abcdefghY", "abcdefghijklmnop"])
        let rows: [(String, Int?)] = [
            ("viewport", 0), ("contentSize", 1), ("é", 2), ("", 3), ("x", 4),
            // Bytes 9…16 pack into the second word.
            ("abcdefghX", 5), ("abcdefghY", 6), ("abcdefghijklmnop", 7), ("abcdefghijklmnoq", nil),
            // Prefixes, extensions and other cases.
            ("viewpor", nil), ("viewports", nil), ("Viewport", nil), ("x\u{0}", nil), ("X", nil), (" x", nil),
        ]
        for (text, expected) in rows {
            XCTAssertEqual(index(text, in: keys), expected, text)
        }
    }

    func test_index_namesLongerThanSixteenBytes_matchByTheirBytes() {
        let keys = JSONKeySet(["top", "animationDuration", "abcdefghijklmnopq", "abcdefghijklmnopqr"])
        let rows: [(String, Int?)] = [
            ("animationDuration", 1), ("abcdefghijklmnopq", 2), ("abcdefghijklmnopqr", 3),
            // Misspelt, truncated to 16 bytes, extended, or differing only in the last byte.
            ("animationDuraton", nil), ("animationDuratio", nil), ("animationDurations", nil),
            ("abcdefghijklmnopp", nil), ("abcdefghijklmnop", nil), ("", nil),
        ]
        for (text, expected) in rows {
            XCTAssertEqual(index(text, in: keys), expected, text)
        }
    }

    func test_index_repeatedName_matchesItsFirstOccurrence() {
        XCTAssertEqual(index("x", in: JSONKeySet(["x", "y", "x"])), 0)
        XCTAssertEqual(index("animationDuration", in: JSONKeySet(["animationDuration", "animationDuration"])), 0)
    }

    func test_casesAndComposition_keepTheOrderAndShiftTheSecondSet() {
        enum Own: Int, CaseIterable { case target, animationDuration }
        let keys = JSONKeySet(ScrollViewReader.keys.names + JSONKeySet.names(of: Own.self))
        XCTAssertEqual(
            keys.names,
            ["viewport", "contentSize", "contentInsets", "scrollPadding", "contentOffset", "items",
             "target", "animationDuration"])
        XCTAssertEqual(index("target", in: keys), ScrollViewReader.keys.names.count + Own.target.rawValue)
        XCTAssertEqual(index("animationDuration", in: keys), ScrollViewReader.keys.names.count + 1)
    }

    // MARK: - readObject with long names

    func test_readObject_longKey_isReadOnEveryPath() {
        let keys = JSONKeySet(["x", "animationDuration", "y"])
        let padding = String(repeating: " ", count: 20)
        let rows: [(String, [Int])] = [
            // Compact and in order, with room for the fast path: the long key has no compact
            // form, and the guess resumes after it (`y`).
            (#"{"x":1,"animationDuration":2,"y":3}"# + padding, [0, 1, 2]),
            (#"{"x":1,"animationDuration":2,"y":3}"#, [0, 1, 2]),
            (#"{ "animationDuration" : 2 , "x" : 1 }"#, [1, 0]),
            (#"{"animation\u0044uration":2}"#, [1]),
        ]
        for (text, expected) in rows {
            guard case .success(let (indices, _)) = read(text, keys: keys) else { return XCTFail(text) }
            XCTAssertEqual(indices, expected, text)
        }
    }

    func test_readObject_longKeyMisspeltRepeatedOrOnlyStartingLikeAName_isRefused() {
        let keys = JSONKeySet(["animationDuration", "abcdefghijklmnop"])
        let rows: [(String, DecodeFailure)] = [
            (#"{"animationDuraton":2}"#, DecodeFailure(.unknownField(suggestion: "animationDuration"), at: [.key("animationDuraton")])),
            (#"{"animationDurationX":2}"#, DecodeFailure(.unknownField(suggestion: "animationDuration"), at: [.key("animationDurationX")])),
            (#"{"abcdefghijklmnopq":1}"#, DecodeFailure(.unknownField(suggestion: "abcdefghijklmnop"), at: [.key("abcdefghijklmnopq")])),
            (#"{"abcdefghijklmnop\u0071":1}"#, DecodeFailure(.unknownField(suggestion: "abcdefghijklmnop"), at: [.key("abcdefghijklmnopq")])),
            (#"{"animationDuration":2,"animation\u0044uration":3}"#,
             DecodeFailure(.duplicateKey("animationDuration"), at: [.key("animationDuration")])),
        ]
        for (text, expected) in rows {
            XCTAssertEqual(read(text, keys: keys).failureValue, expected, text)
        }
    }

    func test_readObject_escapedKeys_matchTheirNames() {
        let keys = JSONKeySet(["viewport", "a/b", "abcdefghijklmnop"])
        guard case .success(let (indices, _)) = read(#"{"\u0076iewport":1,"a\/b":2,"\u0061bcdefghijklmnop":3}"#, keys: keys)
        else { return XCTFail("not read") }
        XCTAssertEqual(indices, [0, 1, 2])
    }

    func test_readName_longEnumValue_isMatched() throws {
        let names = JSONKeySet(["none", "scrollSnapAlignmentStart"])
        var reader = JSONReader(utf8(#""scrollSnapAlignmentStart""#))
        XCTAssertEqual(try reader.readName(names), 1)
        var misspelt = JSONReader(utf8(#""scrollSnapAlignmentStar""#))
        XCTAssertThrowsError(try misspelt.readName(names))
    }

    // MARK: - More than 64 names

    /// `k0` … `k<count-1>`.
    private func manyKeys(_ count: Int) -> JSONKeySet {
        JSONKeySet((0..<count).map { "k\($0)" })
    }

    func test_readObject_seventyNames_readsEveryOneAndReportsThemPresent() {
        let keys = manyKeys(70)
        let text = "{" + (0..<70).reversed().map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}"
        guard case .success(let (indices, present)) = read(text, keys: keys) else { return XCTFail("not read") }
        XCTAssertEqual(indices, Array((0..<70).reversed()))
        XCTAssertNil(present.firstMissing(below: 70))
        XCTAssertNoThrow(try requireAll(present, of: keys))
    }

    func test_readObject_seventyNames_rejectsADuplicateBeyondTheFirstWord() {
        for repeated in [3, 63, 64, 69] {
            XCTAssertEqual(
                read("{\"k\(repeated)\":1,\"k1\":2,\"k\(repeated)\":3}", keys: manyKeys(70)).failureValue,
                DecodeFailure(.duplicateKey("k\(repeated)"), at: [.key("k\(repeated)")]), "k\(repeated)")
        }
    }

    func test_requireAll_hundredAndThirtyNames_reportsTheMissingOneBeyondTheFirstWord() {
        let keys = manyKeys(130)
        for missing in [0, 63, 64, 65, 127, 128, 129] {
            // Every key but `missing`, which is sent as null (absent).
            let members = (0..<130).filter { $0 != missing }.map { "\"k\($0)\":1" } + ["\"k\(missing)\":null"]
            guard case .success(let (_, present)) = read("{" + members.joined(separator: ",") + "}", keys: keys) else {
                return XCTFail("k\(missing)")
            }
            XCTAssertThrowsError(try requireAll(present, of: keys), "k\(missing)") { error in
                XCTAssertEqual(error as? DecodeFailure, DecodeFailure(.missingField(nil), at: [.key("k\(missing)")]))
            }
        }
    }

    // MARK: - KeyBitSet and PresentMembers

    func test_keyBitSet_insertAndContains_acrossWords() {
        for capacity in [1, 63, 64, 65, 128, 129, 200] {
            var set = KeyBitSet(capacity: capacity)
            XCTAssertEqual(set.firstMissing(in: 0..<capacity), 0, "\(capacity)")
            for index in 0..<capacity where index != capacity / 2 { set.insert(index) }
            XCTAssertFalse(set.contains(capacity / 2), "\(capacity)")
            XCTAssertEqual(set.firstMissing(in: 0..<capacity), capacity / 2, "\(capacity)")
            set.insert(capacity / 2)
            XCTAssertTrue((0..<capacity).allSatisfy(set.contains), "\(capacity)")
            XCTAssertNil(set.firstMissing(in: 0..<capacity), "\(capacity)")
        }
    }

    func test_presentMembers_firstMissing_looksInTheFirstWordThenBeyond() {
        let rows: [(PresentMembers, count: Int, expected: Int?)] = [
            (PresentMembers(firstWord: 0b1011), 4, 2),
            (PresentMembers(firstWord: 0b1011), 2, nil),
            (PresentMembers(firstWord: 0), 0, nil),
            (PresentMembers(firstWord: ~0), 64, nil),
            (PresentMembers(firstWord: ~0 >> 1), 64, 63),
            (PresentMembers(firstWord: ~0, firstAbsentBeyondFirstWord: 70), 71, 70),
            (PresentMembers(firstWord: ~0, firstAbsentBeyondFirstWord: 70), 70, nil),
            (PresentMembers(firstWord: ~0 - 1, firstAbsentBeyondFirstWord: 70), 100, 0),
        ]
        for (present, count, expected) in rows {
            XCTAssertEqual(present.firstMissing(below: count), expected, "\(present) below \(count)")
        }
    }
}

extension Result {
    fileprivate var failureValue: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
