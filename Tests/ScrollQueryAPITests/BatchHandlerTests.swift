import HTTPServer
import XCTest

@testable import RequestJSON
@testable import ScrollQueryAPI

/// `POST /v1/batch`: every result is byte for byte what the endpoint answers for the same
/// request sent on its own (the shared fields merged into it); failures of one request are its
/// result, with a pointer into the batch; what breaks the whole body fails the batch.
final class BatchHandlerTests: XCTestCase {
    // MARK: - Helpers

    /// A 390×844 phone over 3000 points of content with three 120-point rows.
    private let shared = #""viewport":{"width":390,"height":844},"contentSize":{"width":390,"height":3000},"contentInsets":{"top":47,"bottom":34},"items":[{"id":"a","frame":{"x":0,"y":1200,"width":390,"height":120}},{"id":"b","frame":{"x":0,"y":1320,"width":390,"height":120}},{"id":7,"frame":{"x":0,"y":1440,"width":390,"height":120}}]"#

    private func post(_ handler: (HTTPRequest, RequestContext) -> HTTPResponse, _ json: String,
                      limits: RequestLimits = RequestLimits()) -> (status: Int, body: String) {
        let response = handler(
            HTTPRequest(method: "POST", path: "/v1/batch", contentType: "application/json", body: utf8(json)),
            RequestContext(limits: limits))
        return (response.status, String(decoding: response.body, as: UTF8.self))
    }

    private func batch(_ json: String, limits: RequestLimits = RequestLimits()) -> (status: Int, body: String) {
        post(BatchHandler.handle, json, limits: limits)
    }

    /// The batch of `requests` (each a JSON object's members, `op` first) over `shared`.
    private func batchBody(_ requests: [String], shared: String? = nil) -> String {
        #"{\#(shared ?? self.shared),"requests":[\#(requests.map { "{" + $0 + "}" }.joined(separator: ","))]}"#
    }

    /// What the endpoint answers alone for a body of `members`: the shared fields merged with
    /// the request's own.
    private func alone(_ handler: (HTTPRequest, RequestContext) -> HTTPResponse, _ members: String) -> String {
        post(handler, "{" + members + "}").body
    }

    /// An error result as the batch writes it.
    private func errorResult(_ status: Int, _ code: String, _ message: String, _ pointer: String) -> String {
        #"{"error":{"code":"\#(code)","message":"\#(message)","pointer":"\#(pointer)"},"status":\#(status)}"#
    }

    private func results(_ parts: [String]) -> String {
        #"{"results":[\#(parts.joined(separator: ","))]}"#
    }

    // MARK: - Results are the endpoints' own bodies

    func test_eachResult_isTheEndpointsOwnBody_inRequestOrder() {
        let phone = #""viewport":{"width":390,"height":844},"contentSize":{"width":390,"height":3000},"contentInsets":{"top":47,"bottom":34}"#
        let rows = #""items":[{"id":"a","frame":{"x":0,"y":1200,"width":390,"height":120}},{"id":"b","frame":{"x":0,"y":1320,"width":390,"height":120}},{"id":7,"frame":{"x":0,"y":1440,"width":390,"height":120}}]"#
        let own = [
            (ScrollOffsetHandler.handle, "offset", #""target":{"id":"a"},"anchor":"center""#),
            (ScrollOffsetHandler.handle, "offset", #""target":{"next":{"after":"b"}},"semantics":"uikit","displayScale":3"#),
            (VisibilityHandler.handle, "visibility", #""threshold":0.25,"prefetchDistance":400"#),
            (ScrollSnapHandler.handle, "snap", #""velocity":{"x":0,"y":900},"behavior":{"viewAligned":{"limit":"never"}}"#),
            (ScrollSnapHandler.handle, "snap", #""delta":{"x":0,"y":300},"behavior":{"paging":{}}"#),
            (ScrollAnimationHandler.handle, "animation", #""from":{"x":0,"y":0},"to":{"x":0,"y":300},"curve":"snappy","framesPerSecond":10"#),
        ]
        // An animation with `to` has no scroll view: its body is its own members alone.
        let expected = own.map { handler, op, members in
            alone(handler, op == "animation" ? members : phone + "," + rows + "," + members)
        }
        let (status, body) = batch(batchBody(own.map { #""op":"\#($0.1)","# + $0.2 }, shared: phone + "," + rows))
        XCTAssertEqual(status, 200)
        XCTAssertEqual(body, results(expected))
    }

    func test_anAnimationsOffsetRequest_isReadOverTheSharedScrollView() {
        let phone = #""viewport":{"width":390,"height":844},"contentSize":{"width":390,"height":3000}"#
        let rows = #""items":[{"id":"a","frame":{"x":0,"y":1200,"width":390,"height":120}}]"#
        let expected = alone(
            ScrollAnimationHandler.handle,
            #""offsetRequest":{\#(phone),"contentOffset":{"x":0,"y":100},\#(rows),"target":{"id":"a"}},"duration":0.5,"framesPerSecond":8"#)
        let (status, body) = batch(batchBody(
            [#""op":"animation","offsetRequest":{"contentOffset":{"x":0,"y":100},"target":{"id":"a"}},"duration":0.5,"framesPerSecond":8"#],
            shared: phone + "," + rows))
        XCTAssertEqual(status, 200)
        XCTAssertEqual(body, results([expected]))
    }

    func test_aRequest_overridesTheSharedViewportSizeInsetsPaddingAndOffset() {
        let rows = #""items":[{"id":"a","frame":{"x":0,"y":1200,"width":390,"height":120}}]"#
        let sharedFields = #""viewport":{"width":390,"height":844},"contentSize":{"width":390,"height":3000},"contentInsets":{"top":47,"bottom":34},"scrollPadding":{"top":10},"contentOffset":{"x":0,"y":5},\#(rows)"#
        let override = #""viewport":{"width":844,"height":390},"contentSize":{"width":844,"height":4000},"contentInsets":{"top":0},"scrollPadding":{"bottom":3},"contentOffset":{"x":0,"y":900}"#
        let target = #""target":{"id":"a"},"anchor":"nearest""#
        let expectedOverridden = alone(ScrollOffsetHandler.handle, override + "," + rows + "," + target)
        let expectedShared = alone(ScrollOffsetHandler.handle, sharedFields + "," + target)
        XCTAssertNotEqual(expectedOverridden, expectedShared)
        let (status, body) = batch(batchBody(
            [#""op":"offset",\#(override),\#(target)"#, #""op":"offset",\#(target)"#], shared: sharedFields))
        XCTAssertEqual(status, 200)
        XCTAssertEqual(body, results([expectedOverridden, expectedShared]))
    }

    func test_theViewport_mayComeFromEachRequestInstead() {
        let (status, body) = batch(#"{"contentSize":{"width":100,"height":1000},"requests":[{"op":"offset","viewport":{"width":100,"height":100},"target":{"edge":"bottom"}},{"op":"offset","target":{"edge":"bottom"}}]}"#)
        XCTAssertEqual(status, 200)
        XCTAssertEqual(body, results([
            alone(ScrollOffsetHandler.handle, #""contentSize":{"width":100,"height":1000},"viewport":{"width":100,"height":100},"target":{"edge":"bottom"}"#),
            errorResult(400, "missing_field", "viewport is required", "/requests/1/viewport"),
        ]))
    }

    func test_theFlow_isShared_andHonouredByOffset() {
        let flow = #""viewport":{"width":390,"height":120},"contentSize":{"width":1000,"height":120},"direction":"rtl""#
        let (status, body) = batch(batchBody([#""op":"offset","target":{"edge":"leading"}"#], shared: flow))
        XCTAssertEqual(status, 200)
        XCTAssertEqual(body, results([alone(ScrollOffsetHandler.handle, flow + #","target":{"edge":"leading"}"#)]))
    }

    func test_aSharedStack_answersEveryRequestAsTheEndpointsWould_estimatesIncluded() {
        // 100k rows with 8 between them, the first two measured at 60 and 140 over an estimate of
        // 100: the content size is derived (in each request's own viewport, too).
        let stack = #""stack":{"spacing":8,"sizes":{"uniform":null,"count":100000},"estimatedSize":100,"measured":{"0":60,"1":140}}"#
        let phone = #""viewport":{"width":390,"height":844}"#
        let small = #""viewport":{"width":320,"height":480}"#
        let own = [
            (ScrollOffsetHandler.handle, "offset", phone, #""target":{"index":99999},"anchor":"bottom""#),
            (ScrollOffsetHandler.handle, "offset", small, #""target":{"id":1}"#),
            (ScrollOffsetHandler.handle, "offset", phone, #""target":{"next":{"after":0}},"contentOffset":{"x":0,"y":500}"#),
            (VisibilityHandler.handle, "visibility", phone, #""contentOffset":{"x":0,"y":100}"#),
            (ScrollSnapHandler.handle, "snap", phone, #""proposedOffset":{"x":0,"y":250},"behavior":{"paging":{}}"#),
        ]
        let expected = own.map { handler, _, viewport, members in alone(handler, viewport + "," + stack + "," + members) }
        XCTAssertFalse(expected.contains { $0.hasPrefix(#"{"error""#) }, "\(expected)")
        XCTAssertTrue(expected[0].contains(#""estimated":true"#), expected[0])
        let requests = own.map { _, op, viewport, members in
            #""op":"\#(op)","# + (viewport == small ? small + "," : "") + members
        }
        let (status, body) = batch(batchBody(requests, shared: phone + "," + stack))
        XCTAssertEqual(status, 200)
        XCTAssertEqual(body, results(expected))
    }

    func test_anUnknownStoredLayout_failsTheWholeBatch() {
        let (status, body) = batch(#"{"layout":"sha256-\#(String(repeating: "ab", count: 32))","requests":[]}"#)
        XCTAssertEqual(status, 404)
        XCTAssertTrue(body.hasPrefix(#"{"error":{"code":"unknown_layout""#), body)
        XCTAssertTrue(body.hasSuffix(#""pointer":"/layout"}}"#), body)
        XCTAssertEqual(batch(#"{"items":[],"stack":{"sizes":[]},"requests":[]}"#).status, 400)
    }

    func test_anEmptyBatch_hasNoResults() {
        XCTAssertEqual(batch(#"{"requests":[]}"#).body, #"{"results":[]}"#)
        XCTAssertEqual(batch(#" { "requests" : [ ] , "items" : null } "#).body, #"{"results":[]}"#)
    }

    // MARK: - One request fails, the others are answered

    func test_mixedGoodAndBadRequests_eachBadOneIsItsErrorResult_withAPointerIntoTheBatch() {
        let good = #""op":"offset","target":{"index":1}"#
        let goodAnswer = alone(ScrollOffsetHandler.handle, shared + #","target":{"index":1}"#)
        let rows: [(request: String, result: String)] = [
            (good, goodAnswer),
            (#""op":"offset","target":{"id":"zz"}"#,
             errorResult(404, "target_not_found", #"no item has id \"zz\""#, "/requests/1/target/id")),
            (#""op":"offset","target":{"index":3}"#,
             errorResult(404, "target_not_found", "index 3 is out of range: items has 3 elements", "/requests/2/target/index")),
            (#""op":"offset","target":{"index":0},"anchor":"middle""#,
             errorResult(400, "invalid_enum", "anchor must be one of topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing, nearest; got \\\"middle\\\"", "/requests/3/anchor")),
            (#""op":"visibility","threshold":2"#, errorResult(400, "invalid_field", "threshold must be <= 1", "/requests/4/threshold")),
            (#""op":"snap","velocity":{"x":0,"y":1},"delta":{"x":0,"y":1}"#,
             errorResult(400, "conflicting_fields", "send exactly one of velocity, proposedOffset, delta; this body has velocity and delta", "/requests/5/delta")),
            (#""op":"animation","offsetRequest":{"target":{"id":"gone"}}"#,
             errorResult(404, "target_not_found", #"no item has id \"gone\""#, "/requests/6/offsetRequest/target/id")),
            (#""op":"offset""#, errorResult(400, "missing_field", "target is required", "/requests/7/target")),
            (good, goodAnswer),
        ]
        let (status, body) = batch(batchBody(rows.map(\.request)))
        XCTAssertEqual(status, 200)
        XCTAssertEqual(body, results(rows.map(\.result)))
    }

    func test_theOp_isFoundWherever_andRefusedPrecisely() {
        let answer = alone(ScrollOffsetHandler.handle, shared + #","target":{"index":0}"#)
        let (status, body) = batch(
            #"{\#(shared),"requests":[{"target":{"index":0},"op":"offset"},{"target":{"index":0},"o\u0070":"offset"},{"op":"nope"},{"op":null},{},{"op":5},7,[],"offset",{"op":"offset","op2":1}]}"#)
        // The ops, in the order of the registry (`EndpointRegistryTests` holds it to the spec).
        let ops = BatchOperation.all.map(\.name).joined(separator: ", ")
        XCTAssertEqual(status, 200)
        XCTAssertEqual(body, results([
            answer, answer,
            errorResult(400, "invalid_enum", #"op must be one of \#(ops); got \"nope\""#, "/requests/2/op"),
            errorResult(400, "missing_field", "op is required: one of \(ops)", "/requests/3/op"),
            errorResult(400, "missing_field", "op is required: one of \(ops)", "/requests/4/op"),
            errorResult(400, "invalid_type", "op must be a string, got a number", "/requests/5/op"),
            errorResult(400, "invalid_type", "requests[6] must be an object (a request and its op), got a number", "/requests/6"),
            errorResult(400, "invalid_type", "requests[7] must be an object (a request and its op), got an array", "/requests/7"),
            errorResult(400, "invalid_type", "requests[8] must be an object (a request and its op), got a string", "/requests/8"),
            errorResult(400, "unknown_field", "op2 is not a known field; did you mean op?", "/requests/9/op2"),
        ]))
    }

    /// Fuzz/regressions/batch-unknown-key-starting-with-combining-mark: U+0F76 joins the `/`
    /// before it into one `Character`, which once made the message "1/ྲྀiei" and the fuzzer's
    /// own check read the pointer as leaving `/requests/1`.
    func test_anUnknownKeyStartingWithACombiningMark_isNamedWhole_inItsRequestsResult() {
        let (status, body) = batch(batchBody([#""op":"offset","\#u{F76}iei":{"id":"nobody"}"#]))
        XCTAssertEqual(status, 200)
        XCTAssertEqual(body, results([
            errorResult(400, "unknown_field", "\u{F76}iei is not a known field", "/requests/0/\u{F76}iei"),
        ]))
    }

    func test_theLayoutAndFlow_belongToTheBatch_aRequestCannotSendThem() {
        let rows: [(String, String)] = [
            (#""op":"offset","items":[],"target":{"index":0}"#, "/requests/0/items"),
            (#""op":"visibility","items":null,"direction":"rtl""#, "/requests/1/direction"),
            (#""op":"snap","writingMode":"vertical-rl","velocity":{"x":0,"y":0}"#, "/requests/2/writingMode"),
            (#""op":"animation","offsetRequest":{"items":[],"target":{"index":0}}"#, "/requests/3/offsetRequest/items"),
            (#""op":"animation","offsetRequest":{"op":"offset","target":{"index":0}}"#, "/requests/4/offsetRequest/op"),
            (#""op":"animation","items":[]"#, "/requests/5/items"),
            (#""op":"offset","stack":{"sizes":[1]},"target":{"index":0}"#, "/requests/6/stack"),
            (#""op":"visibility","layout":"sha256-\#(String(repeating: "0", count: 64))""#, "/requests/7/layout"),
            (#""op":"snap","items":[],"velocity":{"x":0,"y":0}"#, "/requests/8/items"),
        ]
        let (_, body) = batch(batchBody(rows.map(\.0)))
        XCTAssertEqual(body, results(rows.map { row in
            let name = row.1.split(separator: "/").last.map(String.init) ?? ""
            return errorResult(400, "unknown_field", "\(name) is not a known field", row.1)
        }))
    }

    func test_aSharedFlow_thatAnEndpointCannotHonour_failsItsRequests_atTheBatchsField() {
        let flow = #""viewport":{"width":390,"height":844},"contentSize":{"width":390,"height":3000},"writingMode":"vertical-rl""#
        let (status, body) = batch(batchBody([
            #""op":"visibility""#,
            #""op":"snap","velocity":{"x":0,"y":0}"#,
            #""op":"offset","target":{"edge":"top"}"#,
            #""op":"offset","target":{"edge":"top"},"semantics":"css""#,
        ], shared: flow))
        XCTAssertEqual(status, 200)
        XCTAssertEqual(body, results([
            errorResult(400, "conflicting_fields", "/v1/scroll/visibility does not support direction or writingMode yet; send neither (they default to ltr and horizontal-tb)", "/writingMode"),
            errorResult(400, "conflicting_fields", "/v1/scroll/snap does not support direction or writingMode yet; send neither (they default to ltr and horizontal-tb)", "/writingMode"),
            errorResult(400, "conflicting_fields", #"writingMode \"vertical-rl\" applies only to semantics \"css\"; swiftui is always horizontal-tb"#, "/writingMode"),
            alone(ScrollOffsetHandler.handle, flow + #","target":{"edge":"top"},"semantics":"css""#),
        ]))
    }

    func test_pagingByASharedViewportUnderTheLeastPageSize_failsAtTheRequestsPageSize() {
        let thin = #""viewport":{"width":390,"height":5e-324},"contentSize":{"width":390,"height":3000}"#
        let (status, body) = batch(batchBody([
            #""op":"snap","delta":{"x":0,"y":1},"behavior":{"paging":{"pageSize":{"width":1,"height":1}}}"#,
            #""op":"snap","delta":{"x":0,"y":1},"behavior":{"paging":{}}"#,
        ], shared: thin))
        XCTAssertEqual(status, 200)
        XCTAssertEqual(body, results([
            alone(ScrollSnapHandler.handle, thin + #","delta":{"x":0,"y":1},"behavior":{"paging":{"pageSize":{"width":1,"height":1}}}"#),
            errorResult(400, "missing_field", "pageSize is required: it defaults to the viewport, whose height is under 0.001 points",
                        "/requests/1/behavior/paging/pageSize"),
        ]))
    }

    // MARK: - What fails the whole batch

    func test_wholeBatchFailures_areTheEndpointsUsualErrors() {
        let rows: [(String, String, Int, String, String)] = [
            ("empty body", "  ", 400, "empty_body", ""),
            ("not an object", "[]", 400, "invalid_type", ""),
            ("no requests", #"{"viewport":{"width":1,"height":1}}"#, 400, "missing_field", "/requests"),
            ("null requests", #"{"requests":null}"#, 400, "missing_field", "/requests"),
            ("requests not an array", #"{"requests":{}}"#, 400, "invalid_type", "/requests"),
            ("a bad shared viewport", #"{"requests":[],"viewport":{"width":0,"height":1}}"#, 400, "invalid_field", "/viewport/width"),
            ("a duplicate item id", #"{"requests":[],"items":[{"id":1,"frame":{"x":0,"y":0,"width":1,"height":1}},{"id":1,"frame":{"x":0,"y":0,"width":1,"height":1}}]}"#, 400, "duplicate_id", "/items/1/id"),
            ("an unknown top-level field", #"{"requests":[],"target":{"index":0}}"#, 400, "unknown_field", "/target"),
            ("an unknown direction", #"{"requests":[],"direction":"up"}"#, 400, "invalid_enum", "/direction"),
            ("a repeated top-level key", #"{"requests":[],"requests":[]}"#, 400, "duplicate_key", "/requests"),
            ("trailing data", #"{"requests":[]} {}"#, 400, "invalid_json", ""),
            ("invalid JSON in a request that is otherwise fine", #"{"requests":[{"op":"offset","target":{"index":0},"x":tru}]}"#, 400, "invalid_json", "/requests/0/x"),
            ("invalid JSON after a request's schema problem", #"{"requests":[{"op":"offset","target":5,"x":[1,]}]}"#, 400, "invalid_json", "/requests/0/x/1"),
            ("invalid JSON in a request without an op", #"{"requests":[{"x":"\q"}]}"#, 400, "invalid_json", "/requests/0/x"),
            ("a repeated key in a request", #"{"requests":[{"op":"offset","target":{"index":0},"target":{"index":0}}]}"#, 400, "duplicate_key", "/requests/0/target"),
            ("a repeated op", #"{"requests":[{"op":"offset","op":"snap"}]}"#, 400, "duplicate_key", "/requests/0/op"),
            ("a repeated key after a request's schema problem", #"{"requests":[{"op":"nope","x":{"a":1,"a":1}}]}"#, 400, "duplicate_key", "/requests/0/x/a"),
            ("nesting too deep in a request", #"{"requests":[{"op":"offset","x":"# + String(repeating: "[", count: 70)
                + String(repeating: "]", count: 70) + "}]}", 400, "nesting_too_deep", "/requests/0/x" + String(repeating: "/0", count: 61)),
            ("a bad shared field after the requests", #"{"requests":[{"op":"offset","target":{"index":0}}],"contentSize":{"width":-1,"height":1}}"#, 400, "invalid_field", "/contentSize/width"),
        ]
        for (situation, body, status, code, pointer) in rows {
            let (gotStatus, got) = batch(body)
            XCTAssertEqual(gotStatus, status, situation)
            XCTAssertTrue(got.hasPrefix(#"{"error":{"code":"\#(code)""#), "\(situation): \(got)")
            XCTAssertTrue(got.hasSuffix(#""pointer":"\#(pointer)"}}"#), "\(situation): \(got)")
        }
    }

    // MARK: - maxBatchRequests

    private func requests(_ count: Int, _ extra: String = "") -> String {
        #"{"viewport":{"width":1,"height":1},"contentSize":{"width":1,"height":1},"requests":["#
            + Array(repeating: #"{"op":"offset","target":{"edge":"top"}}"#, count: count).joined(separator: ",") + extra + "]}"
    }

    func test_maxBatchRequests_exactlyTheLimitIsAnswered_oneMoreIs413AtRequests() {
        for limit in [0, 1, 3, 25] {
            let limits = RequestLimits(maxBatchRequests: limit)
            let (status, body) = batch(requests(limit), limits: limits)
            XCTAssertEqual(status, 200, "\(limit)")
            XCTAssertEqual(body.components(separatedBy: #""contentOffset""#).count - 1, limit)
            let refused = batch(requests(limit + 1), limits: limits)
            XCTAssertEqual(refused.status, 413)
            XCTAssertEqual(
                refused.body,
                #"{"error":{"code":"too_many_requests","message":"requests must have at most \#(limit) elements","pointer":"/requests"}}"#)
        }
    }

    func test_maxBatchRequests_isRefusedBeforeTheRequestPastTheLimitIsLookedAt_butInvalidJSONStillWins() {
        let limits = RequestLimits(maxBatchRequests: 2)
        XCTAssertEqual(batch(requests(2, #",{"op":"nonsense"}"#), limits: limits).status, 413)
        XCTAssertEqual(batch(requests(2, #",5"#), limits: limits).status, 413)
        let invalid = batch(requests(2, #",{"op":"offset"} tru"#), limits: limits)
        XCTAssertEqual(invalid.status, 400)
        XCTAssertTrue(invalid.body.contains("invalid_json"), invalid.body)
        // An earlier top-level problem wins over the count.
        let earlier = batch(#"{"viewport":{"width":0,"height":1},"requests":[1,2,3]}"#, limits: limits)
        XCTAssertTrue(earlier.body.contains("/viewport/width"), earlier.body)
    }

    func test_maxBatchAnswerBytes_resultsUpToTheLimitAreAnswered_pastItTheBatchIs413AtRequests() {
        let answered = batch(requests(4))
        let size = answered.body.utf8.count
        // The limit is checked after each result against the results written so far: "]}" comes last.
        XCTAssertEqual(batch(requests(4), limits: RequestLimits(maxBatchAnswerBytes: size - 2)).body, answered.body)
        let refused = batch(requests(4), limits: RequestLimits(maxBatchAnswerBytes: size - 3))
        XCTAssertEqual(refused.status, 413)
        XCTAssertEqual(
            refused.body,
            #"{"error":{"code":"too_many_requests","message":"the results of requests pass \#(size - 3) bytes; send fewer requests per batch","pointer":"/requests"}}"#)
        // Invalid JSON later in the body still outranks it.
        let invalid = batch(requests(4, ",tru"), limits: RequestLimits(maxBatchAnswerBytes: 10))
        XCTAssertTrue(invalid.body.contains("invalid_json"), invalid.body)
        XCTAssertEqual(RequestLimits().maxBatchAnswerBytes, 64 << 20)
    }

    func test_theDefaultLimit_isTenThousand() {
        XCTAssertEqual(RequestLimits().maxBatchRequests, 10_000)
        XCTAssertEqual(batch(requests(10_001)).status, 413)
    }

    // MARK: - Routing

    func test_theRoute_isServed_andHeldToTheConfiguredLimit() {
        let router = Router(makeRoutes(limits: RequestLimits(maxBatchRequests: 1)))
        guard case .found(let route, _) = router.resolve(method: "POST", path: "/v1/batch") else {
            return XCTFail("no POST /v1/batch")
        }
        let response = route.handler(
            HTTPRequest(method: "POST", path: "/v1/batch", contentType: "application/json", body: utf8(requests(2))))
        XCTAssertEqual(response.status, 413)
    }
}
