import HTTPServer
import XCTest

@testable import ItemLayouts
@testable import ScrollQueryAPI

/// Client-sent text in error messages: short, escaped; the pointer beside it stays exact.
final class ExcerptTests: XCTestCase {
    private let long = String(repeating: "abcdefgh", count: 25)  // 200 scalars
    private var first64: String { String(long.prefix(64)) }

    func test_of_cutsAtSixtyFourScalarsAndEscapes() {
        let rows: [(String, String)] = [
            ("viewport", "viewport"),
            ("", ""),
            (String(repeating: "x", count: 64), String(repeating: "x", count: 64)),
            (String(repeating: "x", count: 65), String(repeating: "x", count: 64) + "…"),
            (long, String(long.prefix(64)) + "…"),
            ("a\nb\rc\td", #"a\nb\rc\td"#),
            ("a\"b\\c", #"a\"b\\c"#),
            ("bell\u{07}esc\u{1B}nul\u{0}del\u{7F}c1\u{85}", #"bell\u{7}esc\u{1B}nul\u{0}del\u{7F}c1\u{85}"#),
            ("rtl\u{202E}txt\u{2028}\u{2029}", #"rtl\u{202E}txt\u{2028}\u{2029}"#),
            ("héllo 🙂 日本", "héllo 🙂 日本"),
            // Scalars, not characters: a letter with 100 combining accents is one character.
            ("e" + String(repeating: "\u{301}", count: 100), "e" + String(repeating: "\u{301}", count: 63) + "…"),
        ]
        for (text, expected) in rows {
            XCTAssertEqual(Excerpt.of(text), expected, text.debugDescription)
        }
    }

    func test_of_escapesOnlyTheKeptScalars() {
        // 64 newlines become 128 characters of escapes, and the rest is cut.
        XCTAssertEqual(Excerpt.of(String(repeating: "\n", count: 70)), String(repeating: #"\n"#, count: 64) + "…")
    }

    // MARK: - In the decoder's messages

    func test_unknownField_longName_isExcerptedInTheMessageButExactInThePointer() {
        XCTAssertEqual(
            decodeFailure(request("\"\(long)\":1")),
            badRequest("unknown_field", "\(first64)… is not a known field", at: "/" + long))
    }

    func test_unknownField_controlCharacters_areEscapedInTheMessage() {
        XCTAssertEqual(
            decodeFailure(request(#""a\u0007b\nc":1"#)),
            badRequest("unknown_field", #"a\u{7}b\nc is not a known field"#, at: "/a\u{07}b\nc"))
    }

    func test_invalidEnum_longValue_isExcerpted() {
        XCTAssertEqual(
            decodeFailure(request("\"semantics\":\"\(long)\"")),
            badRequest("invalid_enum", "semantics must be one of swiftui, uikit, css, flutter, compose, android; got \"\(first64)…\"", at: "/semantics"))
        XCTAssertEqual(
            decodeFailure(request(#""semantics":"ui\"kit\u001b""#))?.message,
            #"semantics must be one of swiftui, uikit, css, flutter, compose, android; got "ui\"kit\u{1B}""#)
    }

    func test_duplicateKey_longName_isExcerpted() {
        // Found by the validating pass: any key can repeat there.
        XCTAssertEqual(
            decodeFailure("{\"\(long)\":1,\"\(long)\":2}"),
            badRequest("duplicate_key", "duplicate key \"\(first64)…\"", at: "/" + long))
    }

    func test_targetNotFound_longStringId_isExcerpted() {
        let response = ScrollOffsetHandler.handle(
            HTTPRequest(method: "POST", path: "/v1/scroll/offset", body: utf8(request(target: "{\"id\":\"\(long)\\u0000\"}"))))
        XCTAssertEqual(response.status, 404)
        XCTAssertEqual(
            String(decoding: response.body, as: UTF8.self),
            #"{"error":{"code":"target_not_found","message":"no item has id \"\#(first64)…\"","pointer":"/target/id"}}"#)
        XCTAssertEqual(ItemID.string("a\u{0}\"").description, #""a\u{0}\"""#)
        XCTAssertEqual(ItemID.integer(-7).description, "-7")
    }

    func test_description_keepsShortText_escapesControls_andCutsLongText() {
        let long = String(repeating: "a", count: 100)
        let cases: [(text: String, expected: String)] = [
            ("/healthz", "/healthz"),
            ("", ""),
            ("/a\0b\r\n\u{7F}", "/a%00b%0D%0A%7F"),
            (String(repeating: "a", count: 64), String(repeating: "a", count: 64)),
            (long, String(repeating: "a", count: 64) + "…"),
            // Cut at a character boundary: 63 ASCII bytes, then "é" (2 bytes) does not fit.
            (String(repeating: "a", count: 63) + "é", String(repeating: "a", count: 63) + "…"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(Excerpt(text).description, expected, text)
        }
    }
}
