import ScrollCore

/// Typed readers for the geometry values of the request schema. Each fails with the problem
/// only; the enclosing `readObject`/`readArray` calls add the path.
extension JSONReader {
    private static let sizeKeys = JSONKeySet(["width", "height"])
    private static let pointKeys = JSONKeySet(["x", "y"])
    private static let rectKeys = JSONKeySet(["x", "y", "width", "height"])
    private static let insetKeys = JSONKeySet(["top", "left", "bottom", "right"])

    /// A finite number within `range`.
    mutating func readNumber(in range: NumberRange) throws(DecodeFailure) -> Double {
        try expect(.number, as: "a number")
        let number = try readNumber()
        guard number.isFinite else { throw DecodeFailure(.invalidNumber) }
        if let problem = range.violation(by: number) { throw DecodeFailure(.invalidField(problem)) }
        return number
    }

    /// `{width, height}`, both required, both within `range`.
    mutating func readSize(in range: NumberRange) throws(DecodeFailure) -> Size {
        var width: Double?
        var height: Double?
        try readObject(keys: Self.sizeKeys) { (reader, key) throws(DecodeFailure) in
            let value = try reader.readNumber(in: range)
            if key == 0 { width = value } else { height = value }
        }
        return Size(width: try required(width, "width"), height: try required(height, "height"))
    }

    /// `{x, y}`, both required.
    mutating func readPoint() throws(DecodeFailure) -> Point {
        var x: Double?
        var y: Double?
        try readObject(keys: Self.pointKeys) { (reader, key) throws(DecodeFailure) in
            let value = try reader.readNumber(in: .coordinate)
            if key == 0 { x = value } else { y = value }
        }
        return Point(x: try required(x, "x"), y: try required(y, "y"))
    }

    /// `{x, y, width, height}`, all required, the size non-negative.
    mutating func readRect() throws(DecodeFailure) -> Rect {
        var x: Double?
        var y: Double?
        var width: Double?
        var height: Double?
        try readObject(keys: Self.rectKeys) { (reader, key) throws(DecodeFailure) in
            switch key {
            case 0: x = try reader.readNumber(in: .coordinate)
            case 1: y = try reader.readNumber(in: .coordinate)
            case 2: width = try reader.readNumber(in: .nonNegative)
            default: height = try reader.readNumber(in: .nonNegative)
            }
        }
        return Rect(
            x: try required(x, "x"), y: try required(y, "y"),
            width: try required(width, "width"), height: try required(height, "height"))
    }

    /// `{top, left, bottom, right}`, each optional (default 0) and within `range`.
    mutating func readInsets(in range: NumberRange) throws(DecodeFailure) -> Insets {
        var insets = Insets.zero
        try readObject(keys: Self.insetKeys) { (reader, key) throws(DecodeFailure) in
            let value = try reader.readNumber(in: range)
            switch key {
            case 0: insets.top = value
            case 1: insets.left = value
            case 2: insets.bottom = value
            default: insets.right = value
            }
        }
        return insets
    }

    /// An item id: a string, or an integer exact in a double (|n| <= 2^53).
    mutating func readItemID() throws(DecodeFailure) -> ItemID {
        switch try valueKind() {
        case .string:
            return .string(try readString())
        case .number:
            let number = try readNumber()
            guard number.isFinite else { throw DecodeFailure(.invalidNumber) }
            guard number.rounded(.towardZero) == number, number.magnitude <= ItemID.integerLimit,
                let integer = Int64(exactly: number)
            else {
                throw DecodeFailure(.invalidType(expected: "a string or an integer within ±2^53", got: "a number"))
            }
            return .integer(integer)
        case let kind:
            throw DecodeFailure(.invalidType(expected: "a string or an integer", got: kind.name))
        }
    }
}

/// `value`, or a `missing_field` failure for `key` of the object just read.
func required<T>(_ value: T?, _ key: String) throws(DecodeFailure) -> T {
    guard let value else { throw DecodeFailure(.missingField(nil), at: [.key(key)]) }
    return value
}
