/// Object keys and enum names: read a word at a time and matched as packed bytes against a
/// `JSONKeySet` (length and up to 16 bytes compared as three integers), never as `String`s.
extension JSONReader {
    /// An object key: where it is, and its bytes packed for matching against a `JSONKeySet`
    /// (nil when longer than 16 bytes, for `JSONKeySet.index(of:)` to compare byte by byte).
    package struct Key {
        package let token: StringToken
        package let packed: JSONKeySet.PackedName?
    }

    /// After `{` or a member: the next key (with its `:` consumed), or nil at `}`.
    @inline(__always)
    package mutating func nextKey(first: inout Bool) throws(DecodeFailure) -> Key? {
        skipWhitespace()
        if first {
            first = false
            if peek() == UInt8(ascii: "}") {
                position += 1
                return nil
            }
        } else {
            switch peek() {
            case UInt8(ascii: ","): position += 1; skipWhitespace()
            case UInt8(ascii: "}"): position += 1; return nil
            default: throw syntax("expected ',' or '}' in an object")
            }
        }
        guard peek() == UInt8(ascii: "\"") else { throw syntax("expected a string key") }
        let key = try readKey()
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else {
            throw syntax("expected ':' after a key").prefixed(by: .key(lossyString(key.token)))
        }
        position += 1
        return key
    }

    /// The index in `keys` of the name `key` spells, or nil.
    @inline(__always)
    package func index(of key: Key, in keys: JSONKeySet) -> Int? {
        if let packed = key.packed { return keys.index(of: packed) }
        return keys.index(of: bytes(of: key.token))  // longer than 16 bytes
    }

    /// Reads a string that must be one of `names` and returns its index; anything else fails
    /// with `invalid_enum` (or `invalid_type` when it is not a string).
    package mutating func readName(_ names: JSONKeySet) throws(DecodeFailure) -> Int {
        try expect(.string, as: "a string")
        // A plain string of at most 15 bytes (every name there is) is packed as keys are.
        if let short = readShortKey(), let packed = short.packed {
            guard let index = names.index(of: packed) else {
                throw DecodeFailure(.invalidEnum(value: lossyString(short.token), allowed: names.names))
            }
            return index
        }
        let token = try readStringToken()
        guard let index = names.index(of: bytes(of: token)) else {
            throw DecodeFailure(.invalidEnum(value: lossyString(token), allowed: names.names))
        }
        return index
    }

    /// Reads a key at its opening quote: short plain keys in two word loads, the rest
    /// (escapes, keys longer than 15 bytes, keys near the end of the body) as any string.
    @inline(__always)
    private mutating func readKey() throws(DecodeFailure) -> Key {
        if let key = readShortKey() { return key }
        let token = try readStringToken()
        return Key(token: token, packed: JSONKeySet.PackedName(bytes(of: token)))
    }

    /// A key of at most 15 plain bytes at the cursor (its opening quote): the 16 bytes after the
    /// quote, loaded as two words with the bytes from the closing quote on cleared, are the
    /// packed key. Nil (cursor unmoved) otherwise.
    @inline(__always)
    private mutating func readShortKey() -> Key? {
        let start = position + 1
        guard let (low, high) = sixteenBytes(at: start) ?? lastBytes(from: start) else { return nil }
        let count: Int
        let packed: JSONKeySet.PackedName
        if let stop = ByteWord.firstStop(in: low) {
            count = stop
            packed = JSONKeySet.PackedName(low: ByteWord.prefix(low, count: stop), high: 0, count: stop)
        } else if let stop = ByteWord.firstStop(in: high) {
            count = 8 + stop
            packed = JSONKeySet.PackedName(low: low, high: ByteWord.prefix(high, count: stop), count: count)
        } else {
            return nil
        }
        // An escape, a control byte, or the end of the body (a zero of `lastBytes`' padding).
        guard start + count < bytes.count, bytes[start + count] == UInt8(ascii: "\"") else { return nil }
        position = start + count + 1
        return Key(token: StringToken(range: start..<(start + count), hasEscapes: false), packed: packed)
    }

    /// The 16 bytes from `start` as two little-endian words, or nil when fewer than 16 remain.
    @inline(__always)
    private func sixteenBytes(at start: Int) -> (low: UInt64, high: UInt64)? {
        guard let low = word(at: start), let high = word(at: start &+ 8) else { return nil }
        return (low, high)
    }

    /// The 1–15 bytes from `start` to the end of the body as `sixteenBytes` would load them,
    /// zeros in place of the bytes past the end; nil when 16 or more remain, or none. In a body
    /// of 16 bytes or more they are the body's last 16 bytes, loaded as two words and shifted
    /// down past the bytes before `start`.
    @inline(never)
    private func lastBytes(from start: Int) -> (low: UInt64, high: UInt64)? {
        guard start >= 0, start < bytes.count, bytes.count - start < 16 else { return nil }
        let tail = bytes.count &- 16
        if let first = word(at: tail), let last = word(at: tail &+ 8) {
            let shift = UInt64(8 &* (start &- tail))  // 8...120: at least one byte precedes `start`
            if shift >= 64 { return (last &>> (shift &- 64), 0) }
            return ((first &>> shift) | (last &<< (64 &- shift)), last &>> shift)
        }
        var words: (low: UInt64, high: UInt64) = (0, 0)
        for index in start..<bytes.count {
            let offset = index - start
            let byte = UInt64(bytes[index]) << UInt64(8 * (offset & 7))
            if offset < 8 { words.low |= byte } else { words.high |= byte }
        }
        return words
    }
}
