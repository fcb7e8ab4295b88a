/// Stepping over values without decoding them: `skipValue` checks everything (syntax, depth,
/// duplicate keys) to find the first problem of a body; `skim` follows only strings and
/// brackets, to find where a value ends.
extension JSONReader {
    /// Skips one value of any kind, checking its syntax, nesting depth and keys. Used to find the
    /// first syntax problem of a body (so that invalid JSON is reported as such).
    ///
    /// A loop over an explicit stack of the containers it is inside rather than recursion, so
    /// that the stack a body can make it use is a heap array (one entry per level, at most
    /// `maxDepth`), not the thread's stack, whatever the configured depth and the build.
    package mutating func skipValue() throws(DecodeFailure) {
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
        package enum Member {
            case key(StringToken)
            case index(Int)
        }

        package let isObject: Bool
        /// Before the first member or element.
        package var first = true
        /// The keys read so far (objects only), for the duplicate check.
        package var keys = Set<[UInt8]>()
        /// The elements read so far (arrays only).
        package var count = 0
        /// The member or element whose value is being read; nil while reading the container's
        /// own punctuation (a failure there is the container's, not a member's).
        package var reading: Member? = nil

        package init(isObject: Bool) {
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

    /// Steps over one value, following only strings and brackets to find where it ends: no key
    /// set, no duplicate check, no validation of numbers, literals or bracket pairs. A batch
    /// skims to count its requests and to find each one's `op` before reading it properly; what
    /// a skim lets through, that proper read (or `RequestBody`'s check of the whole body on a
    /// failure) still refuses, so skimming never decides what is valid.
    package mutating func skim() throws(DecodeFailure) {
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
    package mutating func seekMember(named name: [UInt8]) throws(DecodeFailure) -> Bool {
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
