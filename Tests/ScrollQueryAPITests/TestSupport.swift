import HTTPServer
import XCTest

@testable import RequestJSON
@testable import ScrollQueryAPI

/// The UTF-8 bytes of `text`.
func utf8(_ text: String) -> [UInt8] {
    Array(text.utf8)
}

// MARK: - JSONReader

/// A compact rendering of the document at the cursor, read with the reader's own structure
/// API (`readObject`, `readArray`) in document order. Objects may only use keys from `keys`,
/// and `null` members are absent (as `readObject` skips them). Numbers use Swift's
/// `description` (`1.0`, `-0.0`, `inf`), so signs and infinities show.
func render(_ reader: inout JSONReader, keys: JSONKeySet) throws(DecodeFailure) -> String {
    switch try reader.valueKind() {
    case .object:
        var members: [String] = []
        try reader.readObject(keys: keys) { (reader, key) throws(DecodeFailure) in
            members.append("\"\(keys.names[key])\":" + (try render(&reader, keys: keys)))
        }
        return "{" + members.joined(separator: ",") + "}"
    case .array:
        var elements: [String] = []
        try reader.readArray { (reader, _) throws(DecodeFailure) in
            elements.append(try render(&reader, keys: keys))
        }
        return "[" + elements.joined(separator: ",") + "]"
    case .string:
        return "\"" + (try reader.readString()) + "\""
    case .number:
        return try reader.readNumber().description
    case .bool:
        do {
            try reader.expectLiteral("true")
            return "true"
        } catch {
            try reader.expectLiteral("false")
            return "false"
        }
    case .null:
        try reader.expectLiteral("null")
        return "null"
    }
}

/// The rendering of a whole document that must read cleanly with `keys`.
func renderOK(
    _ text: String, keys: [String] = [], file: StaticString = #filePath, line: UInt = #line
) -> String? {
    var reader = JSONReader(utf8(text))
    do {
        let rendered = try render(&reader, keys: JSONKeySet(keys))
        try reader.expectEnd()
        return rendered
    } catch {
        XCTFail("expected a readable document, got \(error.problem) at \(error.pointer)", file: file, line: line)
        return nil
    }
}

/// Checks a whole document the way the decoder's error path does: `skipValue` (syntax, depth,
/// duplicate keys), then nothing but whitespace.
func validate(_ bytes: [UInt8]) throws(DecodeFailure) {
    var reader = JSONReader(bytes)
    try reader.skipValue()
    try reader.expectEnd()
}

/// Fails the test unless `bytes` is one valid JSON document.
func assertValid(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
    do {
        try validate(bytes)
    } catch {
        XCTFail("expected a valid document, got \(error.problem) at \(error.pointer)", file: file, line: line)
    }
}

func assertValid(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
    assertValid(utf8(text), file: file, line: line)
}

/// The failure of a document that must not validate.
func validationFailure(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> DecodeFailure? {
    do {
        try validate(bytes)
        XCTFail("expected the document to be rejected", file: file, line: line)
        return nil
    } catch {
        return error
    }
}

func validationFailure(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> DecodeFailure? {
    validationFailure(utf8(text), file: file, line: line)
}

/// The number of a document that must be a single number, read with `readNumber()`.
func readNumberOK(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Double? {
    var reader = JSONReader(utf8(text))
    do {
        let kind = try reader.valueKind()
        guard kind == .number else {
            XCTFail("expected a number, got \(kind.name)", file: file, line: line)
            return nil
        }
        let number = try reader.readNumber()
        try reader.expectEnd()
        return number
    } catch {
        XCTFail("expected a number, got \(error.problem)", file: file, line: line)
        return nil
    }
}

/// The string of a document that must be a single string, read with `readString()`.
func readStringOK(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> String? {
    var reader = JSONReader(bytes)
    do {
        let kind = try reader.valueKind()
        guard kind == .string else {
            XCTFail("expected a string, got \(kind.name)", file: file, line: line)
            return nil
        }
        let string = try reader.readString()
        try reader.expectEnd()
        return string
    } catch {
        XCTFail("expected a string, got \(error.problem)", file: file, line: line)
        return nil
    }
}

func readStringOK(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
    readStringOK(utf8(text), file: file, line: line)
}

extension DecodeFailure {
    /// The RFC 6901 pointer the client would get.
    var pointer: String { reversedPath.pointerFromReversed }

    /// The message of a syntax failure ("… at byte N"), nil for any other problem.
    var syntaxMessage: String? {
        if case .syntax(let message) = problem { return message }
        return nil
    }
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
        return try ScrollOffsetHandler.decode(utf8(json))
    } catch {
        XCTFail("expected a valid request, got \(error.code) at \(error.httpError.pointer ?? "nil"): \(error.message)",
            file: file, line: line)
        return nil
    }
}

func decodeFailure(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> HTTPError? {
    do {
        _ = try ScrollOffsetHandler.decode(bytes)
        XCTFail("expected the request to be rejected", file: file, line: line)
        return nil
    } catch {
        return error.httpError
    }
}

func decodeFailure(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> HTTPError? {
    decodeFailure(utf8(json), file: file, line: line)
}

/// A 400 as the decoder should report it.
func badRequest(_ code: String, _ message: String, at pointer: String) -> HTTPError {
    HTTPError(status: 400, code: code, message: message, pointer: pointer)
}

// MARK: - Layouts

extension RandomAccessCollection {
    /// The elements as an array, for comparisons.
    var array: [Element] { Array(self) }
}

// MARK: - Errors

/// A failure as a client reads it over HTTP: the status and the fields of the `Error` body.
struct HTTPError: Error, Equatable {
    let status: Int
    let code: String
    let message: String
    let pointer: String?

    init(status: Int, code: String, message: String, pointer: String? = nil) {
        self.status = status
        self.code = code
        self.message = message
        self.pointer = pointer
    }
}

extension DecodeFailure {
    /// The failure as the client hears it (`answer`), in the terms the tests compare with.
    var httpError: HTTPError {
        let answer = self.answer
        return HTTPError(status: answer.status, code: answer.code.rawValue, message: answer.message, pointer: answer.pointer)
    }

    var status: Int { answer.status }
    var code: String { answer.code.rawValue }
    var message: String { answer.message }
}
