/// An item's id as the client sent it: a JSON string or an integer. `"1"` and `1` are different
/// ids, as they are different JSON values.
enum ItemID: Hashable, Sendable {
    case string(String)
    case integer(Int64)

    /// Integers must be exact in a double (|n| <= 2^53), which is all JSON can promise.
    static let integerLimit: Double = 9_007_199_254_740_992

    /// The id as a message quotes it: a string id as a quoted `Excerpt`.
    var description: String {
        switch self {
        case .string(let string): return "\"\(Excerpt.of(string))\""
        case .integer(let integer): return String(integer)
        }
    }
}
