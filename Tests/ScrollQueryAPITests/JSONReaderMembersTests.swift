import XCTest

@testable import RequestJSON
@testable import ScrollQueryAPI

/// `readObject`'s members: indices, present bits and failures, in any order and spelling, the
/// same whether a key has 16 bytes after it (two word loads) or ends near the end of the body.
final class JSONReaderMembersTests: XCTestCase {
    private static let rectKeys = JSONKeySet(["x", "y", "width", "height"])
    private static let prefixKeys = JSONKeySet(["a", "ab", "abc"])

    /// Enough trailing whitespace that every key has 16 bytes after it (two word loads).
    private static let padding = String(repeating: " ", count: 20)

    /// What `readObject` reports: (key index, number) per member in document order, and the
    /// present bits; or the failure.
    private func read(_ text: String, keys: JSONKeySet = rectKeys) -> Result<([Int], [Double], UInt64), DecodeFailure> {
        var reader = JSONReader(utf8(text))
        var indices: [Int] = []
        var values: [Double] = []
        do throws(DecodeFailure) {
            let present = try reader.readObject(keys: keys) { (reader, key) throws(DecodeFailure) in
                indices.append(key)
                values.append(try reader.readNumber(in: .coordinate))
            }
            try reader.expectEnd()
            return .success((indices, values, present.firstWord))
        } catch {
            return .failure(error)
        }
    }

    /// The members of `text`, which must read cleanly, both with and without 16 bytes after every key.
    private func members(
        _ text: String, keys: JSONKeySet = rectKeys, file: StaticString = #filePath, line: UInt = #line
    ) -> [Int]? {
        var results: [[Int]] = []
        for variant in [text, text + Self.padding] {
            switch read(variant, keys: keys) {
            case .success(let (indices, values, present)):
                XCTAssertEqual(values, indices.map { Double($0 + 1) }, variant, file: file, line: line)
                XCTAssertEqual(present, indices.reduce(0) { $0 | 1 << UInt64($1) }, variant, file: file, line: line)
                results.append(indices)
            case .failure(let failure):
                XCTFail("\(variant): \(failure.problem) at \(failure.pointer)", file: file, line: line)
                return nil
            }
        }
        XCTAssertEqual(results[0], results[1], text, file: file, line: line)
        return results[0]
    }

    /// The failure of `text`, which must be the same with and without 16 bytes after every key.
    private func failure(
        _ text: String, keys: JSONKeySet = rectKeys, file: StaticString = #filePath, line: UInt = #line
    ) -> DecodeFailure? {
        var failures: [DecodeFailure] = []
        for variant in [text, text + Self.padding] {
            guard case .failure(let failure) = read(variant, keys: keys) else {
                XCTFail("\(variant) read without a failure", file: file, line: line)
                return nil
            }
            failures.append(failure)
        }
        XCTAssertEqual(failures[0], failures[1], text, file: file, line: line)
        return failures[0]
    }

    func test_inOrderMembers_areReadWithTheirIndices() {
        XCTAssertEqual(members(#"{"x":1,"y":2,"width":3,"height":4}"#), [0, 1, 2, 3])
        XCTAssertEqual(members(#"{"x":1,"y":2}"#), [0, 1])
        XCTAssertEqual(members(#"{"y":2,"width":3}"#), [1, 2])
        XCTAssertEqual(members("{}"), [])
    }

    func test_outOfOrderMembers_areReadWithTheirIndices() {
        XCTAssertEqual(members(#"{"y":2,"x":1,"height":4,"width":3}"#), [1, 0, 3, 2])
        XCTAssertEqual(members(#"{"x":1,"width":3,"y":2,"height":4}"#), [0, 2, 1, 3])
        XCTAssertEqual(members(#"{"height":4,"x":1}"#), [3, 0])
    }

    func test_whitespaceAnywhere_readsTheSameMembers() {
        for text in [
            #"{ "x":1,"y":2}"#, #"{"x" :1,"y":2}"#, #"{"x": 1,"y":2}"#, #"{"x":1 ,"y":2}"#, #"{"x":1, "y":2}"#,
            "{\n\t\"x\":1,\r\n\"y\":2\n}", #"{"x":1,"y" : 2 }"#,
        ] {
            XCTAssertEqual(members(text), [0, 1], text)
        }
    }

    func test_keysThatPrefixOneAnother_matchExactly() {
        XCTAssertEqual(members(#"{"a":1,"ab":2,"abc":3}"#, keys: Self.prefixKeys), [0, 1, 2])
        XCTAssertEqual(members(#"{"a":1,"abc":3}"#, keys: Self.prefixKeys), [0, 2])
        XCTAssertEqual(members(#"{"ab":2}"#, keys: Self.prefixKeys), [1])
        XCTAssertEqual(members(#"{"abc":3,"a":1}"#, keys: Self.prefixKeys), [2, 0])
        XCTAssertEqual(
            failure(#"{"a":1,"abcd":2}"#, keys: Self.prefixKeys), DecodeFailure(.unknownField(suggestion: "abc"), at: [.key("abcd")]))
        XCTAssertEqual(failure(#"{"a":1,"a":2}"#, keys: Self.prefixKeys)?.problem, .duplicateKey("a"))
        // The expected key followed by more key bytes, or by something other than ':'.
        XCTAssertEqual(failure(#"{"x":1,"yy":2}"#)?.pointer, "/yy")
        XCTAssertEqual(failure(#"{"x"1}"#)?.syntaxMessage, "expected ':' after a key at byte 4")
    }

    func test_nearMissesOfTheExpectedKey_areUnknownFields() {
        // Each name after the ones before it, with one byte changed, cut short or extended;
        // each miss suggests the name, except a one-letter name, suggested only for a case slip.
        let names = ["x", "y", "width", "height"]
        for (index, name) in names.enumerated() {
            let before = names[..<index].enumerated().map { #""\#($1)":\#($0 + 1),"# }.joined()
            var misses = [String(name.dropLast()) + "Q", name + "s", name.uppercased()]
            if name.count > 1 { misses += [String(name.dropLast()), "Q" + name.dropFirst()] }
            for miss in misses {
                let text = "{" + before + #"""# + miss + #"":9}"#
                let suggestion = name.count > 1 || miss == name.uppercased() ? name : nil
                XCTAssertEqual(failure(text), DecodeFailure(.unknownField(suggestion: suggestion), at: [.key(miss)]), text)
            }
        }
        XCTAssertEqual(failure(#"{"a":1,"aX":2}"#, keys: Self.prefixKeys)?.pointer, "/aX")
    }

    func test_separatorsOtherThanAComma_areRefused() {
        XCTAssertEqual(failure(#"{"x":1 "y":2}"#)?.syntaxMessage, "expected ',' or '}' in an object at byte 7")
        XCTAssertEqual(failure(#"{"x":1;"y":2}"#)?.syntaxMessage, "expected ',' or '}' in an object at byte 6")
        XCTAssertEqual(failure(#"{,"x":1}"#)?.syntaxMessage, "expected a string key at byte 1")
        // A key's opening quote is part of what must match.
        XCTAssertEqual(failure(#"{ x":1}"#)?.syntaxMessage, "expected a string key at byte 2")
        XCTAssertEqual(failure(#"{"x":1, y":2}"#)?.syntaxMessage, "expected a string key at byte 8")
    }

    func test_everyDistanceFromTheEndOfTheBuffer_readsTheSame() {
        // Moves the last key across the edge of the 16-byte window, one byte at a time.
        for count in 0...20 {
            let padding = String(repeating: " ", count: count)
            for text in [#"{"x":1,"y":2}"#, #"{"x":1,"width":3}"#, #"{"y":2}"#] {
                guard case .success(let (indices, _, _)) = read(text + padding) else {
                    XCTFail("\(text) + \(count) spaces")
                    continue
                }
                XCTAssertEqual(indices, text.contains("width") ? [0, 2] : text.hasPrefix(#"{"y"#) ? [1] : [0, 1])
            }
            XCTAssertEqual(
                read(#"{"x":1,"x":1}"# + padding).failureValue,
                DecodeFailure(.duplicateKey("x"), at: [.key("x")]))
            XCTAssertEqual(read(#"{"x":1,"y":"#).failureValue?.syntaxMessage, "unexpected end of input, expected a value at byte 11")
        }
    }

    func test_duplicatesAfterInOrderMembers_areDuplicateKeys() {
        XCTAssertEqual(failure(#"{"x":1,"y":2,"x":3}"#), DecodeFailure(.duplicateKey("x"), at: [.key("x")]))
        XCTAssertEqual(failure(#"{"x":1,"x":2}"#), DecodeFailure(.duplicateKey("x"), at: [.key("x")]))
        XCTAssertEqual(failure(#"{"x":null,"x":1}"#)?.problem, .duplicateKey("x"))
        XCTAssertEqual(failure(#"{"y":1,"x":2,"y":3}"#)?.problem, .duplicateKey("y"))
        XCTAssertEqual(
            failure(#"{"x":1,"y":2,"width":3,"height":4,"height":4}"#)?.problem, .duplicateKey("height"))
    }

    func test_nullMembers_areAbsent() {
        guard case .success(let (indices, _, present)) = read(#"{"x":null,"y":2,"width":null}"# + Self.padding) else {
            return XCTFail("expected a read")
        }
        XCTAssertEqual(indices, [1])
        XCTAssertEqual(present, 0b10)
    }

    func test_failuresAfterAKey_keepTheirPathsAndOffsets() {
        XCTAssertEqual(
            failure(#"{"x":1,"y":"2"}"#),
            DecodeFailure(.invalidType(expected: "a number", got: "a string"), at: [.key("y")]))
        XCTAssertEqual(failure(#"{"x":1,"y":}"#)?.syntaxMessage, "unexpected character '}', expected a value at byte 11")
        XCTAssertEqual(failure(#"{"x":1,"y":2,}"#)?.syntaxMessage, "expected a string key at byte 13")
        XCTAssertEqual(failure(#"{"x":1"y":2}"#)?.syntaxMessage, "expected ',' or '}' in an object at byte 6")
    }

    func test_decoder_compactPrettyAndReorderedBodies_decodeAlike() throws {
        let compact = #"{"viewport":{"width":390,"height":844},"contentSize":{"width":390,"height":2000},"#
            + #""contentInsets":{"top":47,"bottom":34},"items":[{"id":0,"frame":{"x":0,"y":0,"width":390,"height":200}},"#
            + #"{"id":"b","frame":{"x":0,"y":200,"width":390,"height":200}}],"target":{"id":"b"},"anchor":"center"}"#
        let pretty = """
            {
              "viewport": { "width": 390, "height": 844 },
              "contentSize": { "width": 390, "height": 2000 },
              "contentInsets": { "top": 47, "bottom": 34 },
              "items": [
                { "id": 0, "frame": { "x": 0, "y": 0, "width": 390, "height": 200 } },
                { "id": "b", "frame": { "x": 0, "y": 200, "width": 390, "height": 200 } }
              ],
              "target": { "id": "b" },
              "anchor": "center"
            }
            """
        let reordered = #"{"anchor":"center","target":{"id":"b"},"items":[{"frame":{"height":200,"width":390,"y":0,"x":0},"id":0},"#
            + #"{"frame":{"height":200,"width":390,"y":200,"x":0},"id":"b"}],"contentInsets":{"bottom":34,"top":47},"#
            + #""contentSize":{"height":2000,"width":390},"viewport":{"height":844,"width":390}}"#
        let expected = try ScrollOffsetHandler.decode(utf8(compact))
        for body in [pretty, reordered] {
            let query = try ScrollOffsetHandler.decode(utf8(body))
            XCTAssertEqual(query.scrollView.geometry, expected.scrollView.geometry)
            XCTAssertEqual(query.scrollView.frames.array, expected.scrollView.frames.array)
            XCTAssertEqual(query.anchor, expected.anchor)
            XCTAssertEqual("\(query.target)", "\(expected.target)")
        }
        XCTAssertEqual(expected.scrollView.frames.array.count, 2)
        XCTAssertEqual(expected.scrollView.geometry.contentInsets.top, 47)
    }
}

extension Result {
    fileprivate var failureValue: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
