/// A response body as the server holds it: an array of bytes, or bytes written in place into a
/// buffer of their own (`ResponseBodyBuffer`).
///
/// Why two forms: a body written in place is handed to libmicrohttpd as it is — libmicrohttpd
/// sends from it and releases it when done — where an array's bytes must be copied into memory
/// libmicrohttpd owns. For the usual small answer that saves two copies and two allocations
/// (the writer's buffer copied into an array, the array into libmicrohttpd), about a tenth of the
/// HTTP layer's instructions per request (callgrind, bench POST). Arrays stay the easy form
/// for every other handler and for tests.
public struct ResponseBody: Sendable {
    /// `@unchecked Sendable`: `ResponseBodyStorage` cannot be (`ManagedBuffer` is not), but once a
    /// body holds it its bytes are only read — they are written only through the one
    /// `ResponseBodyBuffer` that made it, which is consumed when it hands them over.
    private enum Bytes: @unchecked Sendable {
        case array([UInt8])
        case written(ResponseBodyStorage, count: Int)
    }

    private let bytes: Bytes

    /// A body of `bytes`.
    public init(_ bytes: [UInt8] = []) {
        self.bytes = .array(bytes)
    }

    /// The first `count` bytes of `storage`, which nothing writes to any more; `count` must be at
    /// most its capacity (`ResponseBodyBuffer.finish` sees to it).
    init(storage: ResponseBodyStorage, count: Int) {
        bytes = .written(storage, count: count)
    }

    /// The number of bytes.
    public var count: Int {
        switch bytes {
        case .array(let array): array.count
        case .written(_, let count): count
        }
    }

    /// The bytes as an array (a copy, for a body written in place).
    public var array: [UInt8] {
        switch bytes {
        case .array(let array): array
        case .written(let storage, let count): Array(UnsafeBufferPointer(start: storage.elements, count: count))
        }
    }

    /// The storage and byte count of a body written in place; `nil` for an array.
    var written: (storage: ResponseBodyStorage, count: Int)? {
        guard case .written(let storage, let count) = bytes else { return nil }
        return (storage, count)
    }

    /// Calls `body` with the bytes, in place.
    func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        switch bytes {
        case .array(let array): array.withUnsafeBytes(body)
        case .written(let storage, let count): body(UnsafeRawBufferPointer(start: storage.elements, count: count))
        }
    }
}

/// The memory of a body written in place: the object's header, then its bytes, in one
/// allocation (`ManagedBuffer`'s tail), so a body costs one allocation, freed with its last
/// reference — the response's, or the one libmicrohttpd holds while it sends the bytes.
///
/// No header: its capacity is kept by the `ResponseBodyBuffer` writing it, since reading a class's
/// stored property costs a run-time exclusivity check (callgrind: ~60 instructions a request).
final class ResponseBodyStorage: ManagedBuffer<Void, UInt8> {
    /// Room for `capacity` bytes (at least 0), uninitialized.
    static func make(capacity: Int) -> ResponseBodyStorage {
        // `create` returns its own class as the base type; the object is a ResponseBodyStorage.
        unsafeDowncast(create(minimumCapacity: max(capacity, 0)) { _ in }, to: ResponseBodyStorage.self)
    }

    /// The first byte. The bytes are part of the object, so the address holds as long as it lives.
    var elements: UnsafeMutablePointer<UInt8> {
        withUnsafeMutablePointerToElements { $0 }
    }
}
