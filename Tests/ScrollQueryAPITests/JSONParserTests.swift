import XCTest

@testable import ScrollQueryAPI

final class JSONParserTests: XCTestCase {
    // MARK: - Valid documents: structure

    func test_parse_emptyContainers_areEmptyObjectAndArray() {
        XCTAssertEqual(parseOK("{}").map(render), "{}")
        XCTAssertEqual(parseOK("[]").map(render), "[]")
        XCTAssertEqual(parseOK("[{},[],{\"a\":[]}]").map(render), #"[{},[],{"a":[]}]"#)
    }

    func test_parse_nestedDocument_keepsEveryValueAndMemberOrder() {
        let text = #"{"z":[1,{"b":null,"a":true}],"y":false,"x":"s","w":-2.5}"#
        XCTAssertEqual(parseOK(text).map(render), #"{"z":[1.0,{"b":null,"a":true}],"y":false,"x":"s","w":-2.5}"#)
    }

    func test_parse_whitespaceOfAllFourKindsAroundTokens_isIgnored() {
        let text = " \t\r\n{ \"a\" \n:\t[ 1 ,\r2 ] } \n"
        XCTAssertEqual(parseOK(text).map(render), #"{"a":[1.0,2.0]}"#)
    }

    func test_parse_scalarAtTopLevel_isAccepted() {
        XCTAssertEqual(parseOK("null").map(render), "null")
        XCTAssertEqual(parseOK("true").map(render), "true")
        XCTAssertEqual(parseOK(" false ").map(render), "false")
        XCTAssertEqual(parseOK("\"x\"").map(render), "\"x\"")
        XCTAssertEqual(parseOK("7").map(render), "7.0")
    }

    func test_parse_sameKeyInSiblingObjects_isNotADuplicate() {
        XCTAssertEqual(parseOK(#"[{"a":1},{"a":2}]"#).map(render), #"[{"a":1.0},{"a":2.0}]"#)
    }

    func test_parse_sixtyFourNestedArrays_isAccepted() {
        let text = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        guard let value = parseOK(text) else { return }
        var depth = 0
        var current = value
        while case .array(let elements) = current {
            depth += 1
            guard let first = elements.first else { break }
            current = first
        }
        XCTAssertEqual(depth, 64)
    }

    func test_parse_sixtyFourNestedObjects_isAccepted() {
        let text = String(repeating: #"{"a":"#, count: 63) + "{}" + String(repeating: "}", count: 63)
        XCTAssertNotNil(parseOK(text))
    }

    // MARK: - Valid documents: strings

    func test_parse_simpleEscapes_decodeToTheirCharacters() {
        let text = #""\"\\\/\b\f\n\r\t""#
        XCTAssertEqual(parseString(utf8(text)), "\"\\/\u{08}\u{0C}\n\r\t")
    }

    func test_parse_unicodeEscapes_decodeInEitherHexCase() {
        XCTAssertEqual(parseString(utf8(#""\u0041\u00e9\u00E9\u20AC""#)), "Aéé€")
    }

    func test_parse_escapedNul_isKeptInTheString() {
        XCTAssertEqual(parseString(utf8(#""a\u0000b""#))?.unicodeScalars.map(\.value), [0x61, 0, 0x62])
    }

    func test_parse_surrogatePairEscape_decodesToOneAstralScalar() {
        // U+1F600: 0x1F600 - 0x10000 = 0xF600 = 0b0000111101 1000000000 → D800+0x3D, DC00+0x200.
        XCTAssertEqual(parseString(utf8(#""\uD83D\uDE00""#)), "😀")
        // U+1D11E (musical G clef), lowercase hex.
        XCTAssertEqual(parseString(utf8(#""\ud834\udd1e""#))?.unicodeScalars.map(\.value), [0x1D11E])
        // The highest scalar U+10FFFF = DBFF DFFF.
        XCTAssertEqual(parseString(utf8(#""\uDBFF\uDFFF""#))?.unicodeScalars.map(\.value), [0x10FFFF])
    }

    func test_parse_escapesMixedWithRawMultibyteText_keepBoth() {
        XCTAssertEqual(parseString(utf8("\"é\\n😀\\u0041\"")), "é\n😀A")
    }

    func test_parse_rawMultibyteUTF8AndDEL_areAccepted() {
        XCTAssertEqual(parseString(utf8("\"é€😀\u{7F}\"")), "é€😀\u{7F}")
    }

    func test_parse_escapedKey_isUnescaped() {
        XCTAssertEqual(parseOK(#"{"a\u002Fb":1}"#).map(render), #"{"a/b":1.0}"#)
    }

    // MARK: - Valid documents: numbers

    func test_parse_integers_areExact() {
        XCTAssertEqual(parseNumber("0"), 0)
        XCTAssertEqual(parseNumber("7"), 7)
        XCTAssertEqual(parseNumber("-42"), -42)
        XCTAssertEqual(parseNumber("1234567890"), 1_234_567_890)
        XCTAssertEqual(parseNumber("9007199254740992"), 9_007_199_254_740_992)  // 2^53
    }

    func test_parse_minusZero_isNegativeZero() {
        let value = parseNumber("-0")
        XCTAssertEqual(value, 0)
        XCTAssertEqual(value?.sign, .minus)
        XCTAssertEqual(parseNumber("-0.0")?.sign, .minus)
        XCTAssertEqual(parseNumber("0")?.sign, .plus)
    }

    func test_parse_fractions_areCorrectlyRounded() {
        XCTAssertEqual(parseNumber("1.5"), 1.5)
        XCTAssertEqual(parseNumber("-0.25"), -0.25)
        XCTAssertEqual(parseNumber("0.1"), 0.1)
        XCTAssertEqual(parseNumber("0.1")?.bitPattern, (0.1 as Double).bitPattern)
        XCTAssertEqual(parseNumber("321.75"), 321.75)
        XCTAssertEqual(parseNumber("0.000001"), 1e-6)
    }

    func test_parse_seventeenDigitValue_roundTripsExactly() {
        let value = parseNumber("0.30000000000000004")
        XCTAssertEqual(value, 0.1 + 0.2)
        XCTAssertNotEqual(value, 0.3)
        XCTAssertEqual(parseNumber("2.2250738585072014e-308"), Double.leastNormalMagnitude)
        XCTAssertEqual(parseNumber("1.7976931348623157e308"), Double.greatestFiniteMagnitude)
    }

    func test_parse_manyDigits_roundToNearestDouble() {
        // 2^53 + 1 is halfway between 2^53 and 2^53 + 2; ties go to the even mantissa, 2^53.
        XCTAssertEqual(parseNumber("9007199254740993"), 9_007_199_254_740_992)
        XCTAssertEqual(parseNumber("123456789012345678901234567890"), 1.2345678901234568e29)
        XCTAssertEqual(parseNumber("100000000000000000000000"), 1e23)
        XCTAssertEqual(parseNumber("0.000000000000000000000000000001"), 1e-30)
        XCTAssertEqual(parseNumber("3.141592653589793238462643383279"), Double.pi)
    }

    func test_parse_exponents_inAllSpellings() {
        XCTAssertEqual(parseNumber("1e3"), 1000)
        XCTAssertEqual(parseNumber("1E3"), 1000)
        XCTAssertEqual(parseNumber("1e+3"), 1000)
        XCTAssertEqual(parseNumber("2.5e-3"), 0.0025)
        XCTAssertEqual(parseNumber("-1.25E+2"), -125)
        XCTAssertEqual(parseNumber("0e999999"), 0)
        XCTAssertEqual(parseNumber("1e22"), 1e22)
        XCTAssertEqual(parseNumber("1e23"), 1e23)
    }

    func test_parse_extremeFiniteMagnitudes_areExact() {
        XCTAssertEqual(parseNumber("1e308"), 1e308)
        XCTAssertEqual(parseNumber("-1e308"), -1e308)
        XCTAssertEqual(parseNumber("5e-324"), Double.leastNonzeroMagnitude)
    }

    func test_parse_overflowingLiteral_isInfinityNotAnError() {
        XCTAssertEqual(parseNumber("1e999"), .infinity)
        XCTAssertEqual(parseNumber("-1e999"), -.infinity)
        XCTAssertEqual(parseNumber("1e99999999999999999999"), .infinity)
    }

    func test_parse_underflowingLiteral_isZero() {
        XCTAssertEqual(parseNumber("1e-400"), 0)
        XCTAssertEqual(parseNumber("-1e-400")?.sign, .minus)
    }

    // MARK: - Invalid documents

    private func assertSyntaxError(
        _ input: [UInt8], _ label: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let error = parseFailure(input, file: file, line: line) else { return }
        XCTAssertEqual(error.kind, .syntax, "input: \(label)", file: file, line: line)
    }

    func test_parse_emptyOrBlankInput_isSyntaxError() {
        let error = parseFailure("")
        XCTAssertEqual(error?.kind, .syntax)
        XCTAssertEqual(error?.message, "unexpected end of input, expected a value at byte 0")
        XCTAssertEqual(parseFailure(" \n")?.offset, 2)
    }

    func test_parse_truncatedDocuments_areSyntaxErrors() {
        for text in ["{", "[", #"{"a""#, #"{"a":"#, #"{"a":1"#, #"{"a":1,"#, "[1", "[1,", "tru", "nul", "fals",
            #""abc"#, #""\"#, #""\u12"#, #""\uD83D"#, #""\uD83D\"#, "1e", "1e+", "-"]
        {
            assertSyntaxError(utf8(text), text)
        }
    }

    func test_parse_trailingCommaInArray_pointsAtTheMissingElement() {
        let error = parseFailure("[1,]")
        XCTAssertEqual(error?.kind, .syntax)
        XCTAssertEqual(error?.message, "unexpected character ']', expected a value at byte 3")
        XCTAssertEqual(error?.offset, 3)
        XCTAssertEqual(error?.pointer, "/1")
    }

    func test_parse_trailingCommaInObject_isSyntaxErrorAtTheBrace() {
        let error = parseFailure(#"{"a":1,}"#)
        XCTAssertEqual(error?.kind, .syntax)
        XCTAssertEqual(error?.message, "expected a string key at byte 7")
        XCTAssertEqual(error?.pointer, "")
    }

    func test_parse_leadingZeros_areRejected() {
        for text in ["01", "-01", "00", "[01]", #"{"a":007}"#, "0.1.2"] {
            assertSyntaxError(utf8(text), text)
        }
        XCTAssertEqual(parseFailure("01")?.message, "invalid number: leading zeros are not allowed at byte 1")
        XCTAssertEqual(parseFailure("-01")?.message, "invalid number: leading zeros are not allowed at byte 2")
        XCTAssertEqual(parseFailure(#"{"a":007}"#)?.pointer, "/a")
    }

    func test_parse_fractionWithoutDigits_isRejected() {
        XCTAssertEqual(parseFailure("1.")?.message, "invalid number: digits expected after '.' at byte 2")
        assertSyntaxError(utf8("1.e5"), "1.e5")
        assertSyntaxError(utf8("[1.]"), "[1.]")
    }

    func test_parse_numberWithoutIntegerPart_isRejected() {
        XCTAssertEqual(parseFailure(".5")?.message, "unexpected character '.', expected a value at byte 0")
        assertSyntaxError(utf8("-.5"), "-.5")
    }

    func test_parse_explicitPlusSign_isRejected() {
        XCTAssertEqual(parseFailure("+1")?.message, "unexpected character '+', expected a value at byte 0")
        assertSyntaxError(utf8("[+1]"), "[+1]")
    }

    func test_parse_bareMinus_isRejected() {
        XCTAssertEqual(parseFailure("-")?.message, "invalid number at byte 1")
        assertSyntaxError(utf8("- 1"), "- 1")
        assertSyntaxError(utf8("--1"), "--1")
    }

    func test_parse_exponentWithoutDigits_isRejected() {
        XCTAssertEqual(parseFailure("1e")?.message, "invalid number: digits expected in the exponent at byte 2")
        assertSyntaxError(utf8("1e-"), "1e-")
        assertSyntaxError(utf8("1ee2"), "1ee2")
    }

    func test_parse_nonFiniteLiterals_areRejected() {
        for text in ["NaN", "Infinity", "-Infinity", "inf", "[NaN]", #"{"a":Infinity}"#, "nan"] {
            assertSyntaxError(utf8(text), text)
        }
    }

    func test_parse_hexAndOtherNonJSONNumbers_areRejected() {
        for text in ["0x10", "1_000", "1,5", "١"] {
            assertSyntaxError(utf8(text), text)
        }
    }

    func test_parse_misspeltOrCapitalisedLiterals_areRejected() {
        for text in ["True", "NULL", "nulll", "falsy", "t", "undefined"] {
            assertSyntaxError(utf8(text), text)
        }
        XCTAssertEqual(parseFailure("nul")?.message, "invalid literal, expected null at byte 0")
    }

    func test_parse_singleQuotes_areRejected() {
        for text in ["'a'", #"{'a':1}"#, #"["a']"#] {
            assertSyntaxError(utf8(text), text)
        }
    }

    func test_parse_unquotedKey_isRejected() {
        XCTAssertEqual(parseFailure("{a:1}")?.message, "expected a string key at byte 1")
    }

    func test_parse_missingColon_pointsAtTheMember() {
        let error = parseFailure(#"{"a" 1}"#)
        XCTAssertEqual(error?.kind, .syntax)
        XCTAssertEqual(error?.message, "expected ':' after a key at byte 5")
        XCTAssertEqual(error?.pointer, "/a")
    }

    func test_parse_missingCommaBetweenMembers_isRejected() {
        XCTAssertEqual(parseFailure(#"{"a":1 "b":2}"#)?.message, "expected ',' or '}' in an object at byte 7")
        XCTAssertEqual(parseFailure("[1 2]")?.message, "expected ',' or ']' in an array at byte 3")
    }

    func test_parse_rawControlCharactersInStrings_areRejected() {
        for byte: UInt8 in [0x00, 0x01, 0x09, 0x0A, 0x0D, 0x1F] {
            let input: [UInt8] = [0x22, 0x61, byte, 0x62, 0x22]
            guard let error = parseFailure(input) else { continue }
            XCTAssertEqual(error.kind, .syntax, "byte 0x\(String(byte, radix: 16))")
            XCTAssertEqual(error.message, "control character in a string at byte 2", "byte 0x\(String(byte, radix: 16))")
        }
    }

    func test_parse_rawControlCharacterAfterAnEscape_isRejected() {
        // The escape moves parsing onto the slow path; it must check control characters too.
        let input: [UInt8] = [0x22, 0x5C, 0x6E, 0x0A, 0x22]  // "\n<LF>"
        XCTAssertEqual(parseFailure(input)?.message, "control character in a string at byte 3")
    }

    func test_parse_invalidUTF8_isRejected() {
        let cases: [(String, [UInt8])] = [
            ("lone 0xFF", [0x22, 0xFF, 0x22]),
            ("lone continuation byte", [0x22, 0x80, 0x22]),
            ("overlong NUL", [0x22, 0xC0, 0x80, 0x22]),
            ("truncated three-byte sequence", [0x22, 0xE2, 0x82, 0x22]),
            ("UTF-8-encoded surrogate U+D800", [0x22, 0xED, 0xA0, 0x80, 0x22]),
            ("above U+10FFFF", [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22]),
            ("invalid byte after an escape", [0x22, 0x5C, 0x6E, 0xFF, 0x22]),
            ("invalid byte in a key", [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]),
        ]
        for (label, bytes) in cases {
            guard let error = parseFailure(bytes) else { continue }
            XCTAssertEqual(error.kind, .syntax, label)
            XCTAssertTrue(error.message.hasPrefix("string is not valid UTF-8"), "\(label): \(error.message)")
        }
    }

    func test_parse_invalidUTF8OutsideStrings_isRejected() {
        assertSyntaxError([0xEF, 0xBB, 0xBF, 0x7B, 0x7D], "byte-order mark before {}")
        assertSyntaxError([0x5B, 0xC2, 0xA0, 0x5D], "no-break space in an array")
    }

    func test_parse_loneSurrogateEscapes_areRejected() {
        for text in [#""\uD800""#, #""\uDC00""#, #""\uDFFF""#, #""\uD800\u0041""#, #""\uD800x""#,
            #""\uDBFF\uDBFF""#, #""\uD800\n""#, #""\uDE00\uD83D""#]
        {
            guard let error = parseFailure(text) else { continue }
            XCTAssertEqual(error.kind, .syntax, text)
            XCTAssertTrue(error.message.hasPrefix("unpaired surrogate in \\u escape"), "\(text): \(error.message)")
        }
    }

    func test_parse_invalidEscapes_areRejected() {
        for text in [#""\x41""#, #""\U0041""#, #""\u00G0""#, #""\u 041""#, #""\'""#, #""\a""#] {
            assertSyntaxError(utf8(text), text)
        }
        XCTAssertEqual(parseFailure(#""\x""#)?.message, "invalid escape \\'x' at byte 3")
    }

    func test_parse_unterminatedStrings_areRejected() {
        XCTAssertEqual(parseFailure(#""abc"#)?.message, "unterminated string at byte 4")
        XCTAssertEqual(parseFailure(#""a\nbc"#)?.message, "unterminated string at byte 6")
        assertSyntaxError(utf8(#"{"a":"b}"#), #"{"a":"b}"#)
    }

    func test_parse_trailingData_isRejectedAtItsFirstByte() {
        let error = parseFailure("{} {}")
        XCTAssertEqual(error?.kind, .syntax)
        XCTAssertEqual(error?.message, "unexpected data after the JSON value at byte 3")
        XCTAssertEqual(error?.offset, 3)
        XCTAssertEqual(error?.pointer, "")
        for text in ["1 2", "[]]", "{}x", "null null", "\"a\"\"b\"", "{}\u{0C}"] {
            assertSyntaxError(utf8(text), text)
        }
    }

    func test_parse_formFeedAndNoBreakSpace_areNotWhitespace() {
        assertSyntaxError(utf8("{\u{0C}}"), "form feed inside {}")
        assertSyntaxError(utf8("\u{A0}1"), "no-break space before 1")
    }

    // MARK: - Depth

    func test_parse_sixtyFiveNestedArrays_isTooDeepWithPointerToTheOffendingArray() {
        let text = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        let error = parseFailure(text)
        XCTAssertEqual(error?.kind, .tooDeep)
        XCTAssertEqual(error?.message, "JSON nested deeper than 64 levels")
        // The 65th '[' is element 0 of each of the 64 arrays around it, and sits at byte 64.
        XCTAssertEqual(error?.pointer, String(repeating: "/0", count: 64))
        XCTAssertEqual(error?.offset, 64)
    }

    func test_parse_sixtyFiveNestedObjects_isTooDeep() {
        let text = String(repeating: #"{"a":"#, count: 64) + "{}" + String(repeating: "}", count: 64)
        let error = parseFailure(text)
        XCTAssertEqual(error?.kind, .tooDeep)
        XCTAssertEqual(error?.pointer, String(repeating: "/a", count: 64))
    }

    func test_parse_unclosedDeepNesting_isTooDeepBeforeTruncation() {
        // A hostile body of opening brackets only: refused at the limit, not by recursing to the end.
        let error = parseFailure(String(repeating: "[", count: 100_000))
        XCTAssertEqual(error?.kind, .tooDeep)
    }

    // MARK: - Duplicate keys

    func test_parse_duplicateKey_isReportedWithPointerAndOffsetOfTheSecondKey() {
        let error = parseFailure(#"{"a":1,"a":2}"#)
        XCTAssertEqual(error?.kind, .duplicateKey)
        XCTAssertEqual(error?.message, #"duplicate key "a""#)
        XCTAssertEqual(error?.offset, 7)
        XCTAssertEqual(error?.pointer, "/a")
    }

    func test_parse_duplicateKeyDeepInside_pointsThroughTheEnclosingContainers() {
        let error = parseFailure(#"{"items":[{},{"frame":{"x":1,"y":2,"x":3}}]}"#)
        XCTAssertEqual(error?.kind, .duplicateKey)
        XCTAssertEqual(error?.pointer, "/items/1/frame/x")
    }

    func test_parse_duplicateKeySpelledWithAnEscape_isStillADuplicate() {
        let error = parseFailure(#"{"ab":1,"a\u0062":2}"#)
        XCTAssertEqual(error?.kind, .duplicateKey)
        XCTAssertEqual(error?.pointer, "/ab")
    }

    func test_parse_duplicateKeyWithSlashAndTilde_isEscapedInThePointer() {
        let error = parseFailure(#"{"a/b~c":1,"a/b~c":2}"#)
        XCTAssertEqual(error?.kind, .duplicateKey)
        XCTAssertEqual(error?.pointer, "/a~1b~0c")
    }

    func test_parse_duplicateKeyInALargeObject_isFoundByTheHashedPath() {
        // 20 distinct keys k0…k19 (past the 16-member linear scan), then k3 again.
        let members = (0..<20).map { "\"k\($0)\":\($0)" } + [#""k3":99"#]
        let error = parseFailure("{" + members.joined(separator: ",") + "}")
        XCTAssertEqual(error?.kind, .duplicateKey)
        XCTAssertEqual(error?.pointer, "/k3")
    }

    func test_parse_duplicateOfALateKeyInALargeObject_isFound() {
        // k17 was added after the hashed set was built; its repeat must still be caught.
        let members = (0..<20).map { "\"k\($0)\":\($0)" } + [#""k17":99"#]
        XCTAssertEqual(parseFailure("{" + members.joined(separator: ",") + "}")?.kind, .duplicateKey)
    }

    func test_parse_largeObjectWithDistinctKeys_isAccepted() {
        let members = (0..<40).map { "\"k\($0)\":\($0)" }
        guard case .object(let parsed)? = parseOK("{" + members.joined(separator: ",") + "}") else {
            return XCTFail("expected an object")
        }
        XCTAssertEqual(parsed.count, 40)
        XCTAssertEqual(parsed.last?.key, "k39")
    }

    // MARK: - Error pointers

    func test_parse_syntaxErrorDeepInside_pointsAtTheEnclosingObject() {
        let error = parseFailure(#"{"items":[{},{},{},{"frame":{"x":1,}}]}"#)
        XCTAssertEqual(error?.kind, .syntax)
        XCTAssertEqual(error?.pointer, "/items/3/frame")
    }

    func test_parse_badValueDeepInside_pointsAtTheValue() {
        let error = parseFailure(#"{"items":[{"frame":{"x":tru}}]}"#)
        XCTAssertEqual(error?.kind, .syntax)
        XCTAssertEqual(error?.message, "invalid literal, expected true at byte 24")
        XCTAssertEqual(error?.pointer, "/items/0/frame/x")
    }

    func test_parse_badArrayElement_pointsAtItsIndex() {
        XCTAssertEqual(parseFailure("[1,2,[3,tru]]")?.pointer, "/2/1")
        XCTAssertEqual(parseFailure("[1,2,[3,01]]")?.pointer, "/2/1")
        // A missing separator is the inner array's fault, so the pointer names that array.
        let error = parseFailure("[1,2,[3 4]]")
        XCTAssertEqual(error?.message, "expected ',' or ']' in an array at byte 8")
        XCTAssertEqual(error?.pointer, "/2")
    }

    func test_parse_invalidStringValue_pointsAtTheMember() {
        let error = parseFailure(#"{"a":{"b":"\uDC00"}}"#)
        XCTAssertEqual(error?.pointer, "/a/b")
    }

    func test_parse_keyWithSlash_isEscapedInASyntaxErrorPointer() {
        XCTAssertEqual(parseFailure(#"{"a/b":{"~":x}}"#)?.pointer, "/a~1b/~0")
    }
}
