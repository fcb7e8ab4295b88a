/// A parsed JSON document. Objects keep their members in document order as a flat array:
/// request objects are small, so a linear lookup beats hashing, and order is kept for errors.
enum JSONValue: Sendable {
    case null
    case bool(Bool)
    /// Always a `Double`, possibly infinite when the literal overflows (`1e999`): validation
    /// rejects non-finite numbers with the field's pointer, which the parser does not know.
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// The JSON type name used in error messages ("expected a number, got a string").
    var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// One `"key": value` member of a JSON object.
struct JSONMember: Sendable {
    let key: String
    let value: JSONValue
}
