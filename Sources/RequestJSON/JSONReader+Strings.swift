/// String values: scanned for the bytes that end a plain run (`"`, `\`, control bytes) eight
/// at a time; escapes checked on the way and decoded only when the bytes are asked for.
extension JSONReader {
    /// Reads a string value as a validated Swift `String`; any other value fails with
    /// `invalid_type`.
    package mutating func readString() throws(DecodeFailure) -> String {
        try expect(.string, as: "a string")
        return try string(readStringToken())
    }

    /// Reads a string at the cursor (which must be at its opening quote) without building a
    /// `String`: escapes are checked here and decoded later, UTF-8 is checked when the token is
    /// turned into a string.
    @inline(__always)
    package mutating func readStringToken() throws(DecodeFailure) -> StringToken {
        position += 1  // opening quote
        let start = position
        var hasEscapes = false
        while true {
            position = plainRunEnd(from: position)
            guard position < bytes.count else { throw syntax("unterminated string") }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return StringToken(range: start..<(position - 1), hasEscapes: hasEscapes)
            }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                _ = try readEscape()
            } else if byte < 0x20 {
                throw syntax("control character in a string")
            } else {
                position += 1
            }
        }
    }

    /// Where the run of plain string bytes (no quote, backslash or control byte) from `start`
    /// ends: whole words while eight bytes remain, then the stopping byte's index, or the index
    /// of the last word's end when fewer than eight remain (the caller goes on byte by byte).
    @inline(__always)
    package func plainRunEnd(from start: Int) -> Int {
        ByteReader.plainRunEnd(bytes, from: start)
    }

    /// The token's bytes with escapes decoded.
    package func bytes(of token: StringToken) -> ArraySlice<UInt8> {
        guard token.hasEscapes else { return bytes[token.range] }
        var decoded: [UInt8] = []
        var escapes = self
        escapes.position = token.range.lowerBound
        while escapes.position < token.range.upperBound {
            let byte = bytes[escapes.position]
            if byte == UInt8(ascii: "\\"), let scalar = try? escapes.readEscape() {
                decoded.append(contentsOf: String(Character(scalar)).utf8)
            } else {
                decoded.append(byte)
                escapes.position += 1
            }
        }
        return decoded[...]
    }

    /// The token as a `String`; invalid UTF-8 is a syntax error.
    package func string(_ token: StringToken) throws(DecodeFailure) -> String {
        let slice = bytes(of: token)
        if slice.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: slice, as: UTF8.self)
        }
        guard let string = String(validating: slice, as: UTF8.self) else {
            throw syntax("string is not valid UTF-8")
        }
        return string
    }

    /// The token as a `String` with invalid UTF-8 replaced, for error messages and paths.
    package func lossyString(_ token: StringToken) -> String {
        String(decoding: bytes(of: token), as: UTF8.self)
    }

    /// Reads one escape sequence at the cursor (a backslash) and returns the scalar it stands for.
    private mutating func readEscape() throws(DecodeFailure) -> Unicode.Scalar {
        position += 1  // backslash
        guard position < bytes.count else { throw syntax("unterminated string") }
        let escaped = bytes[position]
        position += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(escaped)
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            var scalar = try readHex4()
            if (0xD800...0xDBFF).contains(scalar) {
                // A high surrogate must be followed by an escaped low surrogate.
                guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
                    throw syntax("unpaired surrogate in \\u escape")
                }
                position += 2
                let low = try readHex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw syntax("unpaired surrogate in \\u escape") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw syntax("unpaired surrogate in \\u escape")
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw syntax("invalid \\u escape") }
            return unicode
        default:
            throw syntax("invalid escape \\\(describe(escaped))")
        }
    }

    private mutating func readHex4() throws(DecodeFailure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = peek()
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw syntax("invalid \\u escape")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }
}
