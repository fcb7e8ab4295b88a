/// The one alternative an object sent of a group that exclude each other (a target's kind, a
/// curve's form, an edit's operation): `choose` keeps the first kind and refuses a second with
/// `conflicting_fields` before its value is read; `required` refuses none with
/// `missing_field`. Callers word their own messages (they are part of the frozen answers).
@usableFromInline package struct OneOf<Kind, Value> {
    /// The alternative chosen, once `choose` has kept it.
    @usableFromInline package private(set) var kind: Kind?
    /// The chosen alternative's value, set by the caller once read.
    @usableFromInline package var value: Value?

    @inlinable package init() {}

    /// Keeps `kind`, or fails with `conflicting_fields` and the message `conflict` makes of the
    /// kind chosen before and this one.
    @inlinable @inline(__always)
    package mutating func choose(_ kind: Kind, conflict: (Kind, Kind) -> String) throws(DecodeFailure) {
        if let first = self.kind { throw DecodeFailure(.conflictingFields(conflict(first, kind))) }
        self.kind = kind
    }

    /// The chosen alternative's value, or a `missing_field` failure with `message` at `path`.
    @inlinable @inline(__always)
    package func required(_ message: String, at path: [JSONPathComponent] = []) throws(DecodeFailure) -> Value {
        guard let value else { throw DecodeFailure(.missingField(message), at: path) }
        return value
    }
}
