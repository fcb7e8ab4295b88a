import Foundation
import ScrollQueryAPI
import XCTest

@testable import ScrollQueryFuzzing

/// Every seed of Fuzz/corpus and every saved crash of Fuzz/regressions, once through the same
/// checks the fuzzer applies, on every `make test`: a bug the fuzzer found stays fixed without
/// anyone running the fuzzer again, in seconds rather than minutes.
final class CorpusReplayTests: XCTestCase {
    private static let fuzzDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")

    private func inputs(in directory: String) throws -> [(name: String, bytes: [UInt8])] {
        let url = Self.fuzzDirectory.appendingPathComponent(directory)
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
        return try names.filter { !$0.hasPrefix(".") }.map { name in
            (name, Array(try Data(contentsOf: url.appendingPathComponent(name))))
        }
    }

    private func assertKeepsEveryInvariant(_ directory: String, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let harness = FuzzHarness()
        let files = try inputs(in: directory)
        for (name, bytes) in files {
            let violations = harness.violations(for: bytes)
            XCTAssert(violations.isEmpty, "\(directory)/\(name):\n" + violations.joined(separator: "\n"), file: file, line: line)
        }
        return files.count
    }

    func test_seedCorpus_everyAnswerKeepsEveryInvariant() throws {
        // README examples, bench/request.json, the integration malformed bodies and the unit
        // test bodies: well over 200 files (a much smaller count means the path is wrong).
        let count = try assertKeepsEveryInvariant("corpus")
        XCTAssertGreaterThan(count, 200)
    }

    func test_savedRegressions_everyAnswerKeepsEveryInvariant() throws {
        _ = try assertKeepsEveryInvariant("regressions")
    }

    func test_harness_fuzzesEveryPostRouteUnderBothLimits_inRouteOrder_andKnowsTheSpecsErrorCodes() {
        let harness = FuzzHarness()
        // Route by route in `makeRoutes()` order (scripts/fuzz-seeds.py names the same bytes):
        // '0' the first under the server's default limits, '1' under the tight ones, '2' the next…
        let posts = makeRoutes().filter { $0.method == "POST" }.map(\.path)
        XCTAssertEqual(Array(posts.prefix(3)), ["/v1/scroll/offset", "/v1/scroll/visibility", "/v1/scroll/transition"])
        XCTAssertEqual(harness.endpoints.map(\.path), posts.flatMap { [$0, $0] })
        XCTAssertEqual(harness.endpoints.map(\.limits), posts.flatMap { _ in [RequestLimits(), FuzzHarness.tightLimits] })
        XCTAssert(harness.endpoints.allSatisfy { $0.method == "POST" })
        XCTAssert(harness.knownErrorCodes.isSuperset(of: ["invalid_json", "missing_field", "target_not_found", "unknown_layout"]))
    }
}
