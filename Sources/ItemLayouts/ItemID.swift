/// An item's id as the client sent it: a JSON string or an integer. `"1"` and `1` are different
/// ids, as they are different JSON values.
///
/// Strings are equal when their Unicode scalars are (compared as UTF-8 bytes), as JSON strings
/// are: `"é"` (U+00E9) and `"e\u0301"` are two ids. Swift's own `String ==` would call them
/// equal (canonical equivalence), which is why `==` and `hash(into:)` are written out.
package enum ItemID: Hashable, Sendable {
    case string(String)
    case integer(Int64)

    /// Integers must be exact in a double (|n| <= 2^53), which is all JSON can promise.
    package static let integerLimit: Double = 9_007_199_254_740_992

    package static func == (left: ItemID, right: ItemID) -> Bool {
        switch (left, right) {
        case (.integer(let left), .integer(let right)): return left == right
        case (.string(let left), .string(let right)): return left.utf8.elementsEqual(right.utf8)
        default: return false
        }
    }

    package func hash(into hasher: inout Hasher) {
        switch self {
        case .integer(let integer):
            hasher.combine(integer)
        case .string(let string):
            hasher.combine(string.utf8.count)
            for byte in string.utf8 { hasher.combine(byte) }
        }
    }
}
