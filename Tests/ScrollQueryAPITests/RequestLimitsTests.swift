import HTTPServer
import XCTest

@testable import RequestJSON
@testable import ScrollQueryAPI

/// `--max-items` and `--max-json-depth` as the decoder enforces them: each limit crossed by one.
final class RequestLimitsTests: XCTestCase {
    private let frame = #"{"x":0,"y":0,"width":1,"height":1}"#

    /// A valid request with `count` items (ids 0, 1, …) and `extra` after them.
    private func body(items count: Int, _ extra: String = "") -> String {
        request("\"items\":[" + (0..<count).map { "{\"id\":\($0),\"frame\":\(frame)}" }.joined(separator: ",") + extra + "]")
    }

    private func decode(_ json: String, _ limits: RequestLimits) -> Result<ScrollOffsetQuery, HTTPError> {
        Result { () throws(DecodeFailure) in try ScrollOffsetHandler.decode(utf8(json), context: RequestContext(limits: limits)) }
            .mapError(\.httpError)
    }

    private func failure(_ json: String, _ limits: RequestLimits) -> HTTPError? {
        if case .failure(let error) = decode(json, limits) { return error }
        return nil
    }

    // MARK: - maxItems

    func test_defaults_areAMillionItemsAndSixtyFourLevels() {
        XCTAssertEqual(RequestLimits(), RequestLimits(maxItems: 1_000_000, maxJSONDepth: 64))
    }

    func test_maxItems_exactlyTheLimitIsAccepted_oneMoreIs413AtItems() {
        for limit in [0, 1, 3, 40] {
            let limits = RequestLimits(maxItems: limit)
            XCTAssertEqual(try decode(body(items: limit), limits).get().scrollView.frames.array.count, limit)
            XCTAssertEqual(
                failure(body(items: limit + 1), limits),
                HTTPError(
                    status: 413, code: "too_many_items", message: "items must have at most \(limit) elements",
                    pointer: "/items"))
        }
    }

    func test_maxItems_isRefusedBeforeTheElementPastTheLimitIsRead() {
        // The fourth element is not even an item: the count is what is refused.
        XCTAssertEqual(failure(body(items: 3, #","nonsense""#), RequestLimits(maxItems: 3))?.code, "too_many_items")
    }

    func test_maxItems_precedence_anEarlierSchemaProblemWins_invalidJSONAnywhereWins() {
        let limits = RequestLimits(maxItems: 1)
        let badFirstItem = request("\"items\":[{\"id\":0,\"frame\":{\"x\":0,\"y\":0,\"width\":-1,\"height\":1}},{\"id\":1,\"frame\":\(frame)}]")
        XCTAssertEqual(failure(badFirstItem, limits)?.pointer, "/items/0/frame/width")
        XCTAssertEqual(failure(body(items: 2, ",{,}"), limits)?.code, "invalid_json")
        XCTAssertEqual(failure(body(items: 2) + " x", limits)?.code, "invalid_json")
    }

    func test_maxItems_reachesTheDecoderThroughTheRoutes() {
        let router = Router(makeRoutes(limits: RequestLimits(maxItems: 2)))
        guard case .found(let route, _) = router.resolve(method: "POST", path: "/v1/scroll/offset") else {
            return XCTFail("no offset route")
        }
        let respond = { (json: String) in
            route.handler(HTTPRequest(method: "POST", path: "/v1/scroll/offset", contentType: "application/json", body: utf8(json)))
        }
        XCTAssertEqual(respond(body(items: 2)).status, 200)
        XCTAssertEqual(respond(body(items: 3)).status, 413)
    }

    // MARK: - maxJSONDepth

    /// `{"viewport":` then `levels` nested arrays: `levels + 1` levels in all.
    private func nested(_ levels: Int) -> String {
        #"{"viewport":"# + String(repeating: "[", count: levels) + String(repeating: "]", count: levels) + "}"
    }

    func test_maxJSONDepth_exactlyTheLimitParses_oneMoreIsNestingTooDeep() {
        for limit in [2, 10, 64, 200] {
            let limits = RequestLimits(maxJSONDepth: limit)
            XCTAssertEqual(failure(nested(limit - 1), limits)?.code, "invalid_type", "\(limit)")
            XCTAssertEqual(
                failure(nested(limit), limits),
                badRequest(
                    "nesting_too_deep", "JSON nested deeper than \(limit) levels",
                    at: "/viewport" + String(repeating: "/0", count: limit - 1)),
                "\(limit)")
        }
    }

    func test_maxJSONDepth_isHonouredByTheSchemaPassOnAValidBody() {
        // root, items, an item, its frame: four levels.
        let json = body(items: 1)
        XCTAssertNoThrow(try decode(json, RequestLimits(maxJSONDepth: 4)).get())
        XCTAssertEqual(
            failure(json, RequestLimits(maxJSONDepth: 3)),
            badRequest("nesting_too_deep", "JSON nested deeper than 3 levels", at: "/items/0/frame"))
        XCTAssertEqual(failure(json, RequestLimits(maxJSONDepth: 0))?.pointer, "")
    }

    func test_maxJSONDepth_aboveTheCeiling_actsAsTheCeiling() {
        // The validating pass keeps its own stack of open containers, so 1024 levels (and
        // more) cost no thread stack.
        let limits = RequestLimits(maxJSONDepth: 1_000_000)
        XCTAssertEqual(RequestLimits.maxJSONDepthCeiling, 1024)
        XCTAssertEqual(failure(nested(1023), limits)?.code, "invalid_type")
        XCTAssertEqual(failure(nested(1024), limits)?.message, "JSON nested deeper than 1024 levels")
    }

    func test_validatingPass_atTheCeiling_runsOnATinyThreadStack() {
        // 1024 nested arrays and 1024 nested objects, validated on a thread with 64 KB of stack:
        // recursion at ~2 KB per level (a debug build's frame) would need 2 MB.
        final class Outcome: @unchecked Sendable {
            var failures: [DecodeFailure?] = []
        }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let bodies = [
                String(repeating: "[", count: 1024) + String(repeating: "]", count: 1024),
                String(repeating: #"{"a":"#, count: 1023) + "{}" + String(repeating: "}", count: 1023),
            ]
            for body in bodies {
                var reader = JSONReader(utf8(body), maxDepth: 1024)
                do throws(DecodeFailure) {
                    try reader.skipValue()
                    try reader.expectEnd()
                    outcome.failures.append(nil)
                } catch {
                    outcome.failures.append(error)
                }
            }
            done.signal()
        }
        thread.stackSize = 64 * 1024
        thread.start()
        done.wait()
        XCTAssertEqual(outcome.failures, [nil, nil])
    }
}
