import HTTPServer
import ScrollCore

/// The one seam between request bytes and a validated `ScrollOffsetQuery`: parse, then check
/// every field against the contract, failing with the first problem and its JSON pointer.
/// Handlers and the core never see unvalidated input, so a faster decoder can replace this
/// one without touching them.
enum ScrollOffsetRequestDecoder {
    static let topLevelKeys = [
        "viewport", "contentSize", "contentInsets", "scrollPadding", "contentOffset", "items",
        "target", "anchor", "margin", "semantics", "displayScale",
    ]
    static let targetKinds = ["id", "index", "edge", "rect", "point"]

    static func decode(_ body: [UInt8]) throws(HTTPError) -> ScrollOffsetQuery {
        let document = try RequestBody.parse(body)
        let root = try ObjectReader(document, at: "", allowedKeys: topLevelKeys)

        let viewport = try size(root.required("viewport"), at: root.pointer("viewport"), range: .positive)
        let contentSize = try size(root.required("contentSize"), at: root.pointer("contentSize"), range: .nonNegative)
        let contentInsets = try insets(root, "contentInsets", range: .coordinate)
        let scrollPadding = try insets(root, "scrollPadding", range: .nonNegative)
        let contentOffset = try root.optional("contentOffset").map { (value) throws(HTTPError) in
            try point(value, at: root.pointer("contentOffset"))
        }
        let (itemFrames, itemIndex) = try items(root)
        let semantics = try self.semantics(root)
        let target = try self.target(root.required("target"), at: root.pointer("target"))
        let anchor = try self.anchor(root, semantics: semantics)
        let margin = try insets(root, "margin", range: .coordinate)
        if case .edge = target { try rejectTargetOptions(root, targetKind: "an edge target is its own anchor") }
        if case .point = target { try rejectTargetOptions(root, targetKind: "a point target is the offset itself") }
        let pixelGrid = try root.optional("displayScale").map { (value) throws(HTTPError) in
            PixelGrid(scale: try ObjectReader.number(value, at: root.pointer("displayScale"), in: .positive))
        }

        return ScrollOffsetQuery(
            geometry: ScrollGeometry(
                viewport: viewport, contentSize: contentSize, contentInsets: contentInsets,
                scrollPadding: scrollPadding, contentOffset: contentOffset),
            itemFrames: itemFrames,
            itemIndex: itemIndex,
            target: target,
            anchor: anchor,
            margin: margin,
            semantics: semantics,
            pixelGrid: pixelGrid
        )
    }

    // MARK: - Geometry values

    static func size(_ value: JSONValue, at pointer: String, range: NumberRange) throws(HTTPError) -> Size {
        let reader = try ObjectReader(value, at: pointer, allowedKeys: ["width", "height"])
        return Size(width: try reader.number("width", in: range), height: try reader.number("height", in: range))
    }

    static func point(_ value: JSONValue, at pointer: String) throws(HTTPError) -> Point {
        let reader = try ObjectReader(value, at: pointer, allowedKeys: ["x", "y"])
        return Point(x: try reader.number("x"), y: try reader.number("y"))
    }

    /// A rect with a non-negative size.
    static func rect(_ value: JSONValue, at pointer: String) throws(HTTPError) -> Rect {
        let reader = try ObjectReader(value, at: pointer, allowedKeys: ["x", "y", "width", "height"])
        return Rect(
            x: try reader.number("x"), y: try reader.number("y"),
            width: try reader.number("width", in: .nonNegative), height: try reader.number("height", in: .nonNegative))
    }

    /// Optional insets; each side optional, default 0.
    static func insets(_ parent: ObjectReader, _ key: String, range: NumberRange) throws(HTTPError) -> Insets {
        guard let value = parent.optional(key) else { return .zero }
        let reader = try ObjectReader(value, at: parent.pointer(key), allowedKeys: ["top", "left", "bottom", "right"])
        return Insets(
            top: try reader.number("top", default: 0, in: range),
            left: try reader.number("left", default: 0, in: range),
            bottom: try reader.number("bottom", default: 0, in: range),
            right: try reader.number("right", default: 0, in: range))
    }

    // MARK: - Items

    static func items(_ root: ObjectReader) throws(HTTPError) -> ([Rect], [ItemID: Int]) {
        guard let value = root.optional("items") else { return ([], [:]) }
        let pointer = root.pointer("items")
        guard case .array(let elements) = value else {
            throw .invalidType(pointer, expected: "an array", got: value)
        }
        var frames: [Rect] = []
        frames.reserveCapacity(elements.count)
        var index: [ItemID: Int] = [:]
        index.reserveCapacity(elements.count)
        for (position, element) in elements.enumerated() {
            let itemPointer = JSONPointer.appending(position, to: pointer)
            let item = try ObjectReader(element, at: itemPointer, allowedKeys: ["id", "frame"])
            let id = try itemID(item.required("id"), at: item.pointer("id"))
            frames.append(try rect(item.required("frame"), at: item.pointer("frame")))
            if index.updateValue(position, forKey: id) != nil { throw .duplicateID(item.pointer("id")) }
        }
        return (frames, index)
    }

    static func itemID(_ value: JSONValue, at pointer: String) throws(HTTPError) -> ItemID {
        switch value {
        case .string(let string):
            return .string(string)
        case .number(let number):
            guard number.isFinite else { throw .invalidNumber(pointer) }
            guard number.rounded(.towardZero) == number, number.magnitude <= ItemID.integerLimit,
                let integer = Int64(exactly: number)
            else {
                throw .invalidType(pointer, expected: "a string or an integer within ±2^53", got: value)
            }
            return .integer(integer)
        default:
            throw .invalidType(pointer, expected: "a string or an integer", got: value)
        }
    }

    // MARK: - Target

    static func target(_ value: JSONValue, at pointer: String) throws(HTTPError) -> TargetReference {
        let reader = try ObjectReader(value, at: pointer, allowedKeys: targetKinds)
        let kinds = reader.present(targetKinds)
        guard let kind = kinds.first else {
            throw .missingField(pointer, "target needs exactly one of id, index, edge, rect, point")
        }
        if kinds.count > 1 {
            throw .conflictingFields(
                reader.pointer(kinds[1]), "target has both \(kinds[0]) and \(kinds[1]); send exactly one")
        }
        let kindPointer = reader.pointer(kind)
        let value = try reader.required(kind)
        switch kind {
        case "id":
            return .id(try itemID(value, at: kindPointer))
        case "index":
            guard case .number(let number) = value else {
                throw .invalidType(kindPointer, expected: "an integer", got: value)
            }
            guard number.isFinite else { throw .invalidNumber(kindPointer) }
            guard number.rounded(.towardZero) == number else {
                throw .invalidType(kindPointer, expected: "an integer", got: value)
            }
            return .index(number)
        case "edge":
            guard let name = try reader.string("edge") else { throw .missingField(kindPointer) }
            guard let edge = ContentEdge(rawValue: name) else {
                throw .invalidEnum(kindPointer, value: name, allowed: ContentEdge.allCases.map(\.rawValue))
            }
            return .edge(edge)
        case "rect":
            return .rect(try rect(value, at: kindPointer))
        default:
            return .point(try point(value, at: kindPointer))
        }
    }

    /// `anchor` and `margin` only mean something for id, index and rect targets; sending them
    /// with an edge or a point is a contradiction worth reporting rather than ignoring.
    static func rejectTargetOptions(_ root: ObjectReader, targetKind reason: String) throws(HTTPError) {
        for key in ["anchor", "margin"] where root.optional(key) != nil {
            throw .conflictingFields(root.pointer(key), "\(key) applies only to id, index and rect targets; \(reason)")
        }
    }

    // MARK: - Anchor and semantics

    static let anchorNames = Anchor.unitPointNames + ["nearest"]

    static func anchor(_ root: ObjectReader, semantics: ScrollSemantics) throws(HTTPError) -> Anchor? {
        guard let value = root.optional("anchor") else { return nil }
        let pointer = root.pointer("anchor")
        switch value {
        case .string(let name):
            if name == "nearest" { return .nearest }
            guard let anchor = Anchor(unitPointName: name) else {
                throw .invalidEnum(pointer, value: name, allowed: anchorNames)
            }
            return anchor
        case .object:
            // Per axis, like CSS `scrollIntoView({inline, block})`: an axis left out keeps the
            // semantics' default for that axis.
            let reader = try ObjectReader(value, at: pointer, allowedKeys: ["x", "y"])
            let defaults = semantics.defaultAnchor
            return Anchor(
                x: try axisAnchor(reader, "x") ?? defaults.x,
                y: try axisAnchor(reader, "y") ?? defaults.y)
        default:
            throw .invalidType(pointer, expected: "a UnitPoint name, \"nearest\" or an object {x, y}", got: value)
        }
    }

    static func axisAnchor(_ reader: ObjectReader, _ key: String) throws(HTTPError) -> AxisAnchor? {
        guard let value = reader.optional(key) else { return nil }
        let pointer = reader.pointer(key)
        switch value {
        case .string(let name):
            guard name == "nearest" else { throw .invalidEnum(pointer, value: name, allowed: ["nearest"]) }
            return .nearest
        case .number:
            return .fraction(try ObjectReader.number(value, at: pointer, in: .anchor))
        default:
            throw .invalidType(pointer, expected: "a number or \"nearest\"", got: value)
        }
    }

    static func semantics(_ root: ObjectReader) throws(HTTPError) -> ScrollSemantics {
        guard let name = try root.string("semantics") else { return .swiftui }
        guard let semantics = ScrollSemantics(rawValue: name) else {
            throw .invalidEnum(
                root.pointer("semantics"), value: name, allowed: ScrollSemantics.allCases.map(\.rawValue))
        }
        return semantics
    }
}
