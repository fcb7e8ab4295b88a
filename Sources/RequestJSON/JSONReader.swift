/// A strict RFC 8259 cursor over a request body: it reads one token at a time, in document
/// order, straight from the bytes.
///
/// Decoders drive it with their schema (`readObject(keys:)`), so keys are matched as bytes and
/// numbers land directly in the model: no tree, no `String` per key, and failures carry JSON
/// pointers. One path reads every spelling (whitespace, member order, escapes, long numbers);
/// its cost is proportional to the bytes. Nothing here can trap on input: every byte access is
/// bounds-checked, and the raw reads are `ByteReader`'s, which never read outside the body.
///
/// The reader is split by concern: containers here, `+Keys`, `+Strings`, `+Numbers`, `+Skip`.
@usableFromInline package struct JSONReader {
    /// The most `maxDepth` can be, whatever is configured. Nothing here recurses on the body's
    /// nesting (`skipValue` keeps its own stack; the decoders recurse only as deep as their
    /// schema), so the ceiling bounds memory and work per level, not a thread's stack.
    package static let depthCeiling = 1024

    /// The JSON type of the value at the cursor, as error messages name it.
    package enum ValueKind: Equatable {
        case object, array, string, number, bool, null

        package var name: String {
            switch self {
            case .object: return "an object"
            case .array: return "an array"
            case .string: return "a string"
            case .number: return "a number"
            case .bool: return "a boolean"
            case .null: return "null"
            }
        }
    }

    /// A string value or key as it appears in the body, quotes excluded. Reading one copies
    /// nothing; escapes are decoded only when the token is turned into bytes (`bytes(of:)`).
    package struct StringToken {
        package let range: Range<Int>
        package let hasEscapes: Bool
    }

    /// The body. Package-visible for the reader's extensions, here and in the API's decoders.
    package let bytes: [UInt8]
    /// The cursor: the index of the next byte to read. Moved only by the reader's extensions.
    package var position = 0
    /// Deepest nesting of arrays and objects accepted (requests need 4); deeper fails with
    /// `nesting_too_deep`, in `readObject`, `readArray` and `skipValue` alike.
    package let maxDepth: Int
    /// How many more levels of arrays and objects the cursor may enter: `maxDepth` less the
    /// ones it is inside.
    private var depthLeft: Int

    /// - Parameter maxDepth: clamped to `0...depthCeiling`.
    package init(_ bytes: [UInt8], maxDepth: Int = RequestLimits.defaultMaxJSONDepth) {
        self.bytes = bytes
        self.maxDepth = min(max(maxDepth, 0), Self.depthCeiling)
        self.depthLeft = self.maxDepth
    }

    /// How many bytes are left after the cursor.
    package var remainingByteCount: Int { bytes.count - position }

    /// Whether the cursor may enter `levels` more containers without passing `maxDepth`.
    @inline(__always)
    package func canEnter(levels: Int) -> Bool { depthLeft >= levels }

    // MARK: - Values

    /// The kind of the value starting at the cursor (after whitespace).
    @inline(__always)
    package mutating func valueKind() throws(DecodeFailure) -> ValueKind {
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        default:
            if position >= bytes.count { throw syntax("unexpected end of input, expected a value") }
            throw syntax("unexpected character \(describe(peek())), expected a value")
        }
    }

    /// Consumes a `null` at the cursor and says whether there was one.
    @inline(__always)
    package mutating func consumeNull() throws(DecodeFailure) -> Bool {
        guard try valueKind() == .null else { return false }
        try expectLiteral("null")
        return true
    }

    /// Reads the value at the cursor, which must be of `kind`, or fails with `invalid_type`
    /// naming `expected`.
    @inline(__always)
    package mutating func expect(_ kind: ValueKind, as expected: String) throws(DecodeFailure) {
        let found = try valueKind()
        guard found == kind else { throw DecodeFailure(.invalidType(expected: expected, got: found.name)) }
    }

    /// Fails unless only whitespace remains.
    package mutating func expectEnd() throws(DecodeFailure) {
        skipWhitespace()
        guard position == bytes.count else { throw syntax("unexpected data after the JSON value") }
    }

    // MARK: - Containers

    /// Reads an object whose keys must come from `keys`, calling `member` with the key's index
    /// for each member that is not `null` (`null` counts as absent). Unknown keys fail with
    /// `unknown_field`, repeated keys with `duplicate_key`; failures inside a member gain the key
    /// in their path.
    ///
    /// Returns the members read as a bit set (`keys.names[i]` read if it contains `i`), so that
    /// callers can check required members without keeping an optional per field.
    @inline(__always) @discardableResult @usableFromInline
    package mutating func readObject(
        keys: JSONKeySet, as expected: String = "an object",
        _ member: (inout JSONReader, Int) throws(DecodeFailure) -> Void
    ) throws(DecodeFailure) -> PresentMembers {
        try expect(.object, as: expected)
        try enterContainer()
        defer { leaveContainer() }
        guard keys.names.count <= 64 else { return try readWideMembers(keys: keys, member) }
        var seen: UInt64 = 0
        var present: UInt64 = 0
        try readMembers(keys: keys, seen: &seen, present: &present, member)
        return PresentMembers(firstWord: present)
    }

    /// `readMembers` for a key set of more than 64 names.
    @inline(never)
    private mutating func readWideMembers(
        keys: JSONKeySet, _ member: (inout JSONReader, Int) throws(DecodeFailure) -> Void
    ) throws(DecodeFailure) -> PresentMembers {
        var seen = KeyBitSet(capacity: keys.names.count)
        var present = seen
        try readMembers(keys: keys, seen: &seen, present: &present, member)
        return PresentMembers(
            firstWord: present.firstWord,
            firstAbsentBeyondFirstWord: present.firstMissing(in: 64..<keys.names.count) ?? .max)
    }

    /// The members of an object after its `{`, through its `}`; `present` is `seen` less the
    /// null members.
    @inline(__always)
    private mutating func readMembers<Bits: KeyBits>(
        keys: JSONKeySet, seen: inout Bits, present: inout Bits,
        _ member: (inout JSONReader, Int) throws(DecodeFailure) -> Void
    ) throws(DecodeFailure) {
        var first = true
        while let key = try nextKey(first: &first) {
            guard let index = self.index(of: key, in: keys) else { throw unknownField(key, in: keys) }
            if seen.contains(index) {
                throw DecodeFailure(.duplicateKey(keys.names[index]), at: [.key(keys.names[index])])
            }
            seen.insert(index)
            if try consumeNull() { continue }
            present.insert(index)
            do {
                try member(&self, index)
            } catch {
                throw error.prefixed(by: .key(keys.names[index]))
            }
        }
    }

    /// `unknown_field` at `key`, naming the field of `keys` it most likely misspells. Out of
    /// line: the suggestion is computed only for the failure.
    @inline(never)
    private func unknownField(_ key: Key, in keys: JSONKeySet) -> DecodeFailure {
        let name = lossyString(key.token)
        return DecodeFailure(
            .unknownField(suggestion: FieldSuggestion.nearest(to: name, among: keys.names)), at: [.key(name)])
    }

    /// Reads an object whose keys are data rather than schema (a map, such as a stack's
    /// `measured`), calling `member` with each key, its value at the cursor. Keys are the
    /// caller's to check, repeats included, and so is a `null` value (a key that is no key of
    /// the map is wrong whatever its value, as an unknown field is); failures inside a member
    /// gain the key in their path. A member past `maxCount` fails with `too_many_items` at the
    /// object itself.
    package mutating func readMap(
        maxCount: Int = .max, _ member: (inout JSONReader, StringToken) throws(DecodeFailure) -> Void
    ) throws(DecodeFailure) {
        try expect(.object, as: "an object")
        try enterContainer()
        defer { leaveContainer() }
        var first = true
        var count = 0
        while let key = try nextKey(first: &first) {
            guard count < maxCount else { throw DecodeFailure(.tooManyItems(limit: maxCount)) }
            count += 1
            do {
                try member(&self, key.token)
            } catch {
                throw error.prefixed(by: .key(lossyString(key.token)))
            }
        }
    }

    /// Reads an array, calling `element` with each index; failures gain the index in their path.
    /// An element past `maxCount` fails with `too_many_items` at the array itself, before it is
    /// read. Inlined, with `element`, into each caller.
    @inline(__always)
    package mutating func readArray(
        maxCount: Int = .max, _ element: (inout JSONReader, Int) throws(DecodeFailure) -> Void
    ) throws(DecodeFailure) {
        try expect(.array, as: "an array")
        try enterContainer()
        defer { leaveContainer() }
        var index = 0
        var first = true
        while try nextElement(first: &first) {
            guard index < maxCount else { throw DecodeFailure(.tooManyItems(limit: maxCount)) }
            do {
                try element(&self, index)
            } catch {
                throw error.prefixed(by: .index(index))
            }
            index += 1
        }
    }

    /// After `[` or an element: whether another element follows (its `,` consumed).
    @inline(__always)
    package mutating func nextElement(first: inout Bool) throws(DecodeFailure) -> Bool {
        skipWhitespace()
        if first {
            first = false
            if peek() == UInt8(ascii: "]") {
                position += 1
                return false
            }
            return true
        }
        switch peek() {
        case UInt8(ascii: ","): position += 1; return true
        case UInt8(ascii: "]"): position += 1; return false
        default: throw syntax("expected ',' or ']' in an array")
        }
    }

    /// Steps over the `{` or `[` at the cursor into the container, unless that is one level
    /// deeper than `maxDepth`. `leaveContainer` undoes it after the closing bracket.
    @inline(__always)
    package mutating func enterContainer() throws(DecodeFailure) {
        guard depthLeft > 0 else { throw DecodeFailure(.tooDeep(limit: maxDepth)) }
        depthLeft -= 1
        position += 1
    }

    @inline(__always)
    package mutating func leaveContainer() {
        depthLeft += 1
    }

    // MARK: - Bytes

    /// The byte at `position + ahead`, or 0 past the end (`ByteReader.byte`).
    @inline(__always)
    package func peek(_ ahead: Int = 0) -> UInt8 {
        ByteReader.byte(bytes, at: position &+ ahead)
    }

    /// The byte at `index`, or 0 outside the body.
    @inline(__always)
    package func byte(at index: Int) -> UInt8 {
        ByteReader.byte(bytes, at: index)
    }

    /// The eight bytes from `index` as a little-endian word, or nil when fewer than eight
    /// remain there (`ByteReader.word`).
    @inline(__always)
    package func word(at index: Int) -> UInt64? {
        ByteReader.word(bytes, at: index)
    }

    /// Steps over spaces, tabs, line feeds and carriage returns. Compact input costs one
    /// compare; a run of spaces is skipped eight per word.
    @inline(__always)
    package mutating func skipWhitespace() {
        guard position < bytes.count, bytes[position] <= 0x20 else { return }
        skipWhitespaceRun()
    }

    private mutating func skipWhitespaceRun() {
        position = whitespaceEnd(from: position)
    }

    /// Moves `index` past whitespace: inline for none or one space (compact bodies, and
    /// `json.dumps`' `", "` and `": "`), `whitespaceEnd` for longer runs.
    @inline(__always)
    package func skipWhitespace(_ index: inout Int) {
        let current = byte(at: index)
        guard current &- 1 < 0x20 else { return }
        if current == 0x20, byte(at: index &+ 1) > 0x20 {
            index &+= 1
            return
        }
        index = whitespaceEnd(from: index)
    }

    /// Moves `index` past whitespace (as `skipWhitespace(_:)` does) and returns the byte there,
    /// or 0 at the end of the body: one bounds check and one load when there is no whitespace
    /// (compact bodies) or one space.
    @inline(__always)
    package func significantByte(_ index: inout Int) -> UInt8 {
        let current = byte(at: index)
        // 1...0x20: whitespace or a control byte; 0 (the end) stays where it is.
        guard current &- 1 < 0x20 else { return current }
        if current == 0x20 {
            let next = byte(at: index &+ 1)
            if next > 0x20 {
                index &+= 1
                return next
            }
        }
        index = whitespaceEnd(from: index)
        return byte(at: index)
    }

    /// The index of the first byte at or after `start` that is not whitespace
    /// (`ByteReader.whitespaceEnd`).
    @inline(__always)
    package func whitespaceEnd(from start: Int) -> Int {
        ByteReader.whitespaceEnd(bytes, from: start)
    }

    /// Reads `true`, `false` or `null`.
    package mutating func expectLiteral(_ literal: StaticString) throws(DecodeFailure) {
        let start = position
        let count = literal.utf8CodeUnitCount
        let matched = literal.withUTF8Buffer { expected in
            (0..<count).allSatisfy { peek($0) == expected[$0] }
        }
        guard matched else { throw syntax("invalid literal, expected \(literal)", at: start) }
        position += count
    }

    package func describe(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "0x" + String(byte, radix: 16, uppercase: true)
    }

    package func syntax(_ message: String, at offset: Int? = nil) -> DecodeFailure {
        DecodeFailure(.syntax("\(message) at byte \(offset ?? position)"))
    }
}
