import Synchronization
import XCTest
import Dispatch
@testable import HTTPServer

final class RequestAdmissionTests: XCTestCase {
    private static let echo: Handler = { request in
        HTTPResponse(status: 200, body: Array("\(request.method) \(request.path)".utf8))
    }
    private static let router = Router([
        Route("GET", "/healthz", echo),
        Route("POST", "/v1/scroll/offset", echo),
        Route("GET", "/v1/layouts/{id}", echo),
    ])
    private static let origin = "https://app.example"
    private static let token = "t0ken"

    private func server(
        filters: [any RequestFilter] = [], maxBodyBytes: Int = 1000, maxBufferedBytes: Int = 10_000
    ) -> ServerContext {
        ServerContext(router: Self.router, filters: filters, maxBodyBytes: maxBodyBytes, maxBufferedBytes: maxBufferedBytes,
                      refusalBody: testRefusalBody)
    }

    private var guarded: [any RequestFilter] {
        [CORSPolicy(allowedOrigins: [Self.origin], methods: Self.router.methods),
         BearerAuthentication(token: Self.token, protecting: "/v1")]
    }

    private func admit(
        _ method: String, _ path: String, _ headers: [(name: String, value: String)] = [], on server: ServerContext
    ) -> RequestAdmission {
        var routeIndex: Int?
        return RequestAdmission(method: method.utf8, path: path.utf8, headers: HTTPHeaders(headers), server: server,
                                routeIndex: &routeIndex)
    }

    /// The status the request gets at admission (0 when admitted), its response headers, and
    /// the refusal it got as `testRefusalBody` wrote it (nil when admitted or answered by a filter).
    private func outcome(_ admission: RequestAdmission) -> (status: Int, headers: [String: String], refusal: String?) {
        switch admission {
        case .admitted(let request):
            return (0, Dictionary(request.responseHeaders.map { ($0.name, $0.value) }) { first, _ in first }, nil)
        case .rejected(let response):
            let refusal = response.status >= 400 ? String(decoding: response.body, as: UTF8.self) : nil
            return (response.status, Dictionary(response.headers.map { ($0.name, $0.value) }) { first, _ in first }, refusal)
        }
    }

    private func printed(_ refusal: Refusal?) -> String? {
        refusal.map { String(describing: $0) }
    }

    private let json = (name: "Content-Type", value: "application/json")

    func testAdmission_routesChecksMediaTypeAndDeclaredLength_byTheTable() {
        let cases: [(method: String, path: String, headers: [(name: String, value: String)], status: Int, refusal: Refusal?)] = [
            ("GET", "/healthz", [], 0, nil),
            ("HEAD", "/healthz", [], 0, nil),
            ("GET", "/v1/layouts/7", [], 0, nil),
            ("GET", "/nope", [], 404, .notFound(path: "/nope")),
            ("DELETE", "/healthz", [], 405, .methodNotAllowed(method: "DELETE", allowed: ["GET", "HEAD"])),
            ("POST", "/v1/scroll/offset", [json, (name: "Content-Length", value: "1000")], 0, nil),
            ("POST", "/v1/scroll/offset", [json, (name: "Content-Length", value: "1001")], 413, .payloadTooLarge(limit: 1000)),
            ("POST", "/v1/scroll/offset", [(name: "Content-Type", value: "text/plain")], 415,
             .unsupportedMediaType(contentType: "text/plain")),
            ("POST", "/v1/scroll/offset", [], 415, .unsupportedMediaType(contentType: nil)),
            ("POST", "/v1/scroll/offset", [(name: "content-type", value: "Application/JSON; charset=utf-8")], 0, nil),
        ]
        for (method, path, headers, status, refusal) in cases {
            let result = outcome(admit(method, path, headers, on: server()))
            XCTAssertEqual(result.status, status, "\(method) \(path)")
            XCTAssertEqual(result.refusal, printed(refusal), "\(method) \(path)")
        }
    }

    /// The server sets the status and the protocol's headers; the body and its type are the
    /// hook's, whatever the refusal.
    func testRefusal_bodyAndTypeAreTheHooks_statusAndProtocolHeadersTheServers_byTheTable() {
        let cases: [(refusal: Refusal, status: Int, headers: [String])] = [
            (.notFound(path: "/x"), 404, []),
            (.methodNotAllowed(method: "PUT", allowed: ["GET", "HEAD", "POST"]), 405, ["Allow: GET, HEAD, POST"]),
            (.unsupportedMediaType(contentType: nil), 415, []),
            (.payloadTooLarge(limit: 5), 413, []),
            (.unauthorized, 401, ["WWW-Authenticate: Bearer"]),
            (.overloaded(retryAfterSeconds: 7), 503, ["Retry-After: 7"]),
            (.ambiguousFraming(.lengthAndTransferEncoding), 400, ["Connection: close"]),
            (.ambiguousFraming(.disagreeingLengths), 400, ["Connection: close"]),
            (.unsupportedTransferEncoding("gzip"), 501, ["Connection: close"]),
            (.noHandler, 500, []),
            (.invalidStatus(42), 500, []),
        ]
        for (refusal, status, headers) in cases {
            let response = server().response(for: refusal)
            XCTAssertEqual(response.status, status, "\(refusal)")
            XCTAssertEqual(response.headers.map { "\($0.name): \($0.value)" }, ["Content-Type: text/plain"] + headers, "\(refusal)")
            XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "\(refusal)")
        }
    }

    func testFraming_refusesWhatLibmicrohttpdWouldFrameAmbiguously_byTheTable() {
        let length = { (value: String) in (name: "Content-Length", value: value) }
        let coding = { (value: String) in (name: "Transfer-Encoding", value: value) }
        let cases: [(headers: [(name: String, value: String)], status: Int, refusal: Refusal?)] = [
            ([json, length("2")], 0, nil),
            ([json, length("2"), (name: "content-length", value: "2")], 0, nil),  // repeated, same value
            ([json, coding("chunked")], 0, nil),
            ([json, coding("Chunked")], 0, nil),  // libmicrohttpd matches the coding in any case
            ([json, length("2"), length("3")], 400, .ambiguousFraming(.disagreeingLengths)),
            // would smuggle 5 bytes as a request
            ([json, length("0"), length("5")], 400, .ambiguousFraming(.disagreeingLengths)),
            ([json, coding("chunked"), length("2")], 400, .ambiguousFraming(.lengthAndTransferEncoding)),
            ([json, coding("gzip")], 501, .unsupportedTransferEncoding("gzip")),
            ([json, coding("gzip, chunked")], 501, .unsupportedTransferEncoding("gzip, chunked")),
            // libmicrohttpd would read until close
            ([json, coding("chunked ")], 501, .unsupportedTransferEncoding("chunked ")),
        ]
        for (headers, status, refusal) in cases {
            let result = outcome(admit("POST", "/v1/scroll/offset", headers, on: server()))
            XCTAssertEqual(result.status, status, "\(headers)")
            XCTAssertEqual(result.refusal, printed(refusal), "\(headers)")
            XCTAssertEqual(result.headers["Connection"], status == 0 ? nil : "close", "\(headers)")
        }
    }

    func testAdmitted_carriesTheRequestParts() throws {
        let admission = admit("HEAD", "/v1/layouts/42", [(name: "X-Trace", value: "abc")], on: server())
        guard case .admitted(let admitted) = admission else { return XCTFail("not admitted") }
        XCTAssertEqual(admitted.request.method, "HEAD")
        XCTAssertEqual(admitted.request.path, "/v1/layouts/42")
        XCTAssertEqual(admitted.request.pathParameters, ["id": "42"])
        XCTAssertEqual(admitted.request.headers["x-trace"], "abc")
        XCTAssertEqual(admitted.request.body, [])
        XCTAssertEqual(admitted.chargedBytes, 0)
    }

    func testBudget_chargesTheDeclaredLength_andRefusesWith503PastIt() {
        let server = server(maxBufferedBytes: 1500)
        let head = [json, (name: "Content-Length", value: "1000")]
        XCTAssertEqual(outcome(admit("POST", "/v1/scroll/offset", head, on: server)).status, 0)
        XCTAssertEqual(server.bodyBudget.inUse, 1000)
        let refused = outcome(admit("POST", "/v1/scroll/offset", head, on: server))
        XCTAssertEqual(refused.status, 503)
        XCTAssertEqual(refused.refusal, printed(.overloaded(retryAfterSeconds: 1)))
        XCTAssertEqual(refused.headers["Retry-After"], "1")
        XCTAssertEqual(server.bodyBudget.inUse, 1000)  // a refusal charges nothing
        let small = [json, (name: "Content-Length", value: "500")]
        XCTAssertEqual(outcome(admit("POST", "/v1/scroll/offset", small, on: server)).status, 0)  // exactly full
        XCTAssertEqual(server.bodyBudget.inUse, 1500)
        server.bodyBudget.release(1500)
        XCTAssertEqual(server.bodyBudget.inUse, 0)
    }

    func testAuth_decidesOnProtectedPathsOnly_byTheTable() {
        let bearer = { (value: String) in [(name: "Authorization", value: value)] }
        let cases: [(method: String, path: String, headers: [(name: String, value: String)], status: Int)] = [
            ("GET", "/healthz", [], 0),
            ("GET", "/v1/layouts/1", [], 401),
            ("GET", "/v1/layouts/1", bearer("Bearer t0ken"), 0),
            ("GET", "/v1/layouts/1", bearer("bearer   t0ken"), 0),
            ("GET", "/v1/layouts/1", bearer("Bearer t0ke"), 401),
            ("GET", "/v1/layouts/1", bearer("Bearer t0kenn"), 401),
            ("GET", "/v1/layouts/1", bearer("Bearer"), 401),
            ("GET", "/v1/layouts/1", bearer("Bearert0ken"), 401),
            ("GET", "/v1/layouts/1", bearer("Basic t0ken"), 401),
            ("GET", "/v1/nope", [], 401),  // before routing: unknown /v1 paths are not revealed
            ("GET", "/v1", [], 401),
            ("GET", "/v1beta", [], 404),
        ]
        for (method, path, headers, status) in cases {
            let result = outcome(admit(method, path, headers, on: server(filters: guarded)))
            XCTAssertEqual(result.status, status, "\(path) \(headers)")
            if status == 401 { XCTAssertEqual(result.headers["WWW-Authenticate"], "Bearer") }
        }
    }

    func testConstantTimeEqual_comparesWholeTokens() {
        let token = Array("abc".utf8)
        for (presented, equal) in [("abc", true), ("ab", false), ("abcd", false), ("abd", false), ("", false)] {
            XCTAssertEqual(BearerAuthentication.constantTimeEqual(Array(presented.utf8)[...], token), equal, presented)
        }
    }

    func testCORS_preflightFromAnAllowedOrigin_isAnsweredBeforeAuth() {
        let result = outcome(admit("OPTIONS", "/v1/scroll/offset", [
            (name: "Origin", value: Self.origin), (name: "Access-Control-Request-Method", value: "POST"),
        ], on: server(filters: guarded)))
        XCTAssertEqual(result.status, 204)
        XCTAssertEqual(result.headers["Access-Control-Allow-Origin"], Self.origin)
        XCTAssertEqual(result.headers["Access-Control-Allow-Methods"], "GET, HEAD, POST")
        XCTAssertEqual(result.headers["Access-Control-Allow-Headers"], "Content-Type, Authorization")
        XCTAssertEqual(result.headers["Access-Control-Max-Age"], "600")
        XCTAssertEqual(result.headers["Vary"], "Origin")
    }

    func testCORS_addsAllowOriginForAllowedOrigins_onAnswersAndRefusalsAlike() {
        let fromApp = [(name: "Origin", value: Self.origin)]
        let answered = outcome(admit("GET", "/healthz", fromApp, on: server(filters: guarded)))
        XCTAssertEqual(answered.status, 0)
        XCTAssertEqual(answered.headers["Access-Control-Allow-Origin"], Self.origin)
        let refused = outcome(admit("GET", "/v1/layouts/1", fromApp, on: server(filters: guarded)))
        XCTAssertEqual(refused.status, 401)
        XCTAssertEqual(refused.headers["Access-Control-Allow-Origin"], Self.origin)
        XCTAssertEqual(outcome(admit("GET", "/nope", fromApp, on: server(filters: guarded))).headers["Vary"], "Origin")
    }

    func testCORS_givesOtherOriginsNothing_andOptionsStays405WithoutAMatch() {
        for headers in [[(name: "Origin", value: "https://evil.example"), (name: "Access-Control-Request-Method", value: "GET")],
                        [(name: "Access-Control-Request-Method", value: "GET")]] {
            let result = outcome(admit("OPTIONS", "/healthz", headers, on: server(filters: guarded)))
            XCTAssertEqual(result.status, 405)
            XCTAssertFalse(result.headers.keys.contains { $0.hasPrefix("Access-Control-") || $0 == "Vary" })
        }
        // An allowed origin without Access-Control-Request-Method is not a preflight.
        let plain = outcome(admit("OPTIONS", "/healthz", [(name: "Origin", value: Self.origin)], on: server(filters: guarded)))
        XCTAssertEqual(plain.status, 405)
        XCTAssertEqual(plain.headers["Access-Control-Allow-Origin"], Self.origin)
    }

    func testParseContentLength_byTheTable() {
        let cases: [(String, UInt64?)] = [
            ("0", 0), ("42", 42), (" 42", 42), ("42 ", 42), ("\t7\t", 7), ("", nil), (" ", nil), ("-1", nil),
            ("4 2", 4), ("0x10", nil), ("1e3", nil), ("18446744073709551615", UInt64.max),
            ("18446744073709551616", UInt64.max), ("99999999999999999999999", UInt64.max),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(RequestAdmission.parseContentLength(utf8: text.utf8), expected, text)
        }
    }

    func testBodyBudget_chargesUpToTheLimit_andReleases() {
        let budget = BodyBudget(limit: 10)
        XCTAssertTrue(budget.charge(0))
        XCTAssertTrue(budget.charge(6))
        XCTAssertFalse(budget.charge(5))
        XCTAssertTrue(budget.charge(4))
        XCTAssertFalse(budget.charge(1))
        budget.release(10)
        XCTAssertTrue(budget.charge(10))
        XCTAssertFalse(BodyBudget(limit: -5).charge(1))
    }

    func testBodyBudget_threadCredit_keepsASixteenth_andIsTakenBackBeforeRefusing() {
        let budget = BodyBudget(limit: 1000)  // a thread keeps at most 1000 / 16 = 62 bytes
        XCTAssertEqual(budget.keptPerThread, 62)
        XCTAssertTrue(budget.charge(500, slot: 0))  // no credit yet: charged 500
        budget.release(500, slot: 0)  // 62 kept as slot 0's credit, 438 returned
        XCTAssertEqual(budget.credit(slot: 0), 62)
        XCTAssertEqual(budget.inUse, 0)
        XCTAssertTrue(budget.charge(50, slot: 0))  // from the credit: 12 left
        XCTAssertEqual(budget.credit(slot: 0), 12)
        XCTAssertEqual(budget.inUse, 50)
        // 50 in flight + 12 credit + 951 > 1000; the credit is taken back, and 50 + 951 still does not fit.
        XCTAssertFalse(budget.charge(951, slot: 1))
        XCTAssertEqual(budget.credit(slot: 0), 0)  // taken back by the refused charge
        XCTAssertTrue(budget.charge(950, slot: 1))
        XCTAssertEqual(budget.inUse, 1000)
        XCTAssertFalse(budget.charge(1, slot: 0))  // full: in flight is exactly the limit
        budget.release(950, slot: 1)  // 62 kept by slot 1
        budget.release(50, slot: 0)  // 50 kept by slot 0
        XCTAssertEqual(budget.credit(slot: 1), 62)
        XCTAssertEqual(budget.credit(slot: 0), 50)
        XCTAssertEqual(budget.inUse, 0)
        XCTAssertTrue(budget.charge(1000, slot: 2))  // every credit taken back: the whole budget
        XCTAssertEqual(budget.inUse, 1000)
        budget.release(1000)  // no slot: all returned to the shared count
        XCTAssertEqual(budget.inUse, 0)
        XCTAssertTrue(budget.charge(10, slot: BodyBudget.slotCount))  // no such slot: shared count only
        XCTAssertEqual(budget.inUse, 10)
    }

    func testBodyBudget_threadsChargingAndReleasingAtOnce_neverPassTheLimit() {
        let budget = BodyBudget(limit: 4000)
        let inFlight = Atomic<Int>(0)
        let overLimit = Atomic<Bool>(false)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for round in 0..<20_000 {
                let bytes = 100 + (round * 37 + thread * 11) % 900
                guard budget.charge(bytes, slot: thread) else { continue }
                if inFlight.add(bytes, ordering: .relaxed).newValue > 4000 { overLimit.store(true, ordering: .relaxed) }
                inFlight.subtract(bytes, ordering: .relaxed)
                budget.release(bytes, slot: thread)
            }
        }
        XCTAssertFalse(overLimit.load(ordering: .relaxed))
        XCTAssertEqual(budget.inUse, 0)
        XCTAssertTrue(budget.charge(4000, slot: 0))  // the credits all come back
    }
}
