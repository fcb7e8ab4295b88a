import XCTest

@testable import RequestJSON
@testable import ScrollQueryAPI

/// The word-at-a-time key scan must agree with a byte loop, and keys must read the same on its
/// fast path (16 bytes of body after the quote) as on the byte-by-byte path.
final class ByteWordTests: XCTestCase {
    private func word(_ bytes: [UInt8]) -> UInt64 {
        var word: UInt64 = 0
        for (index, byte) in bytes.prefix(8).enumerated() { word |= UInt64(byte) << UInt64(index * 8) }
        return word
    }

    private func isStop(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20
    }

    func test_firstStop_agreesWithAByteLoop() {
        // Every byte value at every position, after a run of plain bytes (incl. UTF-8 and bytes
        // just above a stop value, where a borrow could mislead).
        let fillers: [UInt8] = [0x61, 0x20, 0x21, 0x23, 0x5D, 0x80, 0xFF]
        for filler in fillers {
            for position in 0..<8 {
                for value in 0...255 {
                    var bytes = [UInt8](repeating: filler, count: 8)
                    bytes[position] = UInt8(value)
                    let expected = bytes.firstIndex(where: isStop)
                    XCTAssertEqual(ByteWord.firstStop(in: word(bytes)), expected, "\(bytes)")
                }
            }
        }
        XCTAssertEqual(ByteWord.firstStop(in: word(utf8("ab\"c\\\u{01}ef"))), 2)
        XCTAssertEqual(ByteWord.firstStop(in: word([0x00, 0x22, 0, 0, 0, 0, 0, 0])), 0)
    }

    func test_prefix_keepsTheLeadingBytes() {
        let all = word(utf8("abcdefgh"))
        XCTAssertEqual(ByteWord.prefix(all, count: 0), 0)
        XCTAssertEqual(ByteWord.prefix(all, count: 3), word(utf8("abc")))
        XCTAssertEqual(ByteWord.prefix(all, count: 7), word(utf8("abcdefg")))
    }

    func test_keys_matchOnEveryPath() throws {
        let names = ["a", "width", "height", "eightchr", "fifteen_chars__", "sixteen_chars___"]
        let keys = JSONKeySet(names)
        let padding = String(repeating: " ", count: 20)
        for (index, name) in names.enumerated() {
            // Padded: the word path. Unpadded and last: the byte path. Escaped: the string path.
            let escaped = "\\u00" + String(name.utf8.first ?? 0, radix: 16) + name.dropFirst()
            for text in ["{\"\(name)\":1}\(padding)", "{\"\(name)\":1}", "{\"\(escaped)\":1}\(padding)"] {
                var reader = JSONReader(utf8(text))
                var read: [Int] = []
                let present = try reader.readObject(keys: keys) { (reader, key) throws(DecodeFailure) in
                    read.append(key)
                    _ = try reader.readNumber()
                }
                try reader.expectEnd()
                XCTAssertEqual(read, [index], text)
                XCTAssertEqual(present.firstWord, 1 << UInt64(index), text)
            }
        }
        // A near miss, a longer name and a control byte are still refused.
        for text in [#"{"widthx":1}"#, #"{"seventeen_chars__":1}"#, "{\"wid\u{01}th\":1}"] {
            var reader = JSONReader(utf8(text + padding))
            XCTAssertThrowsError(try reader.readObject(keys: keys) { (_, _) throws(DecodeFailure) in }, text)
        }
    }

    func test_readObject_reportsNullMembersAsAbsent() throws {
        var reader = JSONReader(utf8(#"{"a":null,"width":2}"#))
        let present = try reader.readObject(keys: JSONKeySet(["a", "width"])) { (reader, _) throws(DecodeFailure) in
            _ = try reader.readNumber()
        }
        XCTAssertEqual(present.firstWord, 0b10)
    }
}
