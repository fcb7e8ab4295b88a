import XCTest

@testable import ScrollQueryFuzzing

final class StrictJSONParserTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONValue {
        try StrictJSONParser.parse(Array(text.utf8))
    }

    private func assertRejected(_ bytes: [UInt8], _ reason: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try StrictJSONParser.parse(bytes), file: file, line: line) { error in
            XCTAssert("\(error)".contains(reason), "\(error)", file: file, line: line)
        }
    }

    private func assertRejected(_ text: String, _ reason: String, file: StaticString = #filePath, line: UInt = #line) {
        assertRejected(Array(text.utf8), reason, file: file, line: line)
    }

    func test_parse_objectKeepsMemberOrderAndValues() throws {
        let value = try parse(#" {"b":[1,-2.5e1,true,null],"a":"\u00e9\n"} "#)
        XCTAssertEqual(value.memberNames, ["b", "a"])
        XCTAssertEqual(value["b"], .array([.number(1), .number(-25), .bool(true), .null]))
        XCTAssertEqual(value["a"], .string("é\n"))
    }

    func test_parse_numbersReadBackBitForBit() throws {
        // The writer's shortest round-trip form of 118.3 after float arithmetic.
        XCTAssertEqual(try parse("118.30000000000001").number, 118.30000000000001)
        XCTAssertEqual(try parse("-0").number?.sign, .minus)
        XCTAssertEqual(try parse("1E+2").number, 100)
    }

    func test_parse_tooLargeNumberIsInfinite_forTheFinitenessCheckToReport() throws {
        XCTAssertEqual(try parse("1e999").number, .infinity)
        XCTAssertEqual(try parse(#"{"x":[1e999]}"#).allNumbers, [.infinity])
    }

    func test_parse_surrogatePairIsOneScalar() throws {
        XCTAssertEqual(try parse(#""\ud83d\ude00""#).string, "😀")
    }

    func test_parse_rejectsWhatJSONDoesNot() {
        assertRejected("", "expected a value")
        assertRejected(" ", "expected a value")
        assertRejected("01", "trailing bytes")
        assertRejected("+1", "unexpected byte")
        assertRejected(".5", "unexpected byte")
        assertRejected("1.", "fraction digit")
        assertRejected("1e", "exponent digit")
        assertRejected("NaN", "unexpected byte")
        assertRejected("[1,]", "unexpected byte")
        assertRejected(#"{"a":1,}"#, "member name")
        assertRejected(#"{"a":1,"a":2}"#, "duplicate member name")
        assertRejected("{} {}", "trailing bytes")
        assertRejected("tru", "expected true")
        assertRejected(#""\ud800""#, "lone high surrogate")
        assertRejected(#""\udc00""#, "lone low surrogate")
        assertRejected(#""\x""#, "invalid escape")
        assertRejected([0x22, 0x01, 0x22], "control character")
        assertRejected([0x22, 0xFF, 0x22], "not valid UTF-8")
        assertRejected([0x22, 0xED, 0xA0, 0x80, 0x22], "not valid UTF-8")  // a surrogate as UTF-8
        assertRejected([0xEF, 0xBB, 0xBF] + Array("{}".utf8), "unexpected byte")  // byte order mark
    }

    func test_parse_boundsNesting() throws {
        let limit = StrictJSONParser.maxDepth
        XCTAssertNoThrow(try parse(String(repeating: "[", count: limit) + String(repeating: "]", count: limit)))
        assertRejected(String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1), "nesting deeper")
    }
}
