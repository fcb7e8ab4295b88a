import HTTPServer
import XCTest

@testable import ScrollQueryAPI

/// The UTF-8 bytes of `text`.
func utf8(_ text: String) -> [UInt8] {
    Array(text.utf8)
}

/// A compact, order-preserving rendering of a parsed document, for whole-structure comparisons.
/// Numbers use Swift's `description` (`1.0`, `-0.0`, `inf`), so signs and infinities show.
func render(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let bool): return bool ? "true" : "false"
    case .number(let number): return number.description
    case .string(let string): return "\"" + string + "\""
    case .array(let elements): return "[" + elements.map(render).joined(separator: ",") + "]"
    case .object(let members):
        return "{" + members.map { "\"\($0.key)\":" + render($0.value) }.joined(separator: ",") + "}"
    }
}

/// The value of a document that must parse.
func parseOK(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> JSONValue? {
    do {
        return try JSONParser.parse(bytes)
    } catch {
        XCTFail("expected a valid document, got \(error.kind): \(error.message)", file: file, line: line)
        return nil
    }
}

func parseOK(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONValue? {
    parseOK(utf8(text), file: file, line: line)
}

/// The number of a document that must parse to a number.
func parseNumber(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Double? {
    guard let value = parseOK(text, file: file, line: line) else { return nil }
    guard case .number(let number) = value else {
        XCTFail("expected a number, got \(value.typeName)", file: file, line: line)
        return nil
    }
    return number
}

/// The string of a document that must parse to a string.
func parseString(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> String? {
    guard let value = parseOK(bytes, file: file, line: line) else { return nil }
    guard case .string(let string) = value else {
        XCTFail("expected a string, got \(value.typeName)", file: file, line: line)
        return nil
    }
    return string
}

/// The error of a document that must not parse.
func parseFailure(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> JSONParseError? {
    do {
        let value = try JSONParser.parse(bytes)
        XCTFail("expected a parse error, got \(render(value))", file: file, line: line)
        return nil
    } catch {
        return error
    }
}

func parseFailure(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONParseError? {
    parseFailure(utf8(text), file: file, line: line)
}

// MARK: - Request bodies

/// A JSON object whose members are `members` (each already `"key":value` text).
func object(_ members: String...) -> String {
    "{" + members.joined(separator: ",") + "}"
}

/// The members every valid request needs, on a 390×844 phone with 2000 points of content.
let viewportMember = #""viewport":{"width":390,"height":844}"#
let contentSizeMember = #""contentSize":{"width":390,"height":2000}"#
let indexTargetMember = #""target":{"index":0}"#
let oneItemMember = #""items":[{"id":"a","frame":{"x":0,"y":0,"width":10,"height":10}}]"#

/// A valid request (viewport, content size, index 0 target) plus `extra` members.
func request(_ extra: String...) -> String {
    "{" + ([viewportMember, contentSizeMember, indexTargetMember] + extra).joined(separator: ",") + "}"
}

/// A valid request with `target` as given plus `extra` members.
func request(target: String, _ extra: String...) -> String {
    "{" + ([viewportMember, contentSizeMember, #""target":"# + target] + extra).joined(separator: ",") + "}"
}

func decodeOK(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> ScrollOffsetQuery? {
    do {
        return try ScrollOffsetRequestDecoder.decode(utf8(json))
    } catch {
        XCTFail("expected a valid request, got \(error.code) at \(error.pointer ?? "nil"): \(error.message)",
            file: file, line: line)
        return nil
    }
}

func decodeFailure(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> HTTPError? {
    do {
        _ = try ScrollOffsetRequestDecoder.decode(bytes)
        XCTFail("expected the request to be rejected", file: file, line: line)
        return nil
    } catch {
        return error
    }
}

func decodeFailure(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> HTTPError? {
    decodeFailure(utf8(json), file: file, line: line)
}

/// A 400 as the decoder should report it.
func badRequest(_ code: String, _ message: String, at pointer: String) -> HTTPError {
    HTTPError(status: 400, code: code, message: message, pointer: pointer)
}
