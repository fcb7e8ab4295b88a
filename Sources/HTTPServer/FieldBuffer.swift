/// Name/value pairs kept in one byte buffer as `name NUL value NUL …`, in the order received.
///
/// Why one buffer: a request carries a handful of headers (and query arguments) and a handler
/// reads one or two of them, so building a `String` (an allocation each) per field on every
/// request would be wasted work. The server copies every name and value once, and a lookup builds
/// a `String` only for the value asked for. Fields come from C strings, so neither name nor value
/// can hold a NUL; `init(_:)` drops pairs that do.
struct FieldBuffer: Sendable, Equatable {
    private(set) var storage: [UInt8]

    /// Wraps bytes already in the layout (the server's fast path).
    init(storage: [UInt8] = []) {
        self.storage = storage
    }

    init(_ fields: [(name: String, value: String)]) {
        var storage: [UInt8] = []
        for field in fields where !field.name.utf8.contains(0) && !field.value.utf8.contains(0) {
            Self.append(name: field.name.utf8, value: field.value.utf8, to: &storage)
        }
        self.storage = storage
    }

    /// Every field as (name, value), in the order received.
    var fields: [(name: String, value: String)] {
        var fields: [(name: String, value: String)] = []
        var nameStart = 0
        while let nameEnd = nextNUL(from: nameStart), let valueEnd = nextNUL(from: nameEnd + 1) {
            fields.append((String(decoding: storage[nameStart..<nameEnd], as: UTF8.self),
                           String(decoding: storage[(nameEnd + 1)..<valueEnd], as: UTF8.self)))
            nameStart = valueEnd + 1
        }
        return fields
    }

    /// The value bytes of the first field named `name`, without copying them. With `foldingCase`,
    /// stored names are lower-cased (ASCII) before comparing, so `name` must be lower-case.
    ///
    /// Plain index loops over the one buffer: this runs a few times per request, and generic
    /// sequence algorithms over slices cost several times as much here (measured with callgrind).
    func value(named name: [UInt8], foldingCase: Bool) -> ArraySlice<UInt8>? {
        var nameStart = 0
        while let nameEnd = nextNUL(from: nameStart), let valueEnd = nextNUL(from: nameEnd + 1) {
            if nameEnd - nameStart == name.count {
                var matched = 0
                while matched < name.count {
                    let byte = storage[nameStart + matched]
                    guard (foldingCase ? Self.asciiLowercased(byte) : byte) == name[matched] else { break }
                    matched += 1
                }
                if matched == name.count { return storage[(nameEnd + 1)..<valueEnd] }
            }
            nameStart = valueEnd + 1
        }
        return nil
    }

    /// Appends one field in the layout.
    static func append(name: some Collection<UInt8>, value: some Collection<UInt8>, to storage: inout [UInt8]) {
        storage.append(contentsOf: name)
        storage.append(0)
        storage.append(contentsOf: value)
        storage.append(0)
    }

    /// The index of the first NUL at or after `start`, or `nil`.
    private func nextNUL(from start: Int) -> Int? {
        var index = start
        while index < storage.count {
            if storage[index] == 0 { return index }
            index += 1
        }
        return nil
    }

    static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
