/// Why a body is not acceptable JSON, and where.
struct JSONParseError: Error, Equatable {
    enum Kind: Equatable {
        /// Not JSON: truncated, a stray character, a bad escape, invalid UTF-8, trailing data.
        case syntax
        /// Arrays/objects nested deeper than `JSONParser.maxDepth`.
        case tooDeep
        /// The same key twice in one object (RFC 8259 leaves the meaning open; we refuse it).
        case duplicateKey
    }

    enum PathComponent: Equatable {
        case key(String)
        case index(Int)
    }

    var kind: Kind
    var message: String
    /// Byte offset in the body where parsing stopped.
    var offset: Int
    /// The path to the value being parsed, innermost component first: each enclosing container
    /// appends itself while the error propagates, so success pays nothing for it.
    var reversedPath: [PathComponent] = []

    /// The RFC 6901 pointer to the value that failed.
    var pointer: String {
        var pointer = ""
        for component in reversedPath.reversed() {
            switch component {
            case .key(let key): pointer = JSONPointer.appending(key, to: pointer)
            case .index(let index): pointer = JSONPointer.appending(index, to: pointer)
            }
        }
        return pointer
    }
}
