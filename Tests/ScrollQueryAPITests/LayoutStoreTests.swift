import Glibc
import HTTPServer
import RedisClient
import XCTest

@testable import ItemLayouts
@testable import RequestJSON
@testable import ScrollQueryAPI

/// The layout store in front of a shared store that is not there (a loopback port nothing
/// listens on): what a replica does while Redis is down. With Redis up: test_layout_store.py.
final class LayoutStoreTests: XCTestCase {
    /// A port on 127.0.0.1 that refuses connections: bound, never listening, kept for the test.
    private var closedSocket: Int32 = -1
    private var closedPort: UInt16 = 0

    override func setUpWithError() throws {
        closedSocket = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let socket = closedSocket
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        XCTAssertEqual(bound, 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        closedPort = UInt16(bigEndian: address.sin_port)
    }

    override func tearDown() {
        close(closedSocket)
    }

    private func storeWithoutItsRedis() -> LayoutStore {
        LayoutStore(sharedStore: RedisClient(endpoint: RedisEndpoint(host: "127.0.0.1", port: closedPort)))
    }

    private func layout(_ body: String) throws -> (LayoutID, ItemLayout) {
        let layout = try LayoutBodyDecoder.decode(utf8(body)).compacted()
        return (LayoutCanonicalForm.id(of: layout), layout)
    }

    private func assertUnavailable(_ call: () throws(LayoutStoreUnavailable) -> Void, file: StaticString = #filePath, line: UInt = #line) {
        do {
            try DecodeFailure.askingStore(call)
            XCTFail("no failure", file: file, line: line)
        } catch {
            let answer = error.answer
            XCTAssertEqual(answer.status, 503, file: file, line: line)
            XCTAssertEqual(answer.code, .layoutStoreUnavailable, file: file, line: line)
            XCTAssertEqual(answer.retryAfterSeconds, 1, file: file, line: line)
            XCTAssertEqual(
                answer.response.headers.first { $0.name == "Retry-After" }?.value, "1", file: file, line: line)
        }
    }

    func testAStoreThatFails_isA503_butTheReplicaKeepsTheLayoutAndAnswersFromIt() throws {
        let store = storeWithoutItsRedis()
        let (id, stacked) = try layout(#"{"stack":{"sizes":[44,60]}}"#)
        assertUnavailable { () throws(LayoutStoreUnavailable) in _ = try store.store(stacked, as: id) }
        XCTAssertTrue(try store.layout(id) === stacked)
        XCTAssertEqual(store.usage.count, 1)
    }

    func testALookupOfAnIDThisReplicaLacks_isA503WhileTheSharedStoreIsDown() throws {
        let store = storeWithoutItsRedis()
        let (id, _) = try layout(#"{"stack":{"sizes":[1]}}"#)
        assertUnavailable { () throws(LayoutStoreUnavailable) in _ = try store.layout(id) }
        assertUnavailable { () throws(LayoutStoreUnavailable) in _ = try store.remove(id) }
        XCTAssertEqual(store.sharedStoreState, "down")
    }

    func testWithoutASharedStore_anUnknownIDIsNilAndReadyzSaysNothingOfAStore() throws {
        let store = LayoutStore()
        let (id, _) = try layout(#"{"stack":{"sizes":[1]}}"#)
        XCTAssertNil(try store.layout(id))
        XCTAssertNil(store.sharedStoreState)
    }

    func testMetricsCountHitsMissesEvictionsAndTheStoresErrors() throws {
        let (first, one) = try layout(#"{"stack":{"sizes":[1]}}"#)
        let (second, two) = try layout(#"{"stack":{"sizes":[2]}}"#)
        // Room for one of them: storing the second evicts the first.
        let store = LayoutStore(capacityBytes: one.costInBytes + one.costInBytes / 2)
        XCTAssertTrue(try store.store(one, as: first))
        XCTAssertNotNil(try store.layout(first))
        XCTAssertTrue(try store.store(two, as: second))
        XCTAssertNil(try store.layout(first))
        var text = PrometheusText()
        store.writeMetrics(to: &text, prefix: "x_")
        let lines = String(decoding: text.bytes, as: UTF8.self).split(separator: "\n").filter { !$0.hasPrefix("#") }
        XCTAssertEqual(lines, [
            "x_layout_cache_layouts 1",
            "x_layout_cache_bytes \(two.costInBytes)",
            "x_layout_cache_capacity_bytes \(one.costInBytes + one.costInBytes / 2)",
            "x_layout_cache_hits_total 1",
            "x_layout_cache_misses_total 1",
            "x_layout_cache_evictions_total 1",
        ])

        let shared = storeWithoutItsRedis()
        _ = try? shared.layout(first)  // refused: one error, timed
        _ = try? shared.layout(first)  // backing off: one error, nothing sent
        var storeText = PrometheusText()
        shared.writeMetrics(to: &storeText, prefix: "x_")
        let storeLines = String(decoding: storeText.bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        XCTAssertTrue(storeLines.contains("x_layout_store_up 0"))
        XCTAssertTrue(storeLines.contains(#"x_layout_store_operations_total{operation="read",result="error"} 2"#))
        XCTAssertTrue(storeLines.contains(#"x_layout_store_operation_duration_seconds_count{operation="read"} 1"#))
        XCTAssertTrue(storeLines.contains(#"x_layout_store_operation_duration_seconds_bucket{operation="read",le="+Inf"} 1"#))
        XCTAssertFalse(storeLines.contains { $0.contains(#"operation="write",result="miss""#) })
    }
}
