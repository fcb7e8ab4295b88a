import ItemLayouts

extension JSONReader {
    /// Reads an item id (a string, or an integer exact in a double) straight into `ids`, and
    /// says whether it was new: false means it repeats an earlier id, and nothing was added.
    ///
    /// The hot path of big lists: a string id goes from the body to the arena of `ids` without
    /// becoming a `String`, an integer without becoming an `ItemID`. The checks are
    /// `readItemID`'s: invalid UTF-8 is a syntax error, numbers must be integers within ±2^53.
    @inline(__always)
    package mutating func readItemID(into ids: inout ItemIDs) throws(DecodeFailure) -> Bool {
        if atNumber() {
            return ids.append(integer: try readExactIntegerID())
        }
        switch try valueKind() {
        case .string:
            let token = try readStringToken()
            guard token.hasEscapes else {
                guard UTF8Validation.isValid(bytes, in: token.range) else { throw syntax("string is not valid UTF-8") }
                return ids.append(utf8: token.range, of: bytes)
            }
            let decoded = Array(bytes(of: token))
            guard UTF8Validation.isValid(decoded, in: decoded.indices) else { throw syntax("string is not valid UTF-8") }
            return ids.append(utf8: decoded.indices, of: decoded)
        case .number:
            return ids.append(integer: try readExactIntegerID())
        case let kind:
            throw DecodeFailure(.invalidType(expected: "a string or an integer", got: kind.name))
        }
    }

    /// An integer id read exactly from the literal's digits: through a double, 2^53 + 1 would
    /// become 2^53 and pass as another item's id.
    @inline(__always)
    package mutating func readExactIntegerID() throws(DecodeFailure) -> Int64 {
        let (number, exact) = try readNumberWithExactInteger()
        guard number.isFinite else { throw DecodeFailure(.invalidNumber) }
        guard let exact, exact.magnitude <= UInt64(ItemID.integerLimit), let magnitude = Int64(exactly: exact.magnitude)
        else {
            throw DecodeFailure(.invalidType(expected: "a string or an integer within ±2^53", got: "a number"))
        }
        return exact.negative ? -magnitude : magnitude
    }
}
