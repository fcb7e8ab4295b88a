import HTTPServer
import XCTest

@testable import RequestJSON
@testable import ScrollQueryAPI

/// `RequestBody.decode`, the entry point every endpoint shares: empty bodies, trailing data, and
/// invalid JSON outranking the endpoint reader's own failure.
final class RequestBodyTests: XCTestCase {
    /// An endpoint of the simplest kind: the body is an array of numbers, at most 3 of them.
    private func decodeNumbers(_ text: String, limits: RequestLimits = RequestLimits()) -> Result<[Double], HTTPError> {
        Result { () throws(DecodeFailure) in
            try RequestBody.decode(utf8(text), limits: limits) { (reader) throws(DecodeFailure) in
                var numbers: [Double] = []
                try reader.readArray(maxCount: 3) { (reader, _) throws(DecodeFailure) in
                    numbers.append(try reader.readNumber(in: .nonNegative))
                }
                return numbers
            }
        }.mapError(\.httpError)
    }

    private func failure(_ text: String, limits: RequestLimits = RequestLimits()) -> HTTPError? {
        if case .failure(let error) = decodeNumbers(text, limits: limits) { return error }
        return nil
    }

    func test_decode_returnsWhatTheReaderRead_whitespaceAroundIsFine() throws {
        XCTAssertEqual(try decodeNumbers(" [1, 2.5]\n").get(), [1, 2.5])
        XCTAssertEqual(try decodeNumbers("[]").get(), [])
    }

    func test_decode_refusals_eachWithItsCodeAndPointer() {
        let rows: [(situation: String, body: String, code: String, pointer: String, message: String?)] = [
            ("no bytes", "", "empty_body", "", "request body is empty; send a JSON object"),
            ("whitespace", " \r\n\t", "empty_body", "", nil),
            ("trailing data", "[1] 2", "invalid_json", "", "unexpected data after the JSON value at byte 4"),
            ("the reader's schema problem", "[1,-2,3]", "invalid_field", "/1", nil),
            // The reader stops at -2; the validating pass finds the broken literal after it.
            ("invalid JSON after a schema problem", "[1,-2,tru]", "invalid_json", "/2", nil),
            ("a duplicate key after a schema problem", #"[-1,{"a":1,"a":2}]"#, "duplicate_key", "/1/a", nil),
            ("an array longer than the reader allows", "[1,2,3,4]", "too_many_items", "", nil),
        ]
        for row in rows {
            let error = failure(row.body)
            XCTAssertEqual(error?.code, row.code, row.situation)
            XCTAssertEqual(error?.pointer, row.pointer, row.situation)
            if let message = row.message { XCTAssertEqual(error?.message, message, row.situation) }
        }
    }

    func test_decode_depthLimit_holdsInTheReaderAndTheValidatingPass() {
        let limits = RequestLimits(maxJSONDepth: 1)
        // The reader itself enters only one level: fine at 1.
        XCTAssertEqual(try decodeNumbers("[1]", limits: limits).get(), [1])
        // The reader fails on the nested array's type; the validating pass, on its depth.
        XCTAssertEqual(failure("[[1]]", limits: limits)?.code, "nesting_too_deep")
        XCTAssertEqual(failure("[[1]]", limits: RequestLimits(maxJSONDepth: 2))?.code, "invalid_type")
    }
}
