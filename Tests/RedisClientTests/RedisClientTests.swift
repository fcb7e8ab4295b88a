import Glibc
import XCTest

@testable import RedisClient

/// What the client does when the server is not there or does not answer: it throws within its
/// timeouts, marks the server down, and then fails at once until the retry time.
final class RedisClientTests: XCTestCase {
    /// A loopback socket bound to a free port; `listening` or not. Closed by `deinit`.
    private final class LoopbackSocket {
        let descriptor: Int32
        let port: UInt16

        init(listening: Bool) throws {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = 0
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            XCTAssertEqual(bound, 0)
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
            }
            if listening { XCTAssertEqual(listen(descriptor, 8), 0) }
            self.descriptor = descriptor
            port = UInt16(bigEndian: address.sin_port)
        }

        deinit { close(descriptor) }
    }

    func testARefusedConnection_throws_marksTheServerDown_andTheNextCallBacksOffWithoutConnecting() throws {
        // Bound but not listening: connecting to it is refused.
        let closed = try LoopbackSocket(listening: false)
        let client = RedisClient(
            endpoint: RedisEndpoint(host: "127.0.0.1", port: closed.port),
            timeouts: .init(connectMilliseconds: 200, ioMilliseconds: 200, retryMilliseconds: 60_000))
        XCTAssertEqual(client.state, .unknown)
        XCTAssertThrowsError(try client.run([Array("PING".utf8)])) { error in
            guard case .connect = error as? RedisError else { return XCTFail("\(error)") }
        }
        guard case .down = client.state else { return XCTFail("\(client.state)") }
        XCTAssertThrowsError(try client.run([Array("PING".utf8)])) { error in
            guard case .backingOff = error as? RedisError else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(client.retryAfterSeconds, 60)
    }

    func testAServerThatNeverAnswers_endsTheCallWithAnIOError() throws {
        // Listening, never accepting nor reading: the connection opens (the kernel's backlog),
        // the command is sent, and the reply never comes.
        let silent = try LoopbackSocket(listening: true)
        let client = RedisClient(
            endpoint: RedisEndpoint(host: "127.0.0.1", port: silent.port),
            timeouts: .init(connectMilliseconds: 200, ioMilliseconds: 100, retryMilliseconds: 1000))
        XCTAssertThrowsError(try client.run([Array("PING".utf8)])) { error in
            guard case .io = error as? RedisError else { return XCTFail("\(error)") }
        }
        guard case .down = client.state else { return XCTFail("\(client.state)") }
    }

    func testTheRetryAfterIsTheRetryIntervalRoundedUpToSeconds() {
        let cases: [(Int, Int)] = [(1, 1), (999, 1), (1000, 1), (1001, 2), (2500, 3)]
        for (milliseconds, seconds) in cases {
            let client = RedisClient(
                endpoint: RedisEndpoint(host: "127.0.0.1"),
                timeouts: .init(connectMilliseconds: 1, ioMilliseconds: 1, retryMilliseconds: milliseconds))
            XCTAssertEqual(client.retryAfterSeconds, seconds, "\(milliseconds) ms")
        }
    }
}
