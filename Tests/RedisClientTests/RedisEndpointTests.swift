import XCTest

@testable import RedisClient

/// `redis://HOST[:PORT][/DB]`, and what is refused with which message.
final class RedisEndpointTests: XCTestCase {
    func testURLsParseToHostPortAndDatabase() {
        let cases: [(String, RedisEndpoint)] = [
            ("redis://127.0.0.1:6380/2", RedisEndpoint(host: "127.0.0.1", port: 6380, database: 2)),
            ("redis://redis", RedisEndpoint(host: "redis", port: 6379, database: 0)),
            ("redis://redis.default.svc:6379", RedisEndpoint(host: "redis.default.svc", port: 6379, database: 0)),
            ("redis://[::1]:7000/15", RedisEndpoint(host: "::1", port: 7000, database: 15)),
            ("redis://[::1]", RedisEndpoint(host: "::1", port: 6379, database: 0)),
        ]
        for (url, expected) in cases {
            XCTAssertEqual(try RedisEndpoint.parse(url).get(), expected, url)
        }
    }

    func testMalformedURLsAreRefusedWithWhatToFix() {
        let cases: [(String, String)] = [
            ("http://127.0.0.1:6379", "must start with redis://"),
            ("redis://", "needs a host: redis://HOST:PORT"),
            ("redis://:6379", "needs a host: redis://HOST:PORT"),
            ("redis://host:0", "the port must be a number from 1 to 65535"),
            ("redis://host:65536", "the port must be a number from 1 to 65535"),
            ("redis://host:6379/16", "the database after / must be a number from 0 to 15"),
            ("redis://host:6379/x", "the database after / must be a number from 0 to 15"),
            ("redis://user:pw@host:6379", "takes no user, password or query: redis://HOST:PORT/DB"),
            ("redis://[::1:6379", "an IPv6 address needs its closing ]"),
        ]
        for (url, message) in cases {
            switch RedisEndpoint.parse(url) {
            case .success(let endpoint): XCTFail("\(url) parsed as \(endpoint)")
            case .failure(let error): XCTAssertEqual(error.message, message, url)
            }
        }
    }

    func testTheDescriptionIsAURLThatParsesBack() throws {
        for endpoint in [RedisEndpoint(host: "10.0.0.1", port: 6379, database: 3), RedisEndpoint(host: "::1", port: 1, database: 0)] {
            XCTAssertEqual(try RedisEndpoint.parse(endpoint.description).get(), endpoint)
        }
    }
}
