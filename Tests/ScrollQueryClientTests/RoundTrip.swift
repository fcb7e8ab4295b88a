import Foundation
import XCTest

/// `value` encodes to exactly `json` (keys sorted) and `json` decodes to `value`.
func assertRoundTrip<Value: Codable & Equatable>(_ value: Value, _ json: String, file: StaticString = #filePath, line: UInt = #line) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    XCTAssertEqual(String(decoding: try encoder.encode(value), as: UTF8.self), json, "encode", file: file, line: line)
    XCTAssertEqual(try JSONDecoder().decode(Value.self, from: Data(json.utf8)), value, "decode", file: file, line: line)
}

/// `json` decodes to `value` (a spelling the encoder does not write, e.g. an explicit `null`).
func assertDecodes<Value: Decodable & Equatable>(_ json: String, _ value: Value, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(try JSONDecoder().decode(Value.self, from: Data(json.utf8)), value, file: file, line: line)
}
