import HTTPServer
import XCTest

@testable import RequestJSON
@testable import ScrollQueryAPI

final class JSONReaderTests: XCTestCase {
    // MARK: - Valid documents: structure

    func test_skipValue_emptyContainers_areValid() {
        assertValid("{}")
        assertValid("[]")
        assertValid("[{},[],{\"a\":[]}]")
        XCTAssertEqual(renderOK("[{},[],{\"a\":[]}]", keys: ["a"]), #"[{},[],{"a":[]}]"#)
    }

    func test_read_nestedDocument_visitsEveryValueInDocumentOrder() {
        let text = #"{"z":[1,{"b":false,"a":true}],"y":false,"x":"s","w":-2.5}"#
        assertValid(text)
        XCTAssertEqual(
            renderOK(text, keys: ["a", "b", "w", "x", "y", "z"]),
            #"{"z":[1.0,{"b":false,"a":true}],"y":false,"x":"s","w":-2.5}"#)
    }

    func test_read_whitespaceOfAllFourKindsAroundTokens_isIgnored() {
        let text = " \t\r\n{ \"a\" \n:\t[ 1 ,\r2 ] } \n"
        assertValid(text)
        XCTAssertEqual(renderOK(text, keys: ["a"]), #"{"a":[1.0,2.0]}"#)
    }

    func test_read_scalarAtTopLevel_isAccepted() {
        for text in ["null", "true", " false ", "\"x\"", "7"] { assertValid(text) }
        XCTAssertEqual(renderOK("null"), "null")
        XCTAssertEqual(renderOK("true"), "true")
        XCTAssertEqual(renderOK(" false "), "false")
        XCTAssertEqual(renderOK("\"x\""), "\"x\"")
        XCTAssertEqual(renderOK("7"), "7.0")
    }

    func test_skipValue_sameKeyInSiblingObjects_isNotADuplicate() {
        assertValid(#"[{"a":1},{"a":2}]"#)
        assertValid(#"{"a":{"a":{"a":1}},"b":{"a":2}}"#)
    }

    func test_skipValue_sixtyFourNestedArrays_isAccepted() {
        assertValid(String(repeating: "[", count: 64) + String(repeating: "]", count: 64))
    }

    func test_skipValue_sixtyFourNestedObjects_isAccepted() {
        assertValid(String(repeating: #"{"a":"#, count: 63) + "{}" + String(repeating: "}", count: 63))
    }

    func test_skipValue_largeObjectWithDistinctKeys_isAccepted() {
        let members = (0..<40).map { "\"k\($0)\":\($0)" }
        assertValid("{" + members.joined(separator: ",") + "}")
    }

    func test_skipValue_consumesExactlyOneValue() {
        var reader = JSONReader(utf8(#"  {"a":[1,"]",{"b":"}"}]}  , 5"#))
        XCTAssertNoThrow(try reader.skipValue())
        XCTAssertEqual(reader.position, 25)
        XCTAssertThrowsError(try reader.expectEnd())
    }

    // MARK: - Valid documents: strings

    func test_readString_simpleEscapes_decodeToTheirCharacters() {
        XCTAssertEqual(readStringOK(#""\"\\\/\b\f\n\r\t""#), "\"\\/\u{08}\u{0C}\n\r\t")
    }

    func test_readString_unicodeEscapes_decodeInEitherHexCase() {
        XCTAssertEqual(readStringOK(#""\u0041\u00e9\u00E9\u20AC""#), "Aéé€")
    }

    func test_readString_escapedNul_isKeptInTheString() {
        XCTAssertEqual(readStringOK(#""a\u0000b""#)?.unicodeScalars.map(\.value), [0x61, 0, 0x62])
    }

    func test_readString_surrogatePairEscape_decodesToOneAstralScalar() {
        // U+1F600: 0x1F600 - 0x10000 = 0xF600 = 0b0000111101 1000000000 → D800+0x3D, DC00+0x200.
        XCTAssertEqual(readStringOK(#""\uD83D\uDE00""#), "😀")
        // U+1D11E (musical G clef), lowercase hex.
        XCTAssertEqual(readStringOK(#""\ud834\udd1e""#)?.unicodeScalars.map(\.value), [0x1D11E])
        // The highest scalar U+10FFFF = DBFF DFFF.
        XCTAssertEqual(readStringOK(#""\uDBFF\uDFFF""#)?.unicodeScalars.map(\.value), [0x10FFFF])
    }

    func test_readString_escapesMixedWithRawMultibyteText_keepBoth() {
        XCTAssertEqual(readStringOK("\"é\\n😀\\u0041\""), "é\n😀A")
    }

    func test_readString_rawMultibyteUTF8AndDEL_areAccepted() {
        XCTAssertEqual(readStringOK("\"é€😀\u{7F}\""), "é€😀\u{7F}")
    }

    func test_readString_emptyString_isEmpty() {
        XCTAssertEqual(readStringOK(#""""#), "")
    }

    func test_readStringToken_withoutEscapes_isARangeOfTheBody() throws {
        var reader = JSONReader(utf8(#"  "abc""#))
        XCTAssertEqual(try reader.valueKind(), .string)
        let token = try reader.readStringToken()
        XCTAssertEqual(token.range, 3..<6)
        XCTAssertFalse(token.hasEscapes)
        XCTAssertEqual(Array(reader.bytes(of: token)), Array("abc".utf8))
        XCTAssertEqual(reader.position, 7)
    }

    func test_readStringToken_withEscapes_decodesThemOnlyWhenAsked() throws {
        let text = #""a\nb\u00e9\uD83D\uDE00\/""#
        var reader = JSONReader(utf8(text))
        XCTAssertEqual(try reader.valueKind(), .string)
        let token = try reader.readStringToken()
        XCTAssertTrue(token.hasEscapes)
        XCTAssertEqual(token.range, 1..<(text.utf8.count - 1))
        XCTAssertEqual(Array(reader.bytes(of: token)), Array("a\nbé😀/".utf8))
        XCTAssertEqual(try reader.string(token), "a\nbé😀/")
        XCTAssertEqual(reader.lossyString(token), "a\nbé😀/")
        XCTAssertNoThrow(try reader.expectEnd())
    }

    func test_readStringToken_checksEscapesWhileScanning() {
        // The token is decoded later, so a bad escape must already fail here.
        for text in [#""\x""#, #""\uD800""#, #""\u12G4""#, #""a\""#] {
            var reader = JSONReader(utf8(text))
            XCTAssertThrowsError(try reader.readStringToken(), text) { error in
                XCTAssertNotNil((error as? DecodeFailure)?.syntaxMessage, text)
            }
        }
    }

    func test_lossyString_replacesInvalidUTF8() throws {
        var reader = JSONReader([0x22, 0x61, 0xFF, 0x22])
        let token = try reader.readStringToken()
        XCTAssertEqual(reader.lossyString(token), "a\u{FFFD}")
        XCTAssertThrowsError(try reader.string(token))
    }

    func test_read_escapedKey_isUnescaped() {
        XCTAssertEqual(renderOK(#"{"a\u002Fb":1}"#, keys: ["a/b"]), #"{"a/b":1.0}"#)
    }

    // MARK: - Valid documents: numbers

    func test_readNumber_integers_areExact() {
        XCTAssertEqual(readNumberOK("0"), 0)
        XCTAssertEqual(readNumberOK("7"), 7)
        XCTAssertEqual(readNumberOK("-42"), -42)
        XCTAssertEqual(readNumberOK("1234567890"), 1_234_567_890)
        XCTAssertEqual(readNumberOK("9007199254740992"), 9_007_199_254_740_992)  // 2^53
    }

    func test_readNumber_minusZero_isNegativeZero() {
        let value = readNumberOK("-0")
        XCTAssertEqual(value, 0)
        XCTAssertEqual(value?.sign, .minus)
        XCTAssertEqual(readNumberOK("-0.0")?.sign, .minus)
        XCTAssertEqual(readNumberOK("-0e5")?.sign, .minus)
        XCTAssertEqual(readNumberOK("0")?.sign, .plus)
    }

    func test_readNumber_fractions_areCorrectlyRounded() {
        XCTAssertEqual(readNumberOK("1.5"), 1.5)
        XCTAssertEqual(readNumberOK("-0.25"), -0.25)
        XCTAssertEqual(readNumberOK("0.1"), 0.1)
        XCTAssertEqual(readNumberOK("0.1")?.bitPattern, (0.1 as Double).bitPattern)
        XCTAssertEqual(readNumberOK("321.75"), 321.75)
        XCTAssertEqual(readNumberOK("0.000001"), 1e-6)
        XCTAssertEqual(readNumberOK("2000.5"), 2000.5)
    }

    func test_readNumber_seventeenDigitValue_roundTripsExactly() {
        let value = readNumberOK("0.30000000000000004")
        XCTAssertEqual(value, 0.1 + 0.2)
        XCTAssertNotEqual(value, 0.3)
        XCTAssertEqual(readNumberOK("2.2250738585072014e-308"), Double.leastNormalMagnitude)
        XCTAssertEqual(readNumberOK("1.7976931348623157e308"), Double.greatestFiniteMagnitude)
    }

    func test_readNumber_manyDigits_roundToNearestDouble() {
        // 2^53 + 1 is halfway between 2^53 and 2^53 + 2; ties go to the even mantissa, 2^53.
        XCTAssertEqual(readNumberOK("9007199254740993"), 9_007_199_254_740_992)
        XCTAssertEqual(readNumberOK("123456789012345678901234567890"), 1.2345678901234568e29)
        XCTAssertEqual(readNumberOK("100000000000000000000000"), 1e23)
        XCTAssertEqual(readNumberOK("0.000000000000000000000000000001"), 1e-30)
        XCTAssertEqual(readNumberOK("3.141592653589793238462643383279"), Double.pi)
    }

    func test_readNumber_fastPathBoundaries_matchTheStandardLibrary() {
        // 15 significant digits with |exponent| <= 22 take the exact fast path; one more digit or
        // one more power of ten goes to the correctly rounded slow path. Both must agree.
        for text in [
            "123456789012345", "1234567890123456", "0.123456789012345", "0.1234567890123456",
            "1e22", "1e23", "1e-22", "1e-23", "123456789012345e22", "123456789012345e-22",
            "999999999999999.9", "4.35", "1.1e1", "0.00001234",
        ] {
            XCTAssertEqual(readNumberOK(text), Double(text), text)
            XCTAssertEqual(readNumberOK("-" + text), Double("-" + text), "-" + text)
        }
    }

    func test_readNumber_shortDecimals_matchTheStandardLibrary_bitForBit() {
        // The short-decimal path (at most 15 digits, no exponent) against Swift's correctly
        // rounded parse: a fixed pseudo-random walk over integer and fraction lengths.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for _ in 0..<20_000 {
            let integerDigits = Int(next() % 15) + 1
            let fractionDigits = Int(next() % UInt64(16 - integerDigits))
            var text = next() % 2 == 0 ? "-" : ""
            text += String(next() % 9 + 1)
            for _ in 1..<integerDigits { text += String(next() % 10) }
            if next() % 5 == 0 { text = text.hasPrefix("-") ? "-0" : "0" }
            if fractionDigits > 0 {
                text += "."
                for _ in 0..<fractionDigits { text += String(next() % 10) }
            }
            XCTAssertEqual(readNumberOK(text)?.bitPattern, Double(text)?.bitPattern, text)
        }
        for text in ["0.5", "-0.0", "0.000000000000001", "0.0000000000000001", "12345678901234.5", "1234567890123456.5",
                     "999999999999999", "99999999999999.99", "1.000000000000000"] {
            XCTAssertEqual(readNumberOK(text)?.bitPattern, Double(text)?.bitPattern, text)
        }
    }

    func test_readNumber_exponents_inAllSpellings() {
        XCTAssertEqual(readNumberOK("1e3"), 1000)
        XCTAssertEqual(readNumberOK("1E3"), 1000)
        XCTAssertEqual(readNumberOK("1e+3"), 1000)
        XCTAssertEqual(readNumberOK("2.5e-3"), 0.0025)
        XCTAssertEqual(readNumberOK("-1.25E+2"), -125)
        XCTAssertEqual(readNumberOK("0e999999"), 0)
        XCTAssertEqual(readNumberOK("1e22"), 1e22)
        XCTAssertEqual(readNumberOK("1e23"), 1e23)
        XCTAssertEqual(readNumberOK("1e0"), 1)
        XCTAssertEqual(readNumberOK("1e-0"), 1)
    }

    func test_readNumber_extremeFiniteMagnitudes_areExact() {
        XCTAssertEqual(readNumberOK("1e308"), 1e308)
        XCTAssertEqual(readNumberOK("-1e308"), -1e308)
        XCTAssertEqual(readNumberOK("5e-324"), Double.leastNonzeroMagnitude)
    }

    func test_readNumber_overflowingLiteral_isInfinityNotAnError() {
        XCTAssertEqual(readNumberOK("1e999"), .infinity)
        XCTAssertEqual(readNumberOK("-1e999"), -.infinity)
        XCTAssertEqual(readNumberOK("1e99999999999999999999"), .infinity)
        // It is valid JSON: the schema, which knows the field, rejects it (invalid_number).
        assertValid(#"{"a":[1e999,-1e999]}"#)
    }

    func test_readNumber_underflowingLiteral_isZero() {
        XCTAssertEqual(readNumberOK("1e-400"), 0)
        XCTAssertEqual(readNumberOK("-1e-400")?.sign, .minus)
    }

    func test_readNumber_stopsAtTheEndOfTheLiteral() {
        var reader = JSONReader(utf8("[12.5e1,3]"))
        var numbers: [Double] = []
        XCTAssertNoThrow(
            try reader.readArray { (reader, _) throws(DecodeFailure) in numbers.append(try reader.readNumber()) })
        XCTAssertEqual(numbers, [125, 3])
        XCTAssertNoThrow(try reader.expectEnd())
    }

    // MARK: - Invalid documents

    /// An invalid document and what its failure must be: the exact message and pointer where
    /// given (nil: only that it is `invalid_json`).
    private struct Refusal {
        let input: [UInt8]
        let message: String?
        let pointer: String?

        init(_ text: String, _ message: String? = nil, at pointer: String? = nil) {
            self.init(Array(text.utf8), message, at: pointer)
        }

        init(_ bytes: [UInt8], _ message: String? = nil, at pointer: String? = nil) {
            self.input = bytes
            self.message = message
            self.pointer = pointer
        }

        var label: String { String(decoding: input, as: UTF8.self).debugDescription }
    }

    private func assertRefusals(_ refusals: [Refusal], file: StaticString = #filePath, line: UInt = #line) {
        for refusal in refusals {
            guard let failure = validationFailure(refusal.input, file: file, line: line) else { continue }
            XCTAssertEqual(failure.httpError.code, "invalid_json", "\(refusal.label): \(failure.problem)", file: file, line: line)
            if let message = refusal.message {
                XCTAssertEqual(failure.syntaxMessage, message, refusal.label, file: file, line: line)
            }
            if let pointer = refusal.pointer {
                XCTAssertEqual(failure.pointer, pointer, refusal.label, file: file, line: line)
            }
        }
    }

    func test_emptyTruncatedAndMisplacedInput_failWithTheirMessageAndPointer() {
        assertRefusals([
            Refusal("", "unexpected end of input, expected a value at byte 0", at: ""),
            Refusal(" \n", "unexpected end of input, expected a value at byte 2"),
            Refusal("[1,]", "unexpected character ']', expected a value at byte 3", at: "/1"),
            Refusal(#"{"a":1,}"#, "expected a string key at byte 7", at: ""),
            Refusal("{a:1}", "expected a string key at byte 1"),
            Refusal(#"{"a" 1}"#, "expected ':' after a key at byte 5", at: "/a"),
            Refusal(#"{"a":1 "b":2}"#, "expected ',' or '}' in an object at byte 7"),
            Refusal("[1 2]", "expected ',' or ']' in an array at byte 3"),
            Refusal("{} {}", "unexpected data after the JSON value at byte 3", at: ""),
        ] + ["{", "[", #"{"a""#, #"{"a":"#, #"{"a":1"#, #"{"a":1,"#, "[1", "[1,", "tru", "nul", "fals", #""abc"#, #""\"#,
             #""\u12"#, #""\uD83D"#, #""\uD83D\"#, "1e", "1e+", "-", "1 2", "[]]", "{}x", "null null", "\"a\"\"b\"",
             "{}\u{0C}", "{}\u{0}"].map { Refusal($0) })
    }

    func test_numbersOutsideTheGrammar_failWithTheirMessageAndPointer() {
        assertRefusals([
            Refusal("01", "invalid number: leading zeros are not allowed at byte 1"),
            Refusal("-01", "invalid number: leading zeros are not allowed at byte 2"),
            Refusal(#"{"a":007}"#, at: "/a"),
            Refusal("1.", "invalid number: digits expected after '.' at byte 2"),
            Refusal(".5", "unexpected character '.', expected a value at byte 0"),
            Refusal("-.5", "invalid number at byte 1"),
            Refusal("+1", "unexpected character '+', expected a value at byte 0"),
            Refusal("-", "invalid number at byte 1"),
            Refusal("1e", "invalid number: digits expected in the exponent at byte 2"),
            Refusal(#"{"a":Infinity}"#, at: "/a"),
        ] + ["00", "[01]", "0.1.2", "1.e5", "[1.]", "[+1]", "- 1", "--1", "[-]", "1e-", "1ee2", "NaN", "Infinity",
             "-Infinity", "inf", "[NaN]", "nan", "-NaN", "0x10", "1_000", "1,5", "١"].map { Refusal($0) })
    }

    func test_literalsAndQuotesOutsideTheGrammar_areSyntaxErrors() {
        assertRefusals([Refusal("nul", "invalid literal, expected null at byte 0")]
            + ["True", "NULL", "nulll", "falsy", "t", "undefined", "'a'", #"{'a':1}"#, #"["a']"#].map { Refusal($0) })
    }

    func test_badStrings_failWithTheirMessageAndPointer() {
        let controls = [0x00, 0x01, 0x09, 0x0A, 0x0D, 0x1F].map { (byte: UInt8) in
            Refusal([0x22, 0x61, byte, 0x62, 0x22], "control character in a string at byte 2")
        }
        assertRefusals(controls + [
            Refusal([0x22, 0x5C, 0x6E, 0x0A, 0x22], "control character in a string at byte 3"),  // after an escape
            Refusal(#""\x""#, "invalid escape \\'x' at byte 3"),
            Refusal(#""abc"#, "unterminated string at byte 4"),
            Refusal(#""a\nbc"#, "unterminated string at byte 6"),
            Refusal(#"{"\uD800":1}"#),
        ] + [#""\x41""#, #""\U0041""#, #""\u00G0""#, #""\u 041""#, #""\'""#, #""\a""#, #"{"a":"b}"#, #"{"ab"#]
            .map { Refusal($0) })
    }

    func test_invalidUTF8_isRefusedInValuesAndKeys_andOutsideStrings() {
        let values: [[UInt8]] = [
            [0x22, 0xFF, 0x22], [0x22, 0x80, 0x22], [0x22, 0xC0, 0x80, 0x22], [0x22, 0xE2, 0x82, 0x22],
            [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], [0x22, 0x5C, 0x6E, 0xFF, 0x22],
        ]
        let member: [UInt8] = [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D]
        // RFC 8259 §8.1: the whole text is UTF-8, keys included.
        let keys: [[UInt8]] = [[0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D], [0x7B, 0x22, 0x61, 0xC0, 0x80, 0x22, 0x3A, 0x31, 0x7D]]
        for (bytes, pointer) in values.map({ ($0, "") }) + [(member, "/a")] + keys.map({ ($0, "") }) {
            guard let failure = validationFailure(bytes) else { continue }
            XCTAssertTrue(failure.syntaxMessage?.hasPrefix("string is not valid UTF-8") == true, "\(bytes): \(failure.problem)")
            XCTAssertEqual(failure.pointer, pointer, "\(bytes)")
        }
        assertRefusals([
            Refusal([0xEF, 0xBB, 0xBF, 0x7B, 0x7D]),  // a byte-order mark before {}
            Refusal([0x5B, 0xC2, 0xA0, 0x5D]),  // a no-break space in an array
            Refusal(Array("{\u{0C}}".utf8)),  // a form feed is no whitespace
            Refusal(Array("\u{A0}1".utf8)),
        ])
    }

    func test_loneSurrogateEscapes_areUnpaired() {
        for text in [#""\uD800""#, #""\uDC00""#, #""\uDFFF""#, #""\uD800\u0041""#, #""\uD800x""#,
            #""\uDBFF\uDBFF""#, #""\uD800\n""#, #""\uDE00\uD83D""#]
        {
            guard let failure = validationFailure(text) else { continue }
            XCTAssertTrue(
                failure.syntaxMessage?.hasPrefix("unpaired surrogate in \\u escape") == true, "\(text): \(failure.problem)")
        }
    }

    func test_expectEnd_trailingWhitespace_isAccepted() {
        assertValid("{} \t\r\n")
        var reader = JSONReader(utf8("  "))
        XCTAssertNoThrow(try reader.expectEnd())
    }

    // MARK: - Depth

    func test_nestingPastTheLimit_isTooDeep_atTheOffendingContainer() {
        let cases: [(String, String?)] = [
            // The 65th '[' is element 0 of each of the 64 arrays around it.
            (String(repeating: "[", count: 65) + String(repeating: "]", count: 65), String(repeating: "/0", count: 64)),
            (String(repeating: #"{"a":"#, count: 64) + "{}" + String(repeating: "}", count: 64), String(repeating: "/a", count: 64)),
            // A hostile body of opening brackets only: refused at the limit, not by recursing to the end.
            (String(repeating: "[", count: 100_000), nil),
            (String(repeating: #"{"a":"#, count: 100_000), nil),
        ]
        for (text, pointer) in cases {
            let failure = validationFailure(text)
            XCTAssertEqual(failure?.problem, .tooDeep(limit: 64))
            XCTAssertEqual(failure?.httpError.code, "nesting_too_deep")
            XCTAssertEqual(failure?.httpError.message, "JSON nested deeper than 64 levels")
            if let pointer { XCTAssertEqual(failure?.pointer, pointer) }
        }
    }

    // MARK: - Duplicate keys

    func test_duplicateKeys_areReportedAtTheSecond() {
        let k3 = (0..<20).map { "\"k\($0)\":\($0)" } + [#""k3":99"#]
        let k17 = (0..<20).map { "\"k\($0)\":\($0)" } + [#""k17":99"#]
        let cases: [(text: String, key: String, pointer: String)] = [
            (#"{"a":1,"a":2}"#, "a", "/a"),
            (#"{"items":[{},{"frame":{"x":1,"y":2,"x":3}}]}"#, "x", "/items/1/frame/x"),
            (#"{"ab":1,"a\u0062":2}"#, "ab", "/ab"),  // spelled with an escape
            (#"{"a/b~c":1,"a/b~c":2}"#, "a/b~c", "/a~1b~0c"),
            ("{" + k3.joined(separator: ",") + "}", "k3", "/k3"),
            ("{" + k17.joined(separator: ",") + "}", "k17", "/k17"),
            (#"{"a":null,"a":null}"#, "a", "/a"),
        ]
        for (text, key, pointer) in cases {
            let failure = validationFailure(text)
            XCTAssertEqual(failure?.problem, .duplicateKey(key), text)
            XCTAssertEqual(failure?.pointer, pointer, text)
        }
        XCTAssertEqual(
            validationFailure(#"{"a":1,"a":2}"#)?.httpError,
            HTTPError(status: 400, code: "duplicate_key", message: #"duplicate key "a""#, pointer: "/a"))
    }

    // MARK: - Error pointers

    func test_failuresInsideContainers_pointAtTheMemberOrElement() {
        assertRefusals([
            Refusal(#"{"items":[{},{},{},{"frame":{"x":1,}}]}"#, at: "/items/3/frame"),  // the enclosing object's fault
            Refusal(#"{"items":[{"frame":{"x":tru}}]}"#, "invalid literal, expected true at byte 24", at: "/items/0/frame/x"),
            Refusal("[1,2,[3,tru]]", at: "/2/1"),
            Refusal("[1,2,[3,01]]", at: "/2/1"),
            Refusal("[1,2,[3 4]]", "expected ',' or ']' in an array at byte 8", at: "/2"),  // the inner array's fault
            Refusal(#"{"a":{"b":"\uDC00"}}"#, at: "/a/b"),
            Refusal(#"{"a/b":{"~":x}}"#, at: "/a~1b/~0"),
        ])
        XCTAssertEqual(
            validationFailure("[1,]")?.httpError,
            HTTPError(status: 400, code: "invalid_json", message: "unexpected character ']', expected a value at byte 3", pointer: "/1"))
    }

    // MARK: - valueKind, expect, consumeNull

    func test_valueKind_namesEveryKindWithoutConsumingIt() {
        let cases: [(String, JSONReader.ValueKind, String)] = [
            ("{}", .object, "an object"), (" []", .array, "an array"), ("\"s\"", .string, "a string"),
            ("-1", .number, "a number"), ("7", .number, "a number"), ("true", .bool, "a boolean"),
            ("false", .bool, "a boolean"), ("null", .null, "null"),
        ]
        for (text, kind, name) in cases {
            var reader = JSONReader(utf8(text))
            XCTAssertEqual(try reader.valueKind(), kind, text)
            XCTAssertEqual(kind.name, name)
            // Peeking twice sees the same value; only whitespace was consumed.
            XCTAssertEqual(try reader.valueKind(), kind, text)
            XCTAssertNoThrow(try reader.skipValue(), text)
            XCTAssertNoThrow(try reader.expectEnd(), text)
        }
    }

    func test_valueKind_atAStrayCharacter_isSyntaxError() {
        var reader = JSONReader(utf8("  }"))
        XCTAssertThrowsError(try reader.valueKind()) { error in
            XCTAssertEqual(
                (error as? DecodeFailure)?.syntaxMessage, "unexpected character '}', expected a value at byte 2")
        }
        var binary = JSONReader([0x01])
        XCTAssertThrowsError(try binary.valueKind()) { error in
            XCTAssertEqual(
                (error as? DecodeFailure)?.syntaxMessage, "unexpected character 0x1, expected a value at byte 0")
        }
    }

    func test_expect_wrongKind_isInvalidTypeNamingBoth() {
        var reader = JSONReader(utf8("[1]"))
        XCTAssertThrowsError(try reader.expect(.number, as: "an integer")) { error in
            XCTAssertEqual(error as? DecodeFailure, DecodeFailure(.invalidType(expected: "an integer", got: "an array")))
        }
        XCTAssertNoThrow(try reader.expect(.array, as: "an array"))
    }

    func test_consumeNull_consumesOnlyNull() {
        var reader = JSONReader(utf8(" null"))
        XCTAssertEqual(try reader.consumeNull(), true)
        XCTAssertNoThrow(try reader.expectEnd())

        var number = JSONReader(utf8("1"))
        XCTAssertEqual(try number.consumeNull(), false)
        XCTAssertEqual(try number.readNumber(), 1)

        var misspelt = JSONReader(utf8("nil"))
        XCTAssertThrowsError(try misspelt.consumeNull()) { error in
            XCTAssertEqual((error as? DecodeFailure)?.syntaxMessage, "invalid literal, expected null at byte 0")
        }
    }

    // MARK: - readObject

    private static let pointKeys = JSONKeySet(["x", "y"])

    /// The members `readObject` reports, as (key index, number) pairs in document order.
    private func readPointMembers(_ text: String) throws(DecodeFailure) -> [(Int, Double)] {
        var reader = JSONReader(utf8(text))
        var members: [(Int, Double)] = []
        try reader.readObject(keys: Self.pointKeys) { (reader, key) throws(DecodeFailure) in
            members.append((key, try reader.readNumber(in: .coordinate)))
        }
        try reader.expectEnd()
        return members
    }

    private func readObjectFailure(
        _ text: String, file: StaticString = #filePath, line: UInt = #line
    ) -> DecodeFailure? {
        do {
            let members = try readPointMembers(text)
            XCTFail("expected a failure, read \(members)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func test_readObject_knownKeys_areReportedByIndexInDocumentOrder() throws {
        let members = try readPointMembers(#" { "y" : 2 , "x" : -1.5 } "#)
        XCTAssertEqual(members.map(\.0), [1, 0])
        XCTAssertEqual(members.map(\.1), [2, -1.5])
        XCTAssertEqual(try readPointMembers("{}").count, 0)
    }

    func test_readObject_unknownKey_isUnknownFieldWithItsPath() {
        let failure = readObjectFailure(#"{"x":1,"z":2}"#)
        XCTAssertEqual(failure, DecodeFailure(.unknownField(suggestion: nil), at: [.key("z")]))
        XCTAssertEqual(failure?.pointer, "/z")
        XCTAssertEqual(
            failure?.httpError,
            HTTPError(status: 400, code: "unknown_field", message: "z is not a known field", pointer: "/z"))
    }

    func test_readObject_unknownKeyThatExtendsOrPrefixesAKnownOne_isUnknown() {
        XCTAssertEqual(readObjectFailure(#"{"xx":1}"#)?.pointer, "/xx")
        XCTAssertEqual(readObjectFailure(#"{"":1}"#)?.problem, .unknownField(suggestion: nil))
        XCTAssertEqual(readObjectFailure(#"{"X":1}"#)?.pointer, "/X")
    }

    func test_readObject_unknownKeyWithNullValue_isStillUnknown() {
        XCTAssertEqual(readObjectFailure(#"{"z":null}"#), DecodeFailure(.unknownField(suggestion: nil), at: [.key("z")]))
    }

    func test_readObject_escapedUnknownKey_isUnescapedInThePointer() {
        XCTAssertEqual(readObjectFailure(#"{"a\/b":1}"#)?.pointer, "/a~1b")
    }

    func test_readObject_duplicateKnownKey_isDuplicateKey() {
        let failure = readObjectFailure(#"{"x":1,"y":2,"x":3}"#)
        XCTAssertEqual(failure, DecodeFailure(.duplicateKey("x"), at: [.key("x")]))
        XCTAssertEqual(
            failure?.httpError,
            HTTPError(status: 400, code: "duplicate_key", message: #"duplicate key "x""#, pointer: "/x"))
    }

    func test_readObject_duplicateKnownKeySpelledWithAnEscape_isDuplicateKey() {
        XCTAssertEqual(readObjectFailure(#"{"y":1,"\u0079":2}"#), DecodeFailure(.duplicateKey("y"), at: [.key("y")]))
    }

    func test_readObject_nullMember_isSkippedAsAbsent() throws {
        let members = try readPointMembers(#"{"x":null,"y":2}"#)
        XCTAssertEqual(members.map(\.0), [1])
        XCTAssertEqual(members.map(\.1), [2])
        XCTAssertEqual(try readPointMembers(#"{"x":null,"y":null}"#).count, 0)
    }

    func test_readObject_nullThenTheSameKey_isDuplicateKey() {
        XCTAssertEqual(readObjectFailure(#"{"x":null,"x":1}"#)?.problem, .duplicateKey("x"))
    }

    func test_readObject_failureInsideAMember_gainsTheKey() {
        XCTAssertEqual(
            readObjectFailure(#"{"x":1,"y":"2"}"#),
            DecodeFailure(.invalidType(expected: "a number", got: "a string"), at: [.key("y")]))
        XCTAssertEqual(readObjectFailure(#"{"y":1e999}"#), DecodeFailure(.invalidNumber, at: [.key("y")]))
        XCTAssertEqual(readObjectFailure(#"{"y":2e12}"#)?.httpError.message, "y must be <= 1000000000000")
    }

    func test_readObject_nestedFailure_buildsThePathInnermostFirst() {
        var reader = JSONReader(utf8(#"{"a":{"b":[0,{"c":true}]}}"#))
        let outer = JSONKeySet(["a"])
        let middle = JSONKeySet(["b"])
        let inner = JSONKeySet(["c"])
        XCTAssertThrowsError(
            try reader.readObject(keys: outer) { (reader, _) throws(DecodeFailure) in
                try reader.readObject(keys: middle) { (reader, _) throws(DecodeFailure) in
                    try reader.readArray { (reader, index) throws(DecodeFailure) in
                        if index == 0 { _ = try reader.readNumber(); return }
                        try reader.readObject(keys: inner) { (reader, _) throws(DecodeFailure) in
                            _ = try reader.readNumber(in: .coordinate)
                        }
                    }
                }
            }
        ) { error in
            guard let failure = error as? DecodeFailure else { return XCTFail("\(error)") }
            XCTAssertEqual(failure.reversedPath, [.key("c"), .index(1), .key("b"), .key("a")])
            XCTAssertEqual(failure.pointer, "/a/b/1/c")
            XCTAssertEqual(failure.httpError.message, "c must be a number, got a boolean")
        }
    }

    func test_readObject_notAnObject_isInvalidTypeWithTheExpectedName() {
        var reader = JSONReader(utf8("[]"))
        XCTAssertThrowsError(
            try reader.readObject(keys: Self.pointKeys, as: "a point") { (_, _) throws(DecodeFailure) in }
        ) { error in
            XCTAssertEqual(error as? DecodeFailure, DecodeFailure(.invalidType(expected: "a point", got: "an array")))
        }
        XCTAssertEqual(
            readObjectFailure("null"), DecodeFailure(.invalidType(expected: "an object", got: "null")))
    }

    func test_readObject_syntaxErrors_areReportedWithThePath() {
        XCTAssertEqual(readObjectFailure(#"{"x":1,}"#)?.syntaxMessage, "expected a string key at byte 7")
        XCTAssertEqual(readObjectFailure(#"{"x" 1}"#)?.pointer, "/x")
        XCTAssertEqual(readObjectFailure(#"{"x":1 "y":2}"#)?.syntaxMessage, "expected ',' or '}' in an object at byte 7")
        XCTAssertEqual(readObjectFailure(#"{"x":01}"#)?.pointer, "/x")
        XCTAssertNotNil(readObjectFailure(#"{"x":1"#)?.syntaxMessage)
    }

    // MARK: - readArray

    func test_readArray_visitsEveryElementWithItsIndex() throws {
        var reader = JSONReader(utf8(" [ 10 , 20 ,30 ] "))
        var seen: [(Int, Double)] = []
        // `readNumber(in:)` finds the value after the whitespace (the bare `readNumber()` expects
        // the cursor on the literal, as `valueKind()` leaves it).
        try reader.readArray { (reader, index) throws(DecodeFailure) in
            seen.append((index, try reader.readNumber(in: .coordinate)))
        }
        try reader.expectEnd()
        XCTAssertEqual(seen.map(\.0), [0, 1, 2])
        XCTAssertEqual(seen.map(\.1), [10, 20, 30])
    }

    func test_readArray_emptyArray_callsNothing() throws {
        var reader = JSONReader(utf8("[ ]"))
        try reader.readArray { (_, _) throws(DecodeFailure) in XCTFail("no elements") }
        try reader.expectEnd()
    }

    func test_readArray_failureInAnElement_gainsItsIndex() {
        var reader = JSONReader(utf8(#"[1,2,"3"]"#))
        XCTAssertThrowsError(
            try reader.readArray { (reader, _) throws(DecodeFailure) in _ = try reader.readNumber(in: .coordinate) }
        ) { error in
            XCTAssertEqual(
                error as? DecodeFailure,
                DecodeFailure(.invalidType(expected: "a number", got: "a string"), at: [.index(2)]))
            XCTAssertEqual((error as? DecodeFailure)?.pointer, "/2")
        }
    }

    func test_readArray_notAnArray_isInvalidType() {
        var reader = JSONReader(utf8("{}"))
        XCTAssertThrowsError(try reader.readArray { (_, _) throws(DecodeFailure) in }) { error in
            XCTAssertEqual(error as? DecodeFailure, DecodeFailure(.invalidType(expected: "an array", got: "an object")))
        }
    }

    func test_readArray_trailingComma_isSyntaxErrorAtTheMissingElement() {
        var reader = JSONReader(utf8("[1,]"))
        XCTAssertThrowsError(
            try reader.readArray { (reader, _) throws(DecodeFailure) in _ = try reader.readNumber(in: .coordinate) }
        ) { error in
            guard let failure = error as? DecodeFailure else { return XCTFail("\(error)") }
            XCTAssertEqual(failure.syntaxMessage, "unexpected character ']', expected a value at byte 3")
            XCTAssertEqual(failure.pointer, "/1")
        }
    }

    // MARK: - readName

    private static let sides = JSONKeySet(["top", "bottom"])

    func test_readName_knownName_isItsIndex() {
        var reader = JSONReader(utf8(#" "bottom""#))
        XCTAssertEqual(try reader.readName(Self.sides), 1)
        var escaped = JSONReader(utf8(#""\u0074op""#))
        XCTAssertEqual(try escaped.readName(Self.sides), 0)
    }

    func test_readName_unknownName_isInvalidEnumListingTheNames() {
        var reader = JSONReader(utf8(#""Top""#))
        XCTAssertThrowsError(try reader.readName(Self.sides)) { error in
            XCTAssertEqual(error as? DecodeFailure, DecodeFailure(.invalidEnum(value: "Top", allowed: ["top", "bottom"])))
        }
    }

    func test_readName_notAString_isInvalidType() {
        var reader = JSONReader(utf8("1"))
        XCTAssertThrowsError(try reader.readName(Self.sides)) { error in
            XCTAssertEqual(error as? DecodeFailure, DecodeFailure(.invalidType(expected: "a string", got: "a number")))
        }
    }

    func test_readName_valueLongerThanSixteenBytes_isInvalidEnum() {
        var reader = JSONReader(utf8(#""bottomTrailingEdge""#))
        XCTAssertThrowsError(try reader.readName(Self.sides)) { error in
            XCTAssertEqual(
                error as? DecodeFailure,
                DecodeFailure(.invalidEnum(value: "bottomTrailingEdge", allowed: ["top", "bottom"])))
        }
    }

    // MARK: - DecodeFailure and pointers

    func test_pointerFromReversed_readsTheReversedPathOutwardIn() {
        let path: [JSONPathComponent] = [.key("height"), .key("frame"), .index(3), .key("items")]
        XCTAssertEqual(path.pointerFromReversed, "/items/3/frame/height")
        XCTAssertEqual([JSONPathComponent]().pointerFromReversed, "")
        XCTAssertEqual(([.key("~/"), .key("")] as [JSONPathComponent]).pointerFromReversed, "//~0~1")
    }

    func test_prefixed_appendsTheOuterComponent() {
        let failure = DecodeFailure(.invalidNumber, at: [.key("y")]).prefixed(by: .index(2)).prefixed(by: .key("items"))
        XCTAssertEqual(failure.reversedPath, [.key("y"), .index(2), .key("items")])
        XCTAssertEqual(failure.pointer, "/items/2/y")
    }

    func test_httpError_mapsEveryProblemToItsCode() {
        let path: [JSONPathComponent] = [.key("height"), .key("frame"), .index(3), .key("items")]
        let cases: [(DecodeFailure.Problem, String, String)] = [
            (.syntax("bad at byte 1"), "invalid_json", "bad at byte 1"),
            (.tooDeep(limit: 64), "nesting_too_deep", "JSON nested deeper than 64 levels"),
            (.duplicateKey("height"), "duplicate_key", #"duplicate key "height""#),
            (.missingField(nil), "missing_field", "height is required"),
            (.missingField("need one"), "missing_field", "need one"),
            (.unknownField(suggestion: nil), "unknown_field", "height is not a known field"),
            (.invalidType(expected: "a number", got: "null"), "invalid_type", "height must be a number, got null"),
            (.invalidNumber, "invalid_number", "height must be a finite number (the literal overflows a double)"),
            (.invalidField("must be >= 0"), "invalid_field", "height must be >= 0"),
            (.invalidEnum(value: "x", allowed: ["a", "b"]), "invalid_enum", #"height must be one of a, b; got "x""#),
            (.duplicateID, "duplicate_id", "item ids must be unique; this id appears earlier"),
            (.conflictingFields("nope"), "conflicting_fields", "nope"),
        ]
        for (problem, code, message) in cases {
            XCTAssertEqual(
                DecodeFailure(problem, at: path).httpError,
                HTTPError(status: 400, code: code, message: message, pointer: "/items/3/frame/height"), code)
        }
    }
}
