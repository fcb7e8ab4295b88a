import HTTPServer

/// Reads the members of one JSON object of a request, checking each against the contract and
/// reporting the first problem with its JSON pointer. `null` counts as absent, so clients may
/// send optional fields as `null`.
struct ObjectReader {
    let pointer: String
    private let members: [JSONMember]

    /// - Throws: `invalid_type` when `value` is not an object; `unknown_field` for a key outside
    ///   `allowedKeys` (a misspelt optional field must not be silently ignored).
    init(_ value: JSONValue, at pointer: String, allowedKeys: [String]) throws(HTTPError) {
        guard case .object(let members) = value else {
            throw .invalidType(pointer, expected: "an object", got: value)
        }
        for member in members where !allowedKeys.contains(member.key) {
            throw .unknownField(JSONPointer.appending(member.key, to: pointer))
        }
        self.pointer = pointer
        self.members = members
    }

    /// The pointer of the member `key`.
    func pointer(_ key: String) -> String {
        JSONPointer.appending(key, to: pointer)
    }

    /// The value of `key`, or nil when it is absent or `null`.
    func optional(_ key: String) -> JSONValue? {
        for member in members where member.key == key {
            if case .null = member.value { return nil }
            return member.value
        }
        return nil
    }

    func required(_ key: String) throws(HTTPError) -> JSONValue {
        guard let value = optional(key) else { throw .missingField(pointer(key)) }
        return value
    }

    /// The keys present (non-null) among `keys`, in the order given.
    func present(_ keys: [String]) -> [String] {
        keys.filter { optional($0) != nil }
    }

    // MARK: - Numbers

    /// A required number within `range`.
    func number(_ key: String, in range: NumberRange = .coordinate) throws(HTTPError) -> Double {
        try Self.number(required(key), at: pointer(key), in: range)
    }

    /// An optional number within `range`, or `defaultValue` when absent.
    func number(_ key: String, default defaultValue: Double, in range: NumberRange = .coordinate)
        throws(HTTPError) -> Double
    {
        guard let value = optional(key) else { return defaultValue }
        return try Self.number(value, at: pointer(key), in: range)
    }

    static func number(_ value: JSONValue, at pointer: String, in range: NumberRange) throws(HTTPError) -> Double {
        guard case .number(let number) = value else {
            throw .invalidType(pointer, expected: "a number", got: value)
        }
        guard number.isFinite else { throw .invalidNumber(pointer) }
        if let problem = range.violation(by: number) { throw .invalidField(pointer, problem) }
        return number
    }

    func string(_ key: String) throws(HTTPError) -> String? {
        guard let value = optional(key) else { return nil }
        guard case .string(let string) = value else {
            throw .invalidType(pointer(key), expected: "a string", got: value)
        }
        return string
    }
}
