import HTTPServer
import XCTest

@testable import RequestJSON
@testable import ScrollQueryAPI

/// `ErrorAnswer` writes every error body: the API's failures (`DecodeFailure.answer`) and the
/// HTTP layer's refusals (`ErrorAnswer(refusal)`). Their strings are escaped as answers' are, by
/// the one escaper (`JSONString`): `\u0008` and `\u000c` included.
final class ErrorAnswerTests: XCTestCase {
    private let controls = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined() + "\"\\é/~"

    func test_anErrorBody_escapesEveryControlCharacter() {
        let failure = DecodeFailure(.conflictingFields("m" + controls), at: [.key(controls), .index(3)])
        let response = failure.answer.response
        let escaped = #"\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008\t\n\u000b\u000c\r\u000e\u000f"#
            + #"\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c\u001d\u001e\u001f\"\\é"#
        XCTAssertEqual(response.status, 400)
        XCTAssertEqual(response.headers.map(\.name), ["Content-Type"])
        XCTAssertEqual(
            String(decoding: response.body, as: UTF8.self),
            #"{"error":{"code":"conflicting_fields","message":"m"# + escaped + #"/~","pointer":"/3/"# + escaped + #"~1~0"}}"#)
    }

    func test_anErrorWithoutAPointer_leavesItOut() {
        let body = DecodeFailure(.layoutNotStored(id: "x")).answer.response.body
        XCTAssertFalse(String(decoding: body, as: UTF8.self).contains("pointer"))
        XCTAssertTrue(String(decoding: body, as: UTF8.self).hasPrefix(#"{"error":{"code":"unknown_layout","message":"no layout"#))
    }

    /// The HTTP layer's refusals: code and message as the contract has them, no pointer; the
    /// status and headers are the server's (`Refusal`), only the body is written here.
    func test_aRefusalsBody_isTheErrorWithItsCodeAndMessage_byTheTable() {
        let long = "/" + String(repeating: "x", count: 10_000)
        let cases: [(refusal: Refusal, code: String, message: String)] = [
            (.notFound(path: "/nope"), "not_found", "No resource at /nope."),
            (.notFound(path: long), "not_found", "No resource at /" + String(repeating: "x", count: 63) + "…."),
            (.methodNotAllowed(method: "DELETE", allowed: ["GET", "HEAD"]), "method_not_allowed",
             "Method DELETE is not allowed here; use GET, HEAD."),
            (.unsupportedMediaType(contentType: "text/plain"), "unsupported_media_type",
             "Content-Type must be application/json, got text/plain."),
            (.unsupportedMediaType(contentType: nil), "unsupported_media_type", "Content-Type must be application/json, got none."),
            (.payloadTooLarge(limit: 1000), "payload_too_large", "Request body exceeds the limit of 1000 bytes."),
            (.unauthorized, "unauthorized", "This resource needs an Authorization: Bearer token."),
            (.overloaded(retryAfterSeconds: 1), "overloaded", "The server is holding as many request bodies as it may; retry shortly."),
            (.ambiguousFraming(.lengthAndTransferEncoding), "invalid_framing",
             "Send either Content-Length or Transfer-Encoding, not both."),
            (.ambiguousFraming(.disagreeingLengths), "invalid_framing", "The request has several Content-Length fields that disagree."),
            (.unsupportedTransferEncoding("gzip\r"), "unsupported_transfer_encoding",
             "Transfer-Encoding gzip%0D is not supported; send chunked or a Content-Length."),
            (.noHandler, "internal_error", "The request matched no handler."),
            (.invalidStatus(42), "internal_error", "The handler produced an invalid status 42."),
        ]
        for (refusal, code, message) in cases {
            let body = refusalBody(refusal)
            XCTAssertEqual(body.contentType, "application/json", "\(refusal)")
            let object = try? JSONSerialization.jsonObject(with: Data(body.bytes)) as? [String: [String: String]]
            XCTAssertEqual(object?["error"], ["code": code, "message": message], "\(refusal)")
            XCTAssertEqual(ErrorAnswer(refusal).status, refusal.status, "\(refusal)")
        }
    }

    func test_aBatchResult_isTheErrorObjectWithItsStatusBeside() {
        var json = JSONWriter()
        DecodeFailure(.targetNotFound("no item has id 1"), at: [.key("id"), .key("target")]).answer.writeResult(to: &json)
        XCTAssertEqual(
            String(decoding: json.bytes, as: UTF8.self),
            #"{"error":{"code":"target_not_found","message":"no item has id 1","pointer":"/target/id"},"status":404}"#)
    }

    func test_answers_spellControlCharactersAsUnicodeEscapes() {
        var json = JSONWriter()
        json.string("\u{8}\u{C}")
        XCTAssertEqual(String(decoding: json.bytes, as: UTF8.self), #""\u0008\u000c""#)
    }
}
