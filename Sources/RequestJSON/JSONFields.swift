/// The members of one schema object, declared once as an enum whose case names are its keys
/// (`enum Field: Int, JSONFields { case x, y, width, height }`, `keys` built from the cases).
/// Decoders read such an object with `readObject(Field.self)` and switch on the case, never on
/// a key's position.
@usableFromInline package protocol JSONFields: RawRepresentable<Int>, CaseIterable {
    /// `JSONKeySet(cases: Self.self)`, stored once per type (a static let).
    static var keys: JSONKeySet { get }
}

extension JSONReader {
    /// `readObject(keys:)` for the object `Field` declares: `member` is called with the field
    /// of each member that is not `null`.
    @inlinable @inline(__always) @discardableResult
    package mutating func readObject<Field: JSONFields>(
        _: Field.Type, as expected: String = "an object",
        _ member: (inout JSONReader, Field) throws(DecodeFailure) -> Void
    ) throws(DecodeFailure) -> PresentMembers {
        try readObject(keys: Field.keys, as: expected) { (reader, index) throws(DecodeFailure) in
            guard let field = Field(rawValue: index) else { return }  // every index is a case's
            try member(&reader, field)
        }
    }
}
