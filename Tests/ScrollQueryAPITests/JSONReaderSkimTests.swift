import XCTest

@testable import RequestJSON
@testable import ScrollQueryAPI

/// `JSONReader.skim` and `seekMember`: how a batch counts its requests and finds each `op`
/// without reading the request twice.
final class JSONReaderSkimTests: XCTestCase {
    /// The bytes `skim` steps over at the start of `text`, as text.
    private func skimmed(_ text: String) throws(DecodeFailure) -> String {
        var reader = JSONReader(utf8(text))
        try reader.skim()
        return String(decoding: utf8(text).prefix(reader.position), as: UTF8.self)
    }

    func test_skim_stepsOverExactlyOneValueOfEachKind() throws {
        let rows: [(String, String)] = [
            (#"{"a":[1,{"b":"}]"}],"c":"\""} ,1"#, #"{"a":[1,{"b":"}]"}],"c":"\""}"#),
            (#"[[],[[]],"[",{}],2"#, #"[[],[[]],"[",{}]"#),
            (#""x\u005c\"y" ]"#, #""x\u005c\"y""#),
            ("-12.5e3,", "-12.5e3"),
            ("true}", "true"),
            ("  null ", "  null"),
        ]
        for (text, value) in rows {
            XCTAssertEqual(try skimmed(text), value, text)
        }
    }

    func test_skim_refusesWhatCannotEndAValue() {
        for text in ["", "  ", ",", "]", #"{"a":"#, #"["unterminated"#, #""\q""#] {
            XCTAssertThrowsError(try skimmed(text), text) { error in
                XCTAssertNotNil((error as? DecodeFailure)?.syntaxMessage, text)
            }
        }
    }

    /// The value after `seekMember`, skimmed; nil when the object has no such member.
    private func member(_ name: String, of text: String) throws(DecodeFailure) -> String? {
        var reader = JSONReader(utf8(text))
        guard try reader.seekMember(named: utf8(name)) else { return nil }
        let start = reader.position
        try reader.skim()
        return String(decoding: utf8(text)[start..<reader.position], as: UTF8.self)
    }

    func test_seekMember_findsTheFirstMemberOfThatName_atTheTopOfTheObjectOnly() throws {
        XCTAssertEqual(try member("op", of: #"{"op":"offset","target":{}}"#), #""offset""#)
        XCTAssertEqual(try member("op", of: #"{"target":{"op":"x"},"op" : "snap"}"#), #" "snap""#)
        XCTAssertEqual(try member("op", of: #"{"o\u0070":"visibility"}"#), #""visibility""#)
        XCTAssertEqual(try member("op", of: #"{"op":1,"op":2}"#), "1")
        XCTAssertNil(try member("op", of: #"{"target":{"op":"x"},"ops":1}"#))
        XCTAssertNil(try member("op", of: "{}"))
        XCTAssertNil(try member("op", of: #"["op"]"#))
        XCTAssertThrowsError(try member("op", of: #"{"a" 1}"#))
    }
}
