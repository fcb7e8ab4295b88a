/// Writes the primitives of a layout's canonical form (`LayoutCanonicalForm`) straight into
/// SHA-256, through a small buffer: a million-item layout is hashed without ever holding its
/// ~17 MB canonical form. (The encoding of each primitive: `CanonicalWriter`.)
package struct CanonicalHasher: CanonicalWriter {
    private var hasher = SHA256()
    private var buffer: [UInt8] = []
    private static let flushSize = 64 * 1024

    package init() {
        buffer.reserveCapacity(Self.flushSize + 64)
    }

    package mutating func bytes(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.flushSize { flush() }
    }

    package mutating func u8(_ value: UInt8) {
        buffer.append(value)
        if buffer.count >= Self.flushSize { flush() }
    }

    package mutating func u64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { buffer.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
        if buffer.count >= Self.flushSize { flush() }
    }

    /// The digest of everything written.
    package mutating func finalize() -> [UInt8] {
        flush()
        return hasher.finalize()
    }

    private mutating func flush() {
        hasher.update(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
