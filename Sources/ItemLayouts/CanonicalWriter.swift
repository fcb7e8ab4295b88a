/// Where a layout's canonical form (`LayoutCanonicalForm`) is written: SHA-256 for its id
/// (`CanonicalHasher`), or bytes for the shared store (`CanonicalBytes`). The form is written
/// once, over this protocol, so the id and the stored bytes cannot disagree.
///
/// Integers are little-endian; doubles are their IEEE-754 bits with −0 written as 0, so the
/// form is what a client gets from `struct.pack('<d', float(x))` (`scripts/layout_id.py`).
package protocol CanonicalWriter {
    mutating func bytes(_ bytes: some Sequence<UInt8>)
    mutating func u8(_ value: UInt8)
    mutating func u64(_ value: UInt64)
}

extension CanonicalWriter {
    package mutating func i64(_ value: Int64) {
        u64(UInt64(bitPattern: value))
    }

    package mutating func f64(_ value: Double) {
        u64(value == 0 ? 0 : value.bitPattern)
    }

    /// `0`, or `1` and the value.
    package mutating func optional(_ value: Double?) {
        if let value {
            u8(1)
            f64(value)
        } else {
            u8(0)
        }
    }
}
