/// A strict RFC 8259 cursor over a request body: it reads one token at a time, in document
/// order, straight from the bytes.
///
/// Why not Foundation's `JSONDecoder`, or a tree: on this machine `JSONDecoder` costs ~70 µs
/// per small request and reports coding paths rather than JSON pointers; building a tree of
/// values and then walking it costs an allocation per node and a `String` per key. Decoders
/// drive this reader with their schema instead (`readObject(keys:)`), so keys are matched as
/// bytes and numbers land directly in the model. Nothing here can trap on input: every byte
/// access is bounds-checked through `peek`.
struct JSONReader {
    /// The most `maxDepth` can be, whatever is configured. Nothing here recurses on the body's
    /// nesting (`skipValue` keeps its own stack; the decoders recurse only as deep as their
    /// schema), so the ceiling bounds memory and work per level, not a thread's stack.
    static let depthCeiling = 1024

    /// The JSON type of the value at the cursor, as error messages name it.
    enum ValueKind: Equatable {
        case object, array, string, number, bool, null

        var name: String {
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
    struct StringToken {
        let range: Range<Int>
        let hasEscapes: Bool
    }

    private let bytes: [UInt8]
    private(set) var position = 0
    /// Deepest nesting of arrays and objects accepted (requests need 4); deeper fails with
    /// `nesting_too_deep`, in `readObject`, `readArray` and `skipValue` alike.
    let maxDepth: Int
    /// How many more levels of arrays and objects the cursor may enter: `maxDepth` less the
    /// ones it is inside. Every container read checks it, so it is one counter compared with 0
    /// (`maxDepth` itself is only read for the failure's message).
    private var depthLeft: Int

    /// - Parameter maxDepth: clamped to `0...depthCeiling`.
    init(_ bytes: [UInt8], maxDepth: Int = RequestLimits.defaultMaxJSONDepth) {
        self.bytes = bytes
        self.maxDepth = min(max(maxDepth, 0), Self.depthCeiling)
        self.depthLeft = self.maxDepth
    }

    /// How many bytes are left after the cursor.
    var remainingByteCount: Int { bytes.count - position }

    /// Whether the cursor may enter `levels` more containers without passing `maxDepth`.
    @inline(__always)
    func canEnter(levels: Int) -> Bool { depthLeft >= levels }

    /// Moves the cursor back to `offset`, where it was before a fast path that did not match.
    @inline(__always)
    mutating func rewind(to offset: Int) { position = offset }

    /// Runs `body` over the whole body's bytes (for `CompactScan`, which reads them in place).
    @inline(__always)
    func withBody<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer(body)
    }

    // MARK: - Values

    /// The kind of the value starting at the cursor (after whitespace).
    @inline(__always)
    mutating func valueKind() throws(DecodeFailure) -> ValueKind {
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
    mutating func consumeNull() throws(DecodeFailure) -> Bool {
        guard try valueKind() == .null else { return false }
        try expectLiteral("null")
        return true
    }

    /// Reads the value at the cursor, which must be of `kind`, or fails with `invalid_type`
    /// naming `expected`.
    @inline(__always)
    mutating func expect(_ kind: ValueKind, as expected: String) throws(DecodeFailure) {
        let found = try valueKind()
        guard found == kind else { throw DecodeFailure(.invalidType(expected: expected, got: found.name)) }
    }

    /// Reads an object whose keys must come from `keys`, calling `member` with the key's index
    /// for each member that is not `null` (`null` counts as absent). Unknown keys fail with
    /// `unknown_field`, repeated keys with `duplicate_key`; failures inside a member gain the key
    /// in their path.
    ///
    /// Returns the members read as a bit set (`keys.names[i]` read if it contains `i`), so that
    /// callers can check required members without keeping an optional per field.
    @inline(__always) @discardableResult
    mutating func readObject(
        keys: JSONKeySet, as expected: String = "an object",
        _ member: (inout JSONReader, Int) throws(DecodeFailure) -> Void
    ) throws(DecodeFailure) -> PresentMembers {
        try expect(.object, as: expected)
        try enterContainer()
        defer { leaveContainer() }
        guard keys.names.count <= 64 else { return try readWideMembers(keys: keys, member) }
        // Every schema object: the bookkeeping is two machine words.
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
        // Compact, in-order input (what encoders emit by default) has member `expected` next,
        // spelled exactly `"name":`. A miss on a member that comes later in the key set is an
        // optional member left out (the usual case: most requests send a few of an endpoint's
        // fields): the guess resumes after the member found. Any other miss means the object is
        // not such input (whitespace, another order): `expected` goes out of range so the rest
        // of it skips the guess (each miss is pure overhead). A name with no compact form (too
        // long, say) is no miss: the guess resumes after it.
        var expected = 0
        while true {
            let index: Int
            if expected < keys.compactKeys.count, consumeCompactKey(keys.compactKeys[expected], first: first) {
                index = expected
                expected += 1
                first = false
            } else {
                let guess = expected
                expected = .max
                guard let key = try nextKey(first: &first) else { break }
                guard let found = self.index(of: key, in: keys) else {
                    throw DecodeFailure(.unknownField, at: [.key(lossyString(key.token))])
                }
                if found > guess || (found == guess && keys.compactKeys[found].count == 0) { expected = found + 1 }
                index = found
            }
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

    /// The index in `keys` of the name `key` spells, or nil.
    @inline(__always)
    private func index(of key: Key, in keys: JSONKeySet) -> Int? {
        if let packed = key.packed { return keys.index(of: packed) }
        return keys.index(of: bytes(of: key.token))  // longer than 16 bytes
    }

    /// Reads an object whose keys are data rather than schema (a map, such as a stack's
    /// `measured`), calling `member` with each key, its value at the cursor. Keys are the
    /// caller's to check, repeats included, and so is a `null` value (a key that is no key of
    /// the map is wrong whatever its value, as an unknown field is); failures inside a member
    /// gain the key in their path. A member past `maxCount` fails with `too_many_items` at the
    /// object itself.
    mutating func readMap(
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
    /// read: the count is refused as soon as it passes the limit.
    ///
    /// Inlined, with `element`, into each caller: a list of items is read in one loop whose
    /// arrays stay in registers, rather than by a call per element through captured state.
    @inline(__always)
    mutating func readArray(
        maxCount: Int = .max, _ element: (inout JSONReader, Int) throws(DecodeFailure) -> Void
    ) throws(DecodeFailure) {
        try expect(.array, as: "an array")
        try enterContainer()
        defer { leaveContainer() }
        try readElements(from: 0, maxCount: maxCount, element)
    }

    /// `readArray` with a fast path for a leading run of elements: `run` is given the body and
    /// the index after the `[`, reads as many elements as it can straight from the bytes (at
    /// most `maxCount`), and returns how many and the index after the last of them — at its `,`
    /// or the `]` — or, having read none, the index it was given. `element` reads the rest as
    /// `readArray` would, from the index after the run's.
    ///
    /// For long lists whose elements have one compact form (`readItems`): the run reads them in
    /// one loop over the bytes, without the separator, limit and failure bookkeeping each
    /// element costs here; whatever it leaves, the general path reads and reports.
    @inline(__always)
    mutating func readArray(
        maxCount: Int = .max,
        run: (UnsafeBufferPointer<UInt8>, _ start: Int, _ maxCount: Int) -> (count: Int, end: Int),
        _ element: (inout JSONReader, Int) throws(DecodeFailure) -> Void
    ) throws(DecodeFailure) {
        try expect(.array, as: "an array")
        try enterContainer()
        defer { leaveContainer() }
        let start = position
        let (count, end) = bytes.withUnsafeBufferPointer { run($0, start, maxCount) }
        position = Swift.min(Swift.max(end, start), bytes.count)
        try readElements(from: Swift.max(count, 0), maxCount: maxCount, element)
    }

    /// The elements of an array from `start` on: the cursor is just after the `[` (`start` 0)
    /// or just after element `start − 1`.
    @inline(__always)
    private mutating func readElements(
        from start: Int, maxCount: Int, _ element: (inout JSONReader, Int) throws(DecodeFailure) -> Void
    ) throws(DecodeFailure) {
        var index = start
        var first = start == 0
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

    /// Steps over the `{` or `[` at the cursor into the container, unless that is one level
    /// deeper than `maxDepth`. `leaveContainer` undoes it after the closing bracket.
    @inline(__always)
    private mutating func enterContainer() throws(DecodeFailure) {
        guard depthLeft > 0 else { throw DecodeFailure(.tooDeep(limit: maxDepth)) }
        depthLeft -= 1
        position += 1
    }

    @inline(__always)
    private mutating func leaveContainer() {
        depthLeft += 1
    }

    /// Fails unless only whitespace remains.
    mutating func expectEnd() throws(DecodeFailure) {
        skipWhitespace()
        guard position == bytes.count else { throw syntax("unexpected data after the JSON value") }
    }

    // MARK: - Structure

    /// An object key: where it is, and its bytes packed for matching against a `JSONKeySet`
    /// (nil when longer than 16 bytes, for `JSONKeySet.index(of:)` to compare byte by byte).
    struct Key {
        let token: StringToken
        let packed: JSONKeySet.PackedName?
    }

    /// After `{` or a member: the next key (with its `:` consumed), or nil at `}`.
    @inline(__always)
    mutating func nextKey(first: inout Bool) throws(DecodeFailure) -> Key? {
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

    /// Reads a key at its opening quote. Short plain keys take the word-at-a-time path; the rest
    /// (escapes, keys longer than 15 bytes, keys near the end of the body) the general string
    /// path.
    @inline(__always)
    private mutating func readKey() throws(DecodeFailure) -> Key {
        if let key = readShortKey() { return key }
        let token = try readStringToken()
        return Key(token: token, packed: JSONKeySet.PackedName(bytes(of: token)))
    }

    /// The common case of `readKey`: a key of at most 15 plain bytes. The 16 bytes after its
    /// opening quote are loaded as two words (zero past the end of the body, where a string
    /// value such as an anchor's name often ends), which are the packed key once the bytes from
    /// the closing quote on are cleared. Returns nil (cursor unmoved) otherwise.
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

    /// The fast path of `nextKey` for the member `key` describes: consumes `"name":` (after a
    /// `,` unless `first`) when the bytes at the cursor are exactly that, and says whether they
    /// were. Exactly those bytes would make `nextKey` return this name, so the caller may skip it;
    /// anything else (whitespace, another key, an escape, `}`, or fewer than 16 bytes left after
    /// the separator) returns false with the cursor unmoved, for the general path to handle.
    @inline(__always)
    private mutating func consumeCompactKey(_ key: JSONKeySet.CompactKey, first: Bool) -> Bool {
        let start = first ? position : position + 1
        guard key.count > 0, let (low, high) = sixteenBytes(at: start) else { return false }
        if !first && bytes[position] != UInt8(ascii: ",") { return false }
        guard low & key.lowMask == key.low, high & key.highMask == key.high else { return false }
        position = start + key.count
        return true
    }

    /// The 16 bytes from `start` as two little-endian words, or nil when fewer than 16 remain.
    /// The one unaligned load of the reader; the bounds check guards it.
    @inline(__always)
    private func sixteenBytes(at start: Int) -> (low: UInt64, high: UInt64)? {
        guard start >= 0, start <= bytes.count - 16 else { return nil }
        return bytes.withUnsafeBytes { body in
            (UInt64(littleEndian: body.loadUnaligned(fromByteOffset: start, as: UInt64.self)),
             UInt64(littleEndian: body.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self)))
        }
    }

    /// The 1–15 bytes from `start` to the end of the body as `sixteenBytes` would load them,
    /// zeros in place of the bytes past the end; nil when 16 or more remain, or none. The body's
    /// last 16 bytes are loaded and shifted down by the `skip` bytes before `start` (a body
    /// shorter than 16 bytes is gathered byte by byte). Not inlined: keys never need it, and
    /// `readShortKey` is inlined wherever a key is read.
    @inline(never)
    private func lastBytes(from start: Int) -> (low: UInt64, high: UInt64)? {
        guard start >= 0, start < bytes.count, bytes.count - start < 16 else { return nil }
        guard let (low, high) = sixteenBytes(at: bytes.count - 16) else {
            var words: (low: UInt64, high: UInt64) = (0, 0)
            for index in start..<bytes.count {
                let offset = index - start
                let byte = UInt64(bytes[index]) << UInt64(8 * (offset & 7))
                if offset < 8 { words.low |= byte } else { words.high |= byte }
            }
            return words
        }
        let skip = UInt64(start - (bytes.count - 16))  // 1–15
        if skip >= 8 { return (high >> (8 * (skip - 8)), 0) }
        return ((low >> (8 * skip)) | (high << (64 - 8 * skip)), high >> (8 * skip))
    }

    /// After `[` or an element: whether another element follows (its `,` consumed).
    @inline(__always)
    mutating func nextElement(first: inout Bool) throws(DecodeFailure) -> Bool {
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

    /// Skips one value of any kind, checking its syntax, nesting depth and keys. Used to find the
    /// first syntax problem of a body (so that invalid JSON is reported as such).
    ///
    /// A loop over an explicit stack of the containers it is inside rather than recursion, so
    /// that the stack a body can make it use is a heap array (one entry per level, at most
    /// `maxDepth`), not the thread's stack, whatever the configured depth and the build.
    mutating func skipValue() throws(DecodeFailure) {
        var open: [OpenContainer] = []
        do {
            try skipValue(open: &open)
        } catch {
            // The path to the failure: the member or element each container was reading.
            var failure = error
            for container in open.reversed() {
                switch container.reading {
                case .key(let token): failure = failure.prefixed(by: .key(lossyString(token)))
                case .index(let index): failure = failure.prefixed(by: .index(index))
                case nil: break
                }
            }
            throw failure
        }
    }

    /// An array or object `skipValue` is inside.
    private struct OpenContainer {
        enum Member {
            case key(StringToken)
            case index(Int)
        }

        let isObject: Bool
        /// Before the first member or element.
        var first = true
        /// The keys read so far (objects only), for the duplicate check.
        var keys = Set<[UInt8]>()
        /// The elements read so far (arrays only).
        var count = 0
        /// The member or element whose value is being read; nil while reading the container's
        /// own punctuation (a failure there is the container's, not a member's).
        var reading: Member? = nil

        init(isObject: Bool) {
            self.isObject = isObject
        }
    }

    private mutating func skipValue(open: inout [OpenContainer]) throws(DecodeFailure) {
        while true {
            // At a value: a scalar is read whole, a container is entered.
            switch try valueKind() {
            case .object:
                try enterContainer()
                open.append(OpenContainer(isObject: true))
            case .array:
                try enterContainer()
                open.append(OpenContainer(isObject: false))
            case .string:
                _ = try readString()
            case .number:
                _ = try readNumber()
            case .bool:
                try expectLiteral(peek() == UInt8(ascii: "t") ? "true" : "false")
            case .null:
                try expectLiteral("null")
            }
            // After a value: close the containers that end here, up to one with another value.
            while !open.isEmpty {
                let last = open.count - 1
                open[last].reading = nil
                var first = open[last].first
                if open[last].isObject {
                    let next = try nextKey(first: &first)
                    open[last].first = first
                    guard let key = next else {
                        open.removeLast()
                        leaveContainer()
                        continue
                    }
                    _ = try string(key.token)  // keys must be valid UTF-8 too
                    guard open[last].keys.insert(Array(bytes(of: key.token))).inserted else {
                        let name = lossyString(key.token)
                        throw DecodeFailure(.duplicateKey(name), at: [.key(name)])
                    }
                    open[last].reading = .key(key.token)
                } else {
                    let more = try nextElement(first: &first)
                    open[last].first = first
                    guard more else {
                        open.removeLast()
                        leaveContainer()
                        continue
                    }
                    open[last].reading = .index(open[last].count)
                    open[last].count += 1
                }
                break
            }
            if open.isEmpty { return }
        }
    }

    // MARK: - Strings

    /// Reads a string value as a validated Swift `String`; any other value fails with
    /// `invalid_type`.
    mutating func readString() throws(DecodeFailure) -> String {
        try expect(.string, as: "a string")
        return try string(readStringToken())
    }

    /// Reads a string that must be one of `names` and returns its index; anything else fails
    /// with `invalid_enum` (or `invalid_type` when it is not a string).
    mutating func readName(_ names: JSONKeySet) throws(DecodeFailure) -> Int {
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

    /// Reads a string at the cursor (which must be at its opening quote) without building a
    /// `String`: escapes are checked here and decoded later, UTF-8 is checked when the token is
    /// turned into a string.
    @inline(__always)
    mutating func readStringToken() throws(DecodeFailure) -> StringToken {
        position += 1  // opening quote
        let start = position
        var hasEscapes = false
        while position < bytes.count {
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
        throw syntax("unterminated string")
    }

    /// The token's bytes with escapes decoded.
    func bytes(of token: StringToken) -> ArraySlice<UInt8> {
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
    func string(_ token: StringToken) throws(DecodeFailure) -> String {
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
    func lossyString(_ token: StringToken) -> String {
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

    // MARK: - Numbers

    /// Exact powers of ten: every one up to 1e22 is a `Double` without rounding, so
    /// `mantissa * 10^e` with a mantissa below 2^53 is correctly rounded (Clinger's fast path).
    /// Anything else goes to the standard library's correctly rounded parse.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Reads a number at the cursor. A literal too large for a `Double` reads as ±infinity;
    /// callers reject it with the field's pointer (`invalid_number`).
    @inline(__always)
    mutating func readNumber() throws(DecodeFailure) -> Double {
        if let number = readShortDecimal() { return number }
        return try readGeneralNumber()
    }

    /// Whether the byte at the cursor (after whitespace) starts a number: `valueKind() == .number`
    /// without building the kind, for the hot numeric fields.
    @inline(__always)
    mutating func atNumber() -> Bool {
        skipWhitespace()
        let byte = peek()
        return byte == UInt8(ascii: "-") || isDigit(byte)
    }

    /// The sign and integer digits of a short literal at the cursor: an optional `-` and 1–15
    /// digits without a leading zero (so exact as an integer), and where they end. Nil for
    /// anything else; the cursor does not move either way.
    @inline(__always)
    private func shortIntegerPart() -> (negative: Bool, value: UInt64, digits: Int, end: Int)? {
        let start = position
        return withBody { CompactScan.integerPart(in: $0, at: start) }
    }

    /// The common case of pixel values: an optional `-` and 1–15 digits without a leading zero,
    /// fraction or exponent — exact in a double, so one multiply-add per digit suffices. Returns
    /// nil (cursor unmoved) for anything else, which `readGeneralNumber` then reads or rejects.
    @inline(__always)
    private mutating func readShortInteger() -> Double? {
        guard let part = shortIntegerPart() else { return nil }
        if part.end < bytes.count {
            let next = bytes[part.end]
            if next == UInt8(ascii: ".") || next == UInt8(ascii: "e") || next == UInt8(ascii: "E") { return nil }
        }
        position = part.end
        let magnitude = Double(part.value)
        return part.negative ? -magnitude : magnitude
    }

    /// The common case of coordinates (`CompactScan.shortDecimal`: 15 digits at most, no
    /// exponent), read without `readGeneralNumber`'s per-digit bookkeeping, which a 100k-item
    /// body pays half a million times. Returns nil (cursor unmoved) for anything else, which
    /// `readGeneralNumber` then reads or rejects.
    @inline(__always)
    private mutating func readShortDecimal() -> Double? {
        let start = position
        guard let number = withBody({ CompactScan.shortDecimal(in: $0, at: start) }) else { return nil }
        position = number.end
        return number.value
    }

    /// Reads a number at the cursor and also says, exactly, whether its literal is an integer
    /// of at most 16 digits — for values that must not be rounded through a double, such as
    /// ids: `9007199254740993` is 2^53 as a double, but not as an id. The literal's decimal digits
    /// are inspected, so `7`, `7.0`, `70e-1` and `0.7e1` are all the integer 7 and `7.5` is none.
    /// - Returns: the double (for callers that report infinities and kinds as usual) and the
    ///   integer's magnitude and sign, or nil for the integer when the literal is fractional or
    ///   has more than 16 significant integer digits (beyond ±2^53 either way).
    mutating func readNumberWithExactInteger() throws(DecodeFailure) -> (number: Double, integer: (magnitude: UInt64, negative: Bool)?) {
        let start = position
        // The usual id, up to 15 digits alone: exact as a double, and below 2^53.
        if let short = readShortInteger() {
            return (short, (UInt64(short.magnitude), bytes[start] == UInt8(ascii: "-")))
        }
        let number = try readNumber()  // checks the syntax; the literal is bytes[start..<position]
        var index = start
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        // The digits of the integer and fraction parts as `magnitude` × 10^`pendingZeros`, leading
        // zeros dropped; zeros are held back until a later digit shows they are not trailing.
        var magnitude: UInt64 = 0
        var significantDigits = 0
        var pendingZeros = 0
        var scale = 0  // the value is magnitude × 10^(pendingZeros + scale)
        var inFraction = false
        while index < position {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                inFraction = true
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                break
            } else {
                let digit = UInt64(byte &- UInt8(ascii: "0"))
                if digit == 0 {
                    if significantDigits > 0 { pendingZeros += 1 }
                } else {
                    significantDigits += pendingZeros + 1
                    if significantDigits > 16 { return (number, nil) }  // past 2^53 whatever the scale
                    for _ in 0..<pendingZeros { magnitude *= 10 }
                    magnitude = magnitude * 10 + digit
                    pendingZeros = 0
                }
                if inFraction { scale -= 1 }
            }
            index += 1
        }
        if index < position {  // the exponent, saturated: anything this large is out of range anyway
            index += 1
            var exponentNegative = false
            if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            var exponent = 0
            while index < position {
                if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[index] &- UInt8(ascii: "0")) }
                index += 1
            }
            scale += exponentNegative ? -exponent : exponent
        }
        scale += pendingZeros  // trailing zeros
        if significantDigits == 0 { return (number, (0, negative)) }
        guard scale >= 0, significantDigits + scale <= 16 else { return (number, nil) }
        for _ in 0..<scale { magnitude *= 10 }
        return (number, (magnitude, negative))
    }

    /// Any RFC 8259 number: fractions, exponents, long mantissas, and the syntax errors.
    private mutating func readGeneralNumber() throws(DecodeFailure) -> Double {
        let start = position
        let negative = peek() == UInt8(ascii: "-")
        if negative { position += 1 }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var exponent = 0

        // Integer part: 0 or [1-9][0-9]*
        if peek() == UInt8(ascii: "0") {
            position += 1
            if isDigit(peek()) { throw syntax("invalid number: leading zeros are not allowed") }
        } else if isDigit(peek()) {
            while position < bytes.count {
                let byte = bytes[position]
                guard isDigit(byte) else { break }
                accumulate(byte, into: &mantissa, digits: &significantDigits, exponent: &exponent, fraction: false)
                position += 1
            }
        } else {
            throw syntax("invalid number")
        }
        let afterInteger = peek()
        if afterInteger != UInt8(ascii: "."), afterInteger != UInt8(ascii: "e"), afterInteger != UInt8(ascii: "E"),
            significantDigits <= 15
        {
            // A plain integer below 10^15 is exact in a double: the common case of pixel values.
            let value = Double(mantissa)
            return negative ? -value : value
        }
        if afterInteger == UInt8(ascii: ".") {
            position += 1
            guard isDigit(peek()) else { throw syntax("invalid number: digits expected after '.'") }
            while position < bytes.count {
                let byte = bytes[position]
                guard isDigit(byte) else { break }
                accumulate(byte, into: &mantissa, digits: &significantDigits, exponent: &exponent, fraction: true)
                position += 1
            }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            var exponentNegative = false
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
                exponentNegative = peek() == UInt8(ascii: "-")
                position += 1
            }
            guard isDigit(peek()) else { throw syntax("invalid number: digits expected in the exponent") }
            var explicit = 0
            while isDigit(peek()) {
                // Saturate: anything this large is 0 or infinity anyway.
                if explicit < 100_000 { explicit = explicit * 10 + Int(peek() - UInt8(ascii: "0")) }
                position += 1
            }
            exponent += exponentNegative ? -explicit : explicit
        }
        if significantDigits <= 15 && exponent >= -22 && exponent <= 22 {
            var value = Double(mantissa)
            let power = Self.exactPowersOfTen[exponent < 0 ? -exponent : exponent]
            value = exponent < 0 ? value / power : value * power
            return negative ? -value : value
        }
        let literal = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(literal) else { throw syntax("invalid number", at: start) }
        return value
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Adds one decimal digit to the fast-path mantissa. Leading zeros are not significant;
    /// past 19 digits further digits only count (the slow path takes over).
    @inline(__always)
    private func accumulate(
        _ byte: UInt8, into mantissa: inout UInt64, digits: inout Int, exponent: inout Int, fraction: Bool
    ) {
        let digit = UInt64(byte - UInt8(ascii: "0"))
        if mantissa == 0 && digit == 0 {
            if fraction { exponent -= 1 }
            return
        }
        digits += 1
        if digits <= 19 {
            mantissa = mantissa &* 10 &+ digit
            if fraction { exponent -= 1 }
        } else if !fraction {
            exponent += 1
        }
    }

    // MARK: - Lexing helpers

    /// The byte at `position + ahead`, or 0 past the end (0 is never valid JSON outside a
    /// string, and inside one it is rejected as a control character, so it cannot be mistaken).
    @inline(__always)
    private func peek(_ ahead: Int = 0) -> UInt8 {
        let index = position + ahead
        return index < bytes.count ? bytes[index] : 0
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    /// Reads `true`, `false` or `null`.
    mutating func expectLiteral(_ literal: StaticString) throws(DecodeFailure) {
        let start = position
        let count = literal.utf8CodeUnitCount
        let matched = literal.withUTF8Buffer { expected in
            (0..<count).allSatisfy { peek($0) == expected[$0] }
        }
        guard matched else { throw syntax("invalid literal, expected \(literal)", at: start) }
        position += count
    }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "0x" + String(byte, radix: 16, uppercase: true)
    }

    func syntax(_ message: String, at offset: Int? = nil) -> DecodeFailure {
        DecodeFailure(.syntax("\(message) at byte \(offset ?? position)"))
    }
}

// MARK: - Skimming

extension JSONReader {
    /// Steps over one value, following only strings and brackets to find where it ends: no key
    /// set, no duplicate check, no validation of numbers, literals or bracket pairs. A batch
    /// skims to count its requests and to find each one's `op` before reading it properly; what
    /// a skim lets through, that proper read (or `RequestBody`'s check of the whole body on a
    /// failure) still refuses, so skimming never decides what is valid.
    mutating func skim() throws(DecodeFailure) {
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: "\""):
            _ = try readStringToken()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            position += 1
            var open = 1
            while open > 0 {
                guard position < bytes.count else { throw syntax("unexpected end of input") }
                switch bytes[position] {
                case UInt8(ascii: "\""): _ = try readStringToken()
                case UInt8(ascii: "{"), UInt8(ascii: "["): open += 1; position += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"): open -= 1; position += 1
                default: position += 1
                }
            }
        default:
            // A number or a literal: up to the separator, bracket or whitespace that ends it.
            let start = position
            while position < bytes.count, !Self.endsScalar(bytes[position]) { position += 1 }
            guard position > start else {
                _ = try valueKind()  // throws, naming what is there instead of a value
                throw syntax("expected a value")
            }
        }
    }

    @inline(__always)
    private static func endsScalar(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x09, 0x0A, 0x0D: return true
        default: return false
        }
    }

    /// Moves the cursor, at an object, to the value of its first member named `name` (escapes
    /// decoded), skimming the members before it; false when the object has none. The cursor is
    /// then somewhere in the object: this is for a copy of the reader, a scout.
    mutating func seekMember(named name: [UInt8]) throws(DecodeFailure) -> Bool {
        skipWhitespace()
        guard peek() == UInt8(ascii: "{") else { return false }
        position += 1
        var first = true
        while let key = try nextKey(first: &first) {
            if bytes(of: key.token).elementsEqual(name) { return true }
            try skim()
        }
        return false
    }
}
