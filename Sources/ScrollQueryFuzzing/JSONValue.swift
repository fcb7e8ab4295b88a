import RequestJSON

/// A JSON document as the fuzz harness sees it, built by `StrictJSONParser`.
///
/// The harness needs its own reader rather than the service's `JSONReader`: the reader is part of
/// what is under test, and a checker that shares its bugs would wave them through. Objects keep
/// their members in order (the parser has already rejected duplicate names), so a check can tell
/// "key missing" from "key present but wrong".
public enum JSONValue: Equatable, Sendable {
    case object([Member])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// One `"name": value` pair of an object.
    public struct Member: Equatable, Sendable {
        public let name: String
        public let value: JSONValue
    }

    /// The value of member `name` when this is an object that has it.
    public subscript(name: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.name == name }?.value
    }

    /// The member names in document order, or `nil` when this is not an object.
    public var memberNames: [String]? {
        guard case .object(let members) = self else { return nil }
        return members.map(\.name)
    }

    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// Every number anywhere in the document, depth first.
    public var allNumbers: [Double] {
        switch self {
        case .number(let value): return [value]
        case .array(let elements): return elements.flatMap(\.allNumbers)
        case .object(let members): return members.flatMap(\.value.allNumbers)
        case .string, .bool, .null: return []
        }
    }
}
