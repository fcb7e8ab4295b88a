/// The canonical form as bytes: what the shared store keeps under a layout's id.
struct CanonicalBytes: CanonicalWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    mutating func bytes(_ more: some Sequence<UInt8>) {
        bytes.append(contentsOf: more)
    }

    mutating func u8(_ value: UInt8) {
        bytes.append(value)
    }

    mutating func u64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }
}
