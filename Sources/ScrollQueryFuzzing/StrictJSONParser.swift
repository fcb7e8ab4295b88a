/// An RFC 8259 parser with no extensions and no leniency, used as the fuzz harness's oracle.
///
/// Strict on purpose: the service promises to reject anything that is not exactly JSON, so the
/// harness must be at least as strict to catch it accepting something it should not (a lone
/// surrogate, invalid UTF-8, a duplicate name). Numbers go through Swift's correctly rounded
/// `Double(_:)`, so a value the server wrote reads back bit for bit; a number too large for a
/// `Double` reads as an infinity, which the response checks then report.
public struct StrictJSONParser {
    /// Why a document is not JSON, with the byte offset where that became clear.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let reason: String
        public let offset: Int
        public var description: String { "\(reason) at byte \(offset)" }
    }

    /// Deeper documents are rejected rather than recursed into, so a hostile request body
    /// cannot exhaust the harness's stack. Far above the service's own limit (64) and any
    /// response it writes.
    public static let maxDepth = 512

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The single value `bytes` holds, surrounded by nothing but JSON whitespace.
    public static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var parser = StrictJSONParser(bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.failure("trailing bytes") }
        return value
    }

    private func failure(_ reason: String) -> Failure {
        Failure(reason: reason, offset: index)
    }

    private var current: UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            index += 1
        }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
        guard current == byte else { throw failure("expected \(what)") }
        index += 1
    }

    private mutating func parseValue() throws(Failure) -> JSONValue {
        guard let byte = current else { throw failure("expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try parseLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try parseLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try parseLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw failure("unexpected byte \(byte)")
        }
    }

    private mutating func parseLiteral(_ literal: String) throws(Failure) {
        for expected in literal.utf8 {
            try expect(expected, literal)
        }
    }

    private mutating func enterContainer() throws(Failure) {
        depth += 1
        guard depth <= Self.maxDepth else { throw failure("nesting deeper than \(Self.maxDepth)") }
        index += 1
        skipWhitespace()
    }

    private mutating func parseObject() throws(Failure) -> JSONValue {
        try enterContainer()
        defer { depth -= 1 }
        var members: [JSONValue.Member] = []
        var names: Set<String> = []
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            guard current == UInt8(ascii: "\"") else { throw failure("expected a member name") }
            let name = try parseString()
            guard names.insert(name).inserted else { throw failure("duplicate member name \"\(name)\"") }
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':'")
            skipWhitespace()
            members.append(JSONValue.Member(name: name, value: try parseValue()))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                continue
            }
            try expect(UInt8(ascii: "}"), "',' or '}'")
            return .object(members)
        }
    }

    private mutating func parseArray() throws(Failure) -> JSONValue {
        try enterContainer()
        defer { depth -= 1 }
        var elements: [JSONValue] = []
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                continue
            }
            try expect(UInt8(ascii: "]"), "',' or ']'")
            return .array(elements)
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, checked here because
    /// `Double(_:)` also accepts forms JSON does not ("+1", ".5", "inf", hex).
    private mutating func parseNumber() throws(Failure) -> Double {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else {
            guard try digits() > 0 else { throw failure("expected a digit") }
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard try digits() > 0 else { throw failure("expected a fraction digit") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard try digits() > 0 else { throw failure("expected an exponent digit") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw failure("unreadable number \(text)") }
        return value
    }

    private mutating func digits() throws(Failure) -> Int {
        var count = 0
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            index += 1
            count += 1
        }
        return count
    }

    /// A string at `"`: raw bytes must be valid UTF-8 with no control characters, escapes must
    /// be the eight RFC 8259 ones or `\uXXXX`, and a `\u` surrogate must be half of a pair.
    private mutating func parseString() throws(Failure) -> String {
        index += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else { throw failure("unterminated string") }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let string = String(validating: utf8, as: UTF8.self) else {
                    throw failure("string is not valid UTF-8")
                }
                return string
            case UInt8(ascii: "\\"):
                try parseEscape(into: &utf8)
            case 0x00..<0x20:
                throw failure("unescaped control character")
            default:
                utf8.append(byte)
            }
        }
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(Failure) {
        guard let byte = current else { throw failure("unterminated escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = UInt32(try hex4())
            if (0xD800...0xDBFF).contains(scalar) {
                guard current == UInt8(ascii: "\\") else { throw failure("lone high surrogate") }
                index += 1
                guard current == UInt8(ascii: "u") else { throw failure("lone high surrogate") }
                index += 1
                let low = UInt32(try hex4())
                guard (0xDC00...0xDFFF).contains(low) else { throw failure("high surrogate without low") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw failure("lone low surrogate")
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw failure("invalid scalar") }
            utf8.append(contentsOf: unicode.utf8)
        default:
            throw failure("invalid escape")
        }
    }

    private mutating func hex4() throws(Failure) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw failure("short \\u escape") }
            let digit: UInt16
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt16(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt16(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt16(byte - UInt8(ascii: "A") + 10)
            default: throw failure("bad hex digit in \\u escape")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
