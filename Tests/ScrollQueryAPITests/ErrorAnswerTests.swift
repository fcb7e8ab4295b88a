import HTTPServer
import XCTest

@testable import ScrollQueryAPI

/// `DecodeFailure.answer` is the one mapping from the API's failures to responses, and its error
/// bodies are byte for byte what the HTTP layer's `HTTPError` writes: one escaper (`JSONString`)
/// spells their strings and answers' alike.
final class ErrorAnswerTests: XCTestCase {
    private let controls = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined() + "\"\\é/~"

    func test_anErrorBody_isWhatTheHTTPLayersErrorWrote_everyControlCharacterIncluded() {
        let failure = DecodeFailure(.conflictingFields("m" + controls), at: [.key(controls), .index(3)])
        let answer = failure.answer
        let response = answer.response
        let before = HTTPError(
            status: 400, code: "conflicting_fields", message: "m" + controls, pointer: answer.pointer).response
        XCTAssertEqual(response.status, 400)
        XCTAssertEqual(Array(response.body), Array(before.body))
        XCTAssertEqual(response.headers.map(\.name), before.headers.map(\.name))
        XCTAssertTrue(String(decoding: response.body, as: UTF8.self).contains(#"\u0008\t\n\u000b\u000c\r"#))
    }

    func test_anErrorWithoutAPointer_leavesItOut() {
        let body = DecodeFailure(.layoutNotStored(id: "x")).answer.response.body
        XCTAssertFalse(String(decoding: body, as: UTF8.self).contains("pointer"))
        XCTAssertEqual(
            Array(body),
            Array(HTTPError(status: 404, code: "unknown_layout", message: DecodeFailure(.layoutNotStored(id: "x")).answer.message).response.body))
    }

    func test_aBatchResult_isTheErrorObjectWithItsStatusBeside() {
        var json = JSONWriter()
        DecodeFailure(.targetNotFound("no item has id 1"), at: [.key("id"), .key("target")]).answer.writeResult(to: &json)
        XCTAssertEqual(
            String(decoding: json.bytes, as: UTF8.self),
            #"{"error":{"code":"target_not_found","message":"no item has id 1","pointer":"/target/id"},"status":404}"#)
    }

    func test_answersAndErrors_spellBackspaceAndFormFeedAsUnicodeEscapes() {
        var json = JSONWriter()
        json.string("\u{8}\u{C}")
        XCTAssertEqual(String(decoding: json.bytes, as: UTF8.self), #""\u0008\u000c""#)
        let body = DecodeFailure(.conflictingFields("\u{8}\u{C}")).answer.response.body
        XCTAssertTrue(String(decoding: body, as: UTF8.self).contains(#""message":"\u0008\u000c""#))
    }
}
