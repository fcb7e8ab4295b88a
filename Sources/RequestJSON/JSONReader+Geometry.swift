import ItemLayouts
import ScrollCore

/// Typed readers for the geometry values of the request schema. Each fails with the problem
/// only; the enclosing `readObject`/`readArray` calls add the path.
extension JSONReader {
    private enum SizeField: Int, JSONFields {
        case width, height
        package static let keys = JSONKeySet(cases: Self.self)
    }

    private enum PointField: Int, JSONFields {
        case x, y
        package static let keys = JSONKeySet(cases: Self.self)
    }

    private enum RectField: Int, JSONFields {
        case x, y, width, height
        package static let keys = JSONKeySet(cases: Self.self)
    }

    private enum InsetField: Int, JSONFields {
        case top, left, bottom, right
        package static let keys = JSONKeySet(cases: Self.self)
    }

    /// A finite number within `range`.
    @inline(__always)
    package mutating func readNumber(in range: NumberRange) throws(DecodeFailure) -> Double {
        if !atNumber() { try expect(.number, as: "a number") }  // throws: names what was found
        let number = try readNumber()
        guard number.isFinite else { throw DecodeFailure(.invalidNumber) }
        if let problem = range.violation(by: number) { throw DecodeFailure(.invalidField(problem)) }
        return number
    }

    /// `{width, height}`, both required, both within `range`.
    package mutating func readSize(in range: NumberRange) throws(DecodeFailure) -> Size {
        if let values = readPlainNumbers(.size(range)) { return Size(width: values.0, height: values.1) }
        return try readSizeMembers(in: range)
    }

    /// `readSize(in:)` through the general member reader: any spelling, and every error.
    package mutating func readSizeMembers(in range: NumberRange) throws(DecodeFailure) -> Size {
        var size = Size(width: 0, height: 0)
        let present = try readObject(SizeField.self) { (reader, field) throws(DecodeFailure) in
            let value = try reader.readNumber(in: range)
            switch field {
            case .width: size.width = value
            case .height: size.height = value
            }
        }
        try requireAll(present, of: SizeField.keys)
        return size
    }

    /// `{x, y}`, both required.
    package mutating func readPoint() throws(DecodeFailure) -> Point {
        if let values = readPlainNumbers(.point) { return Point(x: values.0, y: values.1) }
        return try readPointMembers()
    }

    /// `readPoint()` through the general member reader: any spelling, and every error.
    package mutating func readPointMembers() throws(DecodeFailure) -> Point {
        var point = Point(x: 0, y: 0)
        let present = try readObject(PointField.self) { (reader, field) throws(DecodeFailure) in
            let value = try reader.readNumber(in: .coordinate)
            switch field {
            case .x: point.x = value
            case .y: point.y = value
            }
        }
        try requireAll(present, of: PointField.keys)
        return point
    }

    /// `{x, y, width, height}`, all required, the size non-negative.
    package mutating func readRect() throws(DecodeFailure) -> Rect {
        if let values = readPlainNumbers(.rect) {
            return Rect(x: values.0, y: values.1, width: values.2, height: values.3)
        }
        return try readRectMembers()
    }

    /// `readRect()` through the general member reader: any spelling, and every error.
    package mutating func readRectMembers() throws(DecodeFailure) -> Rect {
        var rect = Rect(x: 0, y: 0, width: 0, height: 0)
        let present = try readObject(RectField.self) { (reader, field) throws(DecodeFailure) in
            switch field {
            case .x: rect.origin.x = try reader.readNumber(in: .coordinate)
            case .y: rect.origin.y = try reader.readNumber(in: .coordinate)
            case .width: rect.size.width = try reader.readNumber(in: .nonNegative)
            case .height: rect.size.height = try reader.readNumber(in: .nonNegative)
            }
        }
        try requireAll(present, of: RectField.keys)
        return rect
    }

    /// `{top, left, bottom, right}`, each optional (default 0) and within `range`.
    package mutating func readInsets(in range: NumberRange) throws(DecodeFailure) -> Insets {
        if let values = readPlainNumbers(.insets(range)) {
            return Insets(top: values.0, left: values.1, bottom: values.2, right: values.3)
        }
        return try readInsetsMembers(in: range)
    }

    /// `readInsets(in:)` through the general member reader: any spelling, and every error.
    package mutating func readInsetsMembers(in range: NumberRange) throws(DecodeFailure) -> Insets {
        var insets = Insets.zero
        try readObject(InsetField.self) { (reader, field) throws(DecodeFailure) in
            let value = try reader.readNumber(in: range)
            switch field {
            case .top: insets.top = value
            case .left: insets.left = value
            case .bottom: insets.bottom = value
            case .right: insets.right = value
            }
        }
        return insets
    }

    /// An item id: a string, or an integer exact in a double (|n| <= 2^53).
    package mutating func readItemID() throws(DecodeFailure) -> ItemID {
        switch try valueKind() {
        case .string:
            return .string(try readString())
        case .number:
            return .integer(try readExactIntegerID())
        case let kind:
            throw DecodeFailure(.invalidType(expected: "a string or an integer", got: kind.name))
        }
    }
}

/// Fails with `missing_field` for the first name of `keys` (in schema order) not in `present`,
/// the set `JSONReader.readObject` returns.
@inline(__always)
package func requireAll(_ present: PresentMembers, of keys: JSONKeySet) throws(DecodeFailure) {
    if let missing = present.firstMissing(below: keys.names.count) {
        throw DecodeFailure(.missingField(nil), at: [.key(keys.names[missing])])
    }
}

/// `value`, or a `missing_field` failure for `key` of the object just read.
@inlinable package func required<T>(_ value: T?, _ key: String) throws(DecodeFailure) -> T {
    guard let value else { throw DecodeFailure(.missingField(nil), at: [.key(key)]) }
    return value
}
