import XCTest
@testable import HTTPServer

/// `JSONString` is the one escaper: every string the service writes (answers, error bodies, the
/// access log) is spelled by it.
final class JSONStringTests: XCTestCase {
    private func quoted(_ string: String) -> String {
        var bytes: [UInt8] = Array("x".utf8)
        bytes.appendJSONString(string)
        return String(decoding: bytes, as: UTF8.self)
    }

    func testEscapes_quoteBackslashAndControlCharacters_copyEverythingElse() {
        let cases: [(string: String, expected: String)] = [
            ("", #"x"""#),
            ("plain", #"x"plain""#),
            ("a\"b\\c", #"x"a\"b\\c""#),
            ("\n\r\t", #"x"\n\r\t""#),
            ("\u{8}\u{C}", #"x"\u0008\u000c""#),
            ("\u{0}\u{1}\u{1F}\u{B}", #"x"\u0000\u0001\u001f\u000b""#),
            ("/é😀\u{7F}", "x\"/é😀\u{7F}\""),
        ]
        for (string, expected) in cases { XCTAssertEqual(quoted(string), expected, string.debugDescription) }
    }

    /// Every byte below 0x20 is six bytes (`\u00XX`) or two (`\n`, `\r`, `\t`): `maxLength` is
    /// reached by the worst string and never passed.
    func testMaxLength_boundsEveryControlCharacter() {
        for byte in UInt8(0)..<0x20 {
            let string = String(repeating: String(UnicodeScalar(byte)), count: 3)
            let written = quoted(string).utf8.count - 1
            XCTAssertLessThanOrEqual(written, JSONString.maxLength(utf8Count: 3), "\(byte)")
            XCTAssertEqual(written, [0x09, 0x0A, 0x0D].contains(byte) ? 8 : 20, "\(byte)")
        }
    }
}
