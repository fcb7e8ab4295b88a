import XCTest
@testable import HTTPServer

final class RequestIDTests: XCTestCase {
    func testAcceptable_printableASCII_1to128Bytes_noEdgeSpaces() {
        let cases: [(id: [UInt8], acceptable: Bool)] = [
            (Array("abc-123".utf8), true),
            (Array("a b".utf8), true),
            (Array("~!@#$%^&*()".utf8), true),
            ([UInt8](repeating: 0x61, count: 128), true),
            ([UInt8](repeating: 0x61, count: 129), false),
            ([], false),
            (Array(" a".utf8), false),
            (Array("a ".utf8), false),
            ([0x61, 0x0A, 0x62], false),   // line feed: header and log injection
            ([0x61, 0x7F], false),         // DEL
            (Array("café".utf8), false),   // non-ASCII
        ]
        for (id, acceptable) in cases {
            XCTAssertEqual(RequestID.isAcceptable(id), acceptable, "\(id)")
        }
    }

    func testGenerated_15LowerHexDigits_prefixShardSequence() {
        XCTAssertEqual(RequestID.generate(prefix: 0xABCDEF, shard: 1, sequence: 2), "abcdef010000002")
        XCTAssertEqual(RequestID.generate(prefix: 0xFFFF_FFFF_FF00_0000, shard: 0x1FF, sequence: 0xFFFF_FFFF), "000000fffffffff")
        XCTAssertEqual(RequestID.generate(prefix: 0, shard: 0, sequence: 0).utf8.count, 15)
        XCTAssertEqual(RequestID.generate(value: 0x0123_4567_89AB_CDE), "0123456789abcde")
        XCTAssertEqual(RequestID.generate(value: 0xFED_CBA9_8765_4321), "fedcba987654321")
        XCTAssertEqual(RequestID.generate(value: 0), "000000000000000")
    }
}

final class LatencyBucketsTests: XCTestCase {
    func testIndex_firstBoundAtLeastTheDuration_elsePlusInf() {
        let cases: [(nanoseconds: UInt64, index: Int)] = [
            (0, 0), (100_000, 0), (100_001, 1), (999_999, 3), (1_000_000, 3), (10_000_000_000, 15),
            (10_000_000_001, 16), (UInt64.max, 16),
        ]
        for (nanoseconds, index) in cases {
            XCTAssertEqual(LatencyBuckets.index(ofNanoseconds: nanoseconds), index, "\(nanoseconds)")
        }
        XCTAssertEqual(LatencyBuckets.labels.count, LatencyBuckets.count)
        XCTAssertEqual(LatencyBuckets.boundsNanoseconds.count + 1, LatencyBuckets.count)
    }
}

final class MetricsStoreTests: XCTestCase {
    func testRecordedRequests_sumIntoTheirRouteSection() {
        let store = MetricsStore(routeLabels: [("GET", "/a"), ("POST", "/b")], threads: 1)
        _ = store.recordRequestCompleted(route: 1, status: 200, nanoseconds: 300_000, bytesIn: 10, bytesOut: 20)
        _ = store.recordRequestCompleted(route: 1, status: 200, nanoseconds: 50_000, bytesIn: 5, bytesOut: 1)
        _ = store.recordRequestCompleted(route: nil, status: 404, nanoseconds: 1, bytesIn: 0, bytesOut: 64)
        _ = store.recordRequestCompleted(route: 7, status: 1_000, nanoseconds: 1, bytesIn: -1, bytesOut: 0)  // out of range: unmatched, slot 0
        store.recordConnection(opened: true)
        let totals = store.totals()
        let b = store.sectionOffset(route: 1)
        let unmatched = store.sectionOffset(route: nil)
        XCTAssertEqual(totals[b + 200], 2)
        XCTAssertEqual(totals[b + MetricsStore.bucketsOffset + 0], 1)   // 50 µs ≤ 100 µs
        XCTAssertEqual(totals[b + MetricsStore.bucketsOffset + 2], 1)   // 300 µs ≤ 500 µs
        XCTAssertEqual(totals[b + MetricsStore.durationSumOffset], 350_000)
        XCTAssertEqual(totals[b + MetricsStore.bytesInOffset], 15)
        XCTAssertEqual(totals[b + MetricsStore.bytesOutOffset], 21)
        XCTAssertEqual(totals[unmatched + 404], 1)
        XCTAssertEqual(totals[unmatched + 0], 1)
        XCTAssertEqual(totals[MetricsStore.connectionsOpened], 1)
        XCTAssertEqual(totals[MetricsStore.requestsFinished], 4)
    }

    func testBlocks_perThread_summedOnScrape() {
        let store = MetricsStore(routeLabels: [("GET", "/a")], threads: 4)
        let threads = 4
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<1_000 { _ = store.recordRequestCompleted(route: 0, status: 200, nanoseconds: 1, bytesIn: 1, bytesOut: 1) }
        }
        XCTAssertEqual(store.totals()[store.sectionOffset(route: 0) + 200], 4_000)
    }
}

final class PrometheusTextTests: XCTestCase {
    func testLabelValues_escapeBackslashQuoteAndLineFeed() {
        var text = PrometheusText()
        text.family("m", type: "gauge", help: "a\\b\nc")
        text.sample("m", [("l", "x\"y\\z\nw")], UInt64(3))
        XCTAssertEqual(String(decoding: text.bytes, as: UTF8.self),
                       "# HELP m a\\\\b\\nc\n# TYPE m gauge\nm{l=\"x\\\"y\\\\z\\nw\"} 3\n")
    }
}

final class AccessLogTests: XCTestCase {
    func testLine_isOneJSONObject_withEscapedPath() {
        let entry = AccessLog.Entry(method: "GET", path: "/a\"b\n", status: 404, bytesIn: 0, bytesOut: 64,
                                    durationMicroseconds: 12, requestID: "id-1")
        XCTAssertEqual(String(decoding: AccessLog.line(entry), as: UTF8.self),
                       #"{"method":"GET","path":"/a\"b\n","status":404,"bytes_in":0,"bytes_out":64,"duration_us":12,"request_id":"id-1"}"# + "\n")
    }
}
