/// Room to write a response body in place, then hand it to a response without copying it
/// (see `ResponseBody` for why).
///
/// Non-copyable, so that exactly one owner writes the bytes, and `finish` consumes it: once the
/// bytes belong to a `ResponseBody` (which may be shared) nothing can write to them any more.
/// Freed with its last reference, like an array: no `deinit` to call.
public struct ResponseBodyBuffer: ~Copyable {
    private var storage: ResponseBodyStorage
    /// Where the bytes go; valid until the next `reallocate` or `finish`.
    public private(set) var base: UnsafeMutablePointer<UInt8>
    /// How many bytes fit from `base`.
    public private(set) var capacity: Int

    /// Room for `capacity` bytes (at least 0), uninitialized.
    public init(capacity: Int) {
        self.capacity = max(capacity, 0)
        storage = ResponseBodyStorage.make(capacity: self.capacity)
        base = storage.elements
    }

    /// Moves to room for `capacity` bytes (at least 0), keeping the first `count` written bytes
    /// (as many as fit). `base` changes.
    public mutating func reallocate(capacity newCapacity: Int, keeping count: Int) {
        let newCapacity = max(newCapacity, 0)
        let larger = ResponseBodyStorage.make(capacity: newCapacity)
        larger.elements.initialize(from: base, count: min(max(count, 0), capacity, newCapacity))
        storage = larger
        base = larger.elements
        capacity = newCapacity
    }

    /// The first `count` bytes (as many as fit) as a response body; handed over, not copied.
    /// `count` must be no more than the caller has written: bytes past that are uninitialized.
    /// (`JSONWriter` passes the count it keeps.)
    public consuming func finish(count: Int) -> ResponseBody {
        ResponseBody(storage: storage, count: min(max(count, 0), capacity))
    }
}
