import HTTPServer
import XCTest

@testable import RequestJSON
@testable import ScrollQueryAPI

/// RFC 6901 escaping must work scalar by scalar: `~` followed by a combining mark is a single
/// Swift `Character` that is not equal to `"~"` (the fuzzer's first find).
final class JSONPointerTests: XCTestCase {
    func test_appending_tildeAndSlashBeforeCombiningMarks_areEscaped() {
        // U+061A ARABIC SMALL KASRA and U+0301 COMBINING ACUTE ACCENT are combining marks:
        // "~\u{61A}" and "/\u{301}" are one Character each.
        XCTAssertEqual(JSONPointer.appending("~\u{61A}", to: ""), "/~0\u{61A}")
        XCTAssertEqual(JSONPointer.appending("a/\u{301}b", to: "/items"), "/items/a~1\u{301}b")
        XCTAssertEqual(JSONPointer.appending("plain", to: "/x"), "/x/plain")
    }

    func test_unescape_isTheInverseOfAppending_evenBeforeCombiningMarks() {
        XCTAssertEqual(JSONPointer.unescape("~0\u{61A}~1\u{301}"), "~\u{61A}/\u{301}")
        XCTAssertEqual(JSONPointer.unescape("a~"), "a~")
    }

    func test_decode_fuzzerBody_tildeBeforeCombiningMarkInAKey_isEscapedInThePointer() {
        // Fuzz/regressions/pointer-tilde-before-combining-mark without its first line (the endpoint):
        // {"<9A>~<D8 9A>~"<CC>o":}. The key is an invalid byte (read lossily as U+FFFD), "~",
        // U+061A (D8 9A), "~"; the byte after it is not ':'. Both tildes must become ~0.
        let body: [UInt8] = [0x7B, 0x22, 0x9A, 0x7E, 0xD8, 0x9A, 0x7E, 0x22, 0xCC, 0x6F, 0x22, 0x3A, 0x7D]
        let error = decodeFailure(body)
        XCTAssertEqual(error?.code, "invalid_json")
        XCTAssertEqual(error?.pointer, "/\u{FFFD}~0\u{61A}~0")
    }

    func test_decode_unknownKeyWithTildeBeforeCombiningMark_pointsAtItEscaped() {
        let error = decodeFailure(request(#""~\#u{301}":1"#))
        XCTAssertEqual(error?.code, "unknown_field")
        XCTAssertEqual(error?.pointer, "/~0\u{301}")
    }

    /// The message names the key the pointer ends in, split scalar by scalar too: a key that
    /// starts with a combining mark makes its `/` one `Character` with the mark (the fuzzer's
    /// find in a batch: U+0F76 TIBETAN VOWEL SIGN VOCALIC R after `/requests/1/`).
    func test_decode_unknownKeyStartingWithCombiningMark_isNamedWholeInTheMessage() {
        for key in ["\u{F76}iei", "\u{301}x", "~\u{301}"] {
            let error = decodeFailure(request("\"\(key)\":1"))
            XCTAssertEqual(error?.message, "\(key) is not a known field")
            XCTAssertEqual(error?.pointer, JSONPointer.appending(key, to: ""))
        }
    }
}
