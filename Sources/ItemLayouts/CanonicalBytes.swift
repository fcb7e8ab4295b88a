/// The canonical form as bytes: what the shared store keeps under a layout's id.
package struct CanonicalBytes: CanonicalWriter {
    package private(set) var bytes: [UInt8] = []

    package init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    package mutating func bytes(_ more: some Sequence<UInt8>) {
        bytes.append(contentsOf: more)
    }

    package mutating func u8(_ value: UInt8) {
        bytes.append(value)
    }

    package mutating func u64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }
}
