import XCTest

@testable import RequestJSON
@testable import ScrollQueryAPI

final class TargetReferenceReadingTests: XCTestCase {
    /// The id of a target is read as any item id is (`readItemID`): the same id for every
    /// spelling, and the same failure at the same byte, with `/id` in front. (`null` and a
    /// missing value fail before the id is read.)
    func test_targetID_readsAsItemIDDoes_forEverySpellingAndFailure() {
        let ids: [[UInt8]] = [
            Array(#""row-6""#.utf8), Array(#" "row-6""#.utf8), Array(#""5a486531-0201-73e0-7d81-d544bb08d0dc""#.utf8),
            Array(#""r\u006fw-6""#.utf8), Array(#""\u00e9""#.utf8), Array("\"é\"".utf8), Array("\"naïve-row-with-a-long-name\"".utf8),
            Array(#""""#.utf8), Array("6".utf8), Array(" -6".utf8), Array("\n0".utf8), Array("6.0".utf8), Array("6.5".utf8),
            Array("9007199254740993".utf8), Array("-".utf8), Array("true".utf8), Array("[1]".utf8),
            Array("\"unterminated".utf8), Array("\"a\u{01}\"".utf8), [0x22, 0x5C, 0x6E, 0xFF, 0x22],
            [0x22, 0xFF, 0x22], [0x22, 0x61, 0xC0, 0x80, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22],
            [0x22, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0xF4, 0x90, 0x80, 0x80, 0x22],
        ]
        for id in ids {
            let body = Array(#"{"id":"#.utf8) + id + Array("}".utf8)
            var targetReader = JSONReader(body)
            var itemReader = JSONReader(body)
            itemReader.position = 6
            let target = outcome { () throws(DecodeFailure) in try targetReader.readTargetReference() }
            let item = outcome { () throws(DecodeFailure) in try itemReader.readItemID() }
            let spelling = String(decoding: id, as: UTF8.self)
            switch (target, item) {
            case (.success(let target), .success(let item)):
                XCTAssertEqual(target, .id(item), spelling)
                XCTAssertEqual(targetReader.position, itemReader.position + 1, spelling)
            case (.failure(let target), .failure(let item)):
                XCTAssertEqual(target, item.prefixed(by: .key("id")), spelling)
            default:
                XCTFail("\(spelling): target \(target), item \(item)")
            }
        }
    }

    /// A name in the body's last 16 bytes is loaded from the end of the body: it matches
    /// whatever precedes it, and a longer or shorter spelling does not.
    func test_readName_inTheLastSixteenBytes_matchesAtEveryDistanceFromTheStart() throws {
        let names = JSONKeySet(["top", "bottom", "leading", "trailing", "fifteen-letters"])
        for padding in 0...24 {
            let spaces = String(repeating: " ", count: padding)
            for (index, name) in names.names.enumerated() {
                var reader = JSONReader(Array("\(spaces)\"\(name)\"".utf8))
                XCTAssertEqual(try reader.readName(names), index, "\(padding) \(name)")
                XCTAssertEqual(reader.position, padding + name.utf8.count + 2)
            }
            for wrong in ["to", "topp", "fifteen-letter", ""] {
                var reader = JSONReader(Array("\(spaces)\"\(wrong)\"".utf8))
                XCTAssertThrowsError(try reader.readName(names), "\(padding) \(wrong)")
            }
            var unterminated = JSONReader(Array("\(spaces)\"top".utf8))
            XCTAssertThrowsError(try unterminated.readName(names), "\(padding)")
        }
    }

    private func outcome<Value>(_ body: () throws(DecodeFailure) -> Value) -> Result<Value, DecodeFailure> {
        do {
            return .success(try body())
        } catch {
            return .failure(error)
        }
    }
}
