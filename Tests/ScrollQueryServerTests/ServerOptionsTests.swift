import XCTest
import HTTPServer
@testable import ScrollQueryServer

final class ServerOptionsTests: XCTestCase {
    private static let tokenFiles = ["/token": "s3cret\n", "/token-crlf": "s3cret\r\n", "/empty": "", "/newline": "\n",
                                     "/two-lines": "s3cret\n\n"]

    private func parse(_ arguments: [String], environment: [String: String] = [:]) -> ServerOptions.Outcome {
        ServerOptions.parse(arguments, environment: { environment[$0] }, readFile: { Self.tokenFiles[$0] })
    }

    private func options(_ arguments: [String], environment: [String: String] = [:]) -> ServerOptions? {
        guard case .run(let options) = parse(arguments, environment: environment) else { return nil }
        return options
    }

    func testDefaults() throws {
        let defaults = try XCTUnwrap(options([]))
        XCTAssertEqual(defaults.host, "127.0.0.1")
        XCTAssertEqual(defaults.port, 8080)
        XCTAssertEqual(defaults.maxBodyBytes, 33_554_432)
        XCTAssertEqual(defaults.maxBufferedBytes, 268_435_456)
        XCTAssertEqual(defaults.maxConnections, 1024)
        XCTAssertEqual(defaults.connectionTimeoutSeconds, 15)
        XCTAssertEqual(defaults.maxItems, 1_000_000)
        XCTAssertEqual(defaults.maxJSONDepth, 64)
        XCTAssertEqual(defaults.maxBatchRequests, 10_000)
        XCTAssertNil(defaults.authToken)
        XCTAssertEqual(defaults.corsOrigins, [])
        XCTAssertNil(defaults.layoutStore)
    }

    func testEachSetting_fromItsFlag_andFromItsVariable() {
        let cases: [(flag: String, variable: String?, value: String, read: (ServerOptions) -> String)] = [
            ("--host", "HOST", "::1", { $0.host }),
            ("--port", "PORT", "9090", { "\($0.port)" }),
            ("--max-body-bytes", "SCROLLQUERY_MAX_BODY_BYTES", "1000", { "\($0.maxBodyBytes)" }),
            ("--max-buffered-bytes", "SCROLLQUERY_MAX_BUFFERED_BYTES", "2000", { "\($0.maxBufferedBytes)" }),
            ("--max-connections", "SCROLLQUERY_MAX_CONNECTIONS", "3", { "\($0.maxConnections)" }),
            ("--connection-timeout", "SCROLLQUERY_CONNECTION_TIMEOUT", "4", { "\($0.connectionTimeoutSeconds)" }),
            ("--max-items", "SCROLLQUERY_MAX_ITEMS", "5", { "\($0.maxItems)" }),
            ("--max-json-depth", "SCROLLQUERY_MAX_JSON_DEPTH", "6", { "\($0.maxJSONDepth)" }),
            ("--max-batch", "SCROLLQUERY_MAX_BATCH", "9", { "\($0.maxBatchRequests)" }),
            ("--threads", "SCROLLQUERY_THREADS", "7", { "\($0.threads)" }),
            ("--drain-seconds", "SCROLLQUERY_DRAIN_SECONDS", "8", { "\($0.drainSeconds)" }),
            ("--layout-store", "SCROLLQUERY_LAYOUT_STORE", "redis://redis:6380/1", { $0.layoutStore?.description ?? "none" }),
        ]
        for (flag, variable, value, read) in cases {
            XCTAssertEqual(options([flag, value]).map(read), value, flag)
            XCTAssertEqual(options(["\(flag)=\(value)"]).map(read), value, flag)
            if let variable {
                XCTAssertEqual(options([], environment: [variable: value]).map(read), value, variable)
            }
        }
    }

    func testLayoutStore_notARedisURL_isAUsageErrorSayingWhatToFix() {
        XCTAssertEqual(
            parse(["--layout-store", "localhost:6379"]),
            .invalid("--layout-store must start with redis://, got \"localhost:6379\""))
        XCTAssertEqual(
            parse([], environment: ["SCROLLQUERY_LAYOUT_STORE": "redis://r:6379/99"]),
            .invalid("environment variable SCROLLQUERY_LAYOUT_STORE: --layout-store the database after / must be a number from 0 to 15, got \"redis://r:6379/99\""))
    }

    func testRequestLimits_carryTheBatchLimit() {
        XCTAssertEqual(options(["--max-batch", "12"])?.requestLimits.maxBatchRequests, 12)
        XCTAssertEqual(options([], environment: ["SCROLLQUERY_MAX_BATCH": "13"])?.requestLimits.maxBatchRequests, 13)
        XCTAssertEqual(options(["--max-batch=14"], environment: ["SCROLLQUERY_MAX_BATCH": "x"])?.requestLimits.maxBatchRequests, 14)
    }

    func testFlags_winOverTheEnvironment_andEmptyVariablesCountAsUnset() {
        let environment = ["HOST": "::1", "PORT": "1", "SCROLLQUERY_MAX_ITEMS": "not a number", "SCROLLQUERY_MAX_BODY_BYTES": ""]
        let parsed = options(["--host", "0.0.0.0", "--port", "0", "--max-items", "10"], environment: environment)
        XCTAssertEqual(parsed?.host, "0.0.0.0")
        XCTAssertEqual(parsed?.port, 0)
        XCTAssertEqual(parsed?.maxItems, 10)  // the bad variable is never read
        XCTAssertEqual(parsed?.maxBodyBytes, 33_554_432)
    }

    func testLimits_atTheirBounds_andOneBeyond() {
        let cases: [(flag: String, accepted: [String], refused: [String])] = [
            ("--port", ["0", "65535"], ["-1", "65536", "x", ""]),
            ("--max-body-bytes", ["0"], ["-1", "1.5"]),
            ("--max-buffered-bytes", ["0"], ["-1"]),
            ("--max-connections", ["1", "1000000"], ["0", "1000001"]),
            ("--connection-timeout", ["0", "86400"], ["-1", "86401"]),
            ("--max-items", ["0"], ["-1"]),
            ("--max-json-depth", ["1", "512"], ["0", "513"]),
            ("--max-batch", ["0", "10000", "1000000"], ["-1", "many", "1.5"]),
            ("--threads", ["1", "1024"], ["0", "1025"]),
            ("--drain-seconds", ["0", "3600"], ["-1", "3601", "1.5"]),
        ]
        for (flag, accepted, refused) in cases {
            for value in accepted { XCTAssertNotNil(options([flag, value]), "\(flag) \(value)") }
            for value in refused {
                guard case .invalid(let message) = parse([flag, value]) else { return XCTFail("\(flag) \(value)") }
                XCTAssertTrue(message.contains(flag), message)
            }
        }
    }

    func testAccessLog_aSwitch_orABoolean_flagWinsOverTheEnvironment() {
        let cases: [(arguments: [String], environment: [String: String], accessLog: Bool?)] = [
            ([], [:], false),
            (["--access-log"], [:], true),
            (["--access-log", "--port", "1"], [:], true),  // takes no value: --port is the next flag
            (["--access-log=false"], [:], false),
            (["--access-log=0"], ["SCROLLQUERY_ACCESS_LOG": "1"], false),
            ([], ["SCROLLQUERY_ACCESS_LOG": "1"], true),
            ([], ["SCROLLQUERY_ACCESS_LOG": "off"], false),
            (["--access-log"], ["SCROLLQUERY_ACCESS_LOG": "false"], true),
            (["--access-log=maybe"], [:], nil),
            ([], ["SCROLLQUERY_ACCESS_LOG": "maybe"], nil),
        ]
        for (arguments, environment, accessLog) in cases {
            XCTAssertEqual(options(arguments, environment: environment)?.accessLog, accessLog, "\(arguments) \(environment)")
        }
        XCTAssertEqual(options(["--access-log"])?.configuration.accessLog, true)
    }

    func testNoPlayground_aSwitch_orABoolean_flagWinsOverTheEnvironment() {
        let cases: [(arguments: [String], environment: [String: String], playground: Bool?)] = [
            ([], [:], true),
            (["--no-playground"], [:], false),
            (["--no-playground", "--port", "1"], [:], false),  // takes no value: --port is the next flag
            (["--no-playground=false"], [:], true),
            (["--no-playground=0"], ["SCROLLQUERY_NO_PLAYGROUND": "1"], true),
            ([], ["SCROLLQUERY_NO_PLAYGROUND": "1"], false),
            ([], ["SCROLLQUERY_NO_PLAYGROUND": "true"], false),
            ([], ["SCROLLQUERY_NO_PLAYGROUND": "off"], true),
            (["--no-playground"], ["SCROLLQUERY_NO_PLAYGROUND": "false"], false),
            (["--no-playground=maybe"], [:], nil),
            ([], ["SCROLLQUERY_NO_PLAYGROUND": "maybe"], nil),
        ]
        for (arguments, environment, playground) in cases {
            XCTAssertEqual(options(arguments, environment: environment)?.playground, playground, "\(arguments) \(environment)")
        }
    }

    func testDrainSeconds_defaultsTo10() {
        XCTAssertEqual(options([])?.drainSeconds, 10)
    }

    func testAuthToken_fromAFile_withoutItsFinalLineBreak_orFromTheEnvironment() {
        XCTAssertEqual(options(["--auth-token-file", "/token"])?.authToken, "s3cret")
        XCTAssertEqual(options(["--auth-token-file", "/token-crlf"])?.authToken, "s3cret")
        XCTAssertEqual(options(["--auth-token-file", "/two-lines"])?.authToken, "s3cret\n")
        XCTAssertEqual(options([], environment: ["SCROLLQUERY_AUTH_TOKEN": "from-env"])?.authToken, "from-env")
        XCTAssertEqual(options(["--auth-token-file", "/token"], environment: ["SCROLLQUERY_AUTH_TOKEN": "env"])?.authToken,
                       "s3cret")
    }

    func testAuthToken_emptyOrUnreadableFile_isAUsageError_thatNeverQuotesTheToken() {
        for path in ["/empty", "/newline", "/missing"] {
            guard case .invalid(let message) = parse(["--auth-token-file", path]) else { return XCTFail(path) }
            XCTAssertTrue(message.contains(path), message)
        }
    }

    func testCORSOrigins_repeatable_withoutDuplicates() {
        let parsed = options(["--cors-origin", "https://a.example", "--cors-origin=http://b.example:8080",
                              "--cors-origin", "https://a.example"])
        XCTAssertEqual(parsed?.corsOrigins, ["https://a.example", "http://b.example:8080"])
        XCTAssertEqual(parse(["--cors-origin", ""]).isInvalid, true)
    }

    func testFilters_corsBeforeAuth_onlyWhenAsked() {
        let router = Router([Route("GET", "/healthz") { _ in HTTPResponse(status: 200) }])
        XCTAssertTrue(options([])?.filters(for: router).isEmpty ?? false)
        let both = options(["--cors-origin", "https://a.example", "--auth-token-file", "/token"])?.filters(for: router)
        XCTAssertEqual(both?.count, 2)
        XCTAssertTrue(both?.first is CORSPolicy)
        XCTAssertTrue(both?.last is BearerAuthentication)
    }

    func testUnknownOrIncompleteArguments_areUsageErrors_andHelpWins() {
        XCTAssertEqual(parse(["--bogus"]).isInvalid, true)
        XCTAssertEqual(parse(["--port"]).isInvalid, true)
        XCTAssertEqual(parse(["--port", "1", "--help"]), .showHelp)
        XCTAssertEqual(parse(["-h"]), .showHelp)
    }

    func testConfiguration_carriesTheLimits() throws {
        let configuration = try XCTUnwrap(options(["--max-connections", "5", "--connection-timeout", "6",
                                                   "--max-buffered-bytes", "7"])).configuration
        XCTAssertEqual(configuration.connectionLimit, 5)
        XCTAssertEqual(configuration.connectionTimeoutSeconds, 6)
        XCTAssertEqual(configuration.maxBufferedBytes, 7)
    }

    func testConfiguration_refusesWithTheAPIsErrorBody() throws {
        let configuration = try XCTUnwrap(options([])).configuration
        let body = configuration.refusalBody(.unauthorized)
        XCTAssertEqual(body.contentType, "application/json")
        XCTAssertEqual(String(decoding: body.bytes, as: UTF8.self),
                       #"{"error":{"code":"unauthorized","message":"This resource needs an Authorization: Bearer token."}}"#)
    }
}

extension ServerOptions.Outcome {
    var isInvalid: Bool {
        if case .invalid = self { true } else { false }
    }
}
