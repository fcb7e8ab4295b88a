import Foundation
import RequestJSON
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

    /// Replays every file of `directory`; each must name an endpoint of the harness on its first
    /// line and keep every invariant. Fails on a folder with no file (a wrong path).
    private func assertKeepsEveryInvariant(_ directory: String, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let harness = FuzzHarness()
        let files = try inputs(in: directory)
        XCTAssertFalse(files.isEmpty, "\(directory) has no input to replay", file: file, line: line)
        for (name, bytes) in files {
            guard let input = FuzzInput(bytes), harness.endpoint(for: input) != nil else {
                XCTFail("\(directory)/\(name) names no fuzzed endpoint on its first line", file: file, line: line)
                continue
            }
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

    func test_harness_fuzzesEveryPostEndpointUnderBothLimits_byPath_andKnowsTheSpecsErrorCodes() {
        let harness = FuzzHarness()
        let posts = Endpoint.all.filter { $0.method == "POST" }.map(\.path)
        XCTAssert(posts.contains("/v1/scroll/offset") && posts.contains("/v1/batch"))
        XCTAssertEqual(harness.endpoints.map(\.path), posts.flatMap { [$0, $0] })
        XCTAssertEqual(harness.endpoints.map(\.limits), posts.flatMap { _ in [RequestLimits(), FuzzHarness.tightLimits] })
        XCTAssertEqual(harness.endpoints.map(\.header), posts.flatMap { [$0, $0 + " tight"] })
        XCTAssert(harness.endpoints.allSatisfy { $0.method == "POST" })
        for endpoint in harness.endpoints {
            XCTAssertEqual(harness.endpoint(for: FuzzInput(Array((endpoint.header + "\n{}").utf8))!)?.header, endpoint.header)
        }
        XCTAssertNil(harness.endpoint(for: FuzzInput(Array("/v1/nothing\n{}".utf8))!))
        XCTAssertEqual(harness.violations(for: Array("/v1/nothing\n{".utf8)), [])
        XCTAssert(harness.knownErrorCodes.isSuperset(of: ["invalid_json", "missing_field", "target_not_found", "unknown_layout"]))
    }
}
