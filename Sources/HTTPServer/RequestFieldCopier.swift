/// Copies the fields `walk` presents to the copier it is given into a `RequestFields` (see there).
///
/// The usual head fits in scratch space on the stack (1 KiB of headers, 512 bytes of query
/// arguments, in `FieldBuffer`'s layout): one walk writes it there, and each kind is then copied
/// into an array of exactly its size. Why not write straight into the arrays: their size is known
/// only after a walk, and an array allocated before its contents are known
/// (`init(unsafeUninitializedCapacity:)`) goes through the standard library's unspecialized
/// allocation, which looks up the array's metadata at run time — more than a walk over
/// libmicrohttpd's list and a copy of a few hundred bytes together (callgrind, bench POST).
///
/// A larger head is measured by a first walk and written by a second into heap scratch space of
/// exactly that size, so `walk` must present the same fields each time it runs. Nothing is
/// allocated for a kind there is none of. (The server's walk is libmicrohttpd's; tests present
/// their own.)
///
/// The headers are written into `headerStorage` — an earlier request's buffer, whose capacity
/// spares an allocation (`RequestState.headerStorage`) — which is moved into the result and left
/// empty.
func copyRequestFields(reusing headerStorage: inout [UInt8], walk: (inout RequestFieldCopier) -> Void) -> RequestFields {
    // Literal sizes of at most 1 KiB each: the compiler then places both on the stack, with no
    // run-time check of the room left.
    let onStack = withUnsafeTemporaryAllocation(byteCount: 1024, alignment: 1) { headers in
        withUnsafeTemporaryAllocation(byteCount: 512, alignment: 1) { query in
            RequestFieldCopier.copy(walk, headers: headers, query: query, headerStorage: &headerStorage)
        }
    }
    if onStack.complete { return onStack.fields }
    var measured = RequestFieldCopier()
    walk(&measured)
    let headers = UnsafeMutableRawBufferPointer.allocate(byteCount: measured.headerBytes, alignment: 1)
    defer { headers.deallocate() }
    let query = UnsafeMutableRawBufferPointer.allocate(byteCount: measured.queryBytes, alignment: 1)
    defer { query.deallocate() }
    // Complete unless the walk presented more the second time; what did not fit is dropped.
    return RequestFieldCopier.copy(walk, headers: headers, query: query, headerStorage: &headerStorage).fields
}

/// The same into new arrays (tests).
func copyRequestFields(walk: (inout RequestFieldCopier) -> Void) -> RequestFields {
    var none: [UInt8] = []
    return copyRequestFields(reusing: &none, walk: walk)
}

/// The two passes of `copyRequestFields`: measuring (no buffers yet) adds up the bytes each kind
/// of field needs; writing puts each field in `FieldBuffer`'s layout into its kind's buffer and
/// notes the known header fields. A field that does not fit is dropped, never written past the
/// buffer's end.
struct RequestFieldCopier {
    private var headers = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    private var query = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    private var writing = false
    /// Bytes measured (measuring) or written (writing) so far, per kind.
    private(set) var headerBytes = 0
    private(set) var queryBytes = 0
    private(set) var known = KnownHeaderFields()
    /// Whether the known fields must be found in the written buffer instead (see
    /// `KnownHeaderFields.note(name:at:)`).
    private(set) var knownNeedsBuffer = false
    /// Whether, writing, some field did not fit in its kind's buffer (and was dropped).
    private(set) var overflowed = false

    /// One writing walk into `headers` and `query`, and the fields written copied out: the
    /// headers into `headerStorage` (moved into the result, and left empty), the query arguments
    /// into an array of exactly their size. `complete`: nothing was dropped for want of room.
    static func copy(
        _ walk: (inout RequestFieldCopier) -> Void,
        headers: UnsafeMutableRawBufferPointer, query: UnsafeMutableRawBufferPointer, headerStorage: inout [UInt8]
    ) -> (fields: RequestFields, complete: Bool) {
        var copier = RequestFieldCopier()
        copier.startWriting(headers: headers, query: query)
        walk(&copier)
        copier.stopWriting()
        var storage: [UInt8] = []
        swap(&storage, &headerStorage)
        storage.removeAll(keepingCapacity: true)
        if let written = Self.bytes(of: headers, count: copier.headerBytes) { storage.append(contentsOf: written) }
        let headerBuffer = FieldBuffer(storage: storage)
        let known = copier.knownNeedsBuffer ? KnownHeaderFields(of: headerBuffer) : copier.known
        return ((headers: HTTPHeaders(buffer: headerBuffer, known: known),
                 query: QueryParameters(buffer: FieldBuffer(storage: Self.array(of: query, count: copier.queryBytes)))),
                !copier.overflowed)
    }

    /// The first `count` bytes of `buffer` as an array; empty (no allocation) for none. Copied
    /// from a typed buffer pointer: that initializer is specialized for bytes in the caller.
    private static func array(of buffer: UnsafeMutableRawBufferPointer, count: Int) -> [UInt8] {
        bytes(of: buffer, count: count).map { Array($0) } ?? []
    }

    /// The first `count` bytes of `buffer`, typed; `nil` for none (or a count past its end).
    private static func bytes(of buffer: UnsafeMutableRawBufferPointer, count: Int) -> UnsafeBufferPointer<UInt8>? {
        guard count > 0, count <= buffer.count, let base = buffer.baseAddress else { return nil }
        return UnsafeBufferPointer(start: base.bindMemory(to: UInt8.self, capacity: count), count: count)
    }

    /// Ends the writing pass: the buffers are not kept past the call that lent them.
    mutating func stopWriting() {
        headers = UnsafeMutableRawBufferPointer(start: nil, count: 0)
        query = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    }

    mutating func startWriting(headers: UnsafeMutableRawBufferPointer, query: UnsafeMutableRawBufferPointer) {
        self.headers = headers
        self.query = query
        writing = true
        headerBytes = 0
        queryBytes = 0
        known = KnownHeaderFields()
        knownNeedsBuffer = false
        overflowed = false
    }

    mutating func visit(_ kind: RequestFieldKind, name: UnsafeRawBufferPointer, value: UnsafeRawBufferPointer) {
        guard let size = FieldBuffer.encodedSize(nameCount: name.count, valueCount: value.count) else { return }
        switch kind {
        case .header:
            guard writing else {
                headerBytes += size
                return
            }
            let position = headerBytes
            guard Self.write(name: name, value: value, size: size, into: headers, at: position) else {
                overflowed = true
                return
            }
            headerBytes += size
            if !knownNeedsBuffer, !known.note(name: name, at: position) { knownNeedsBuffer = true }
        case .queryArgument:
            guard writing else {
                queryBytes += size
                return
            }
            guard Self.write(name: name, value: value, size: size, into: query, at: queryBytes) else {
                overflowed = true
                return
            }
            queryBytes += size
        }
    }

    /// Writes one field of `size` bytes (from `FieldBuffer.encodedSize`) at `offset`; `false`
    /// when it does not fit.
    private static func write(
        name: UnsafeRawBufferPointer, value: UnsafeRawBufferPointer, size: Int,
        into buffer: UnsafeMutableRawBufferPointer, at offset: Int
    ) -> Bool {
        guard offset >= 0, size <= buffer.count - offset, let base = buffer.baseAddress,
              size == FieldBuffer.lengthBytes + name.count + value.count else { return false }
        let field = base + offset
        field.storeBytes(of: UInt8(truncatingIfNeeded: name.count), toByteOffset: 0, as: UInt8.self)
        field.storeBytes(of: UInt8(truncatingIfNeeded: name.count >> 8), toByteOffset: 1, as: UInt8.self)
        field.storeBytes(of: UInt8(truncatingIfNeeded: value.count), toByteOffset: 2, as: UInt8.self)
        field.storeBytes(of: UInt8(truncatingIfNeeded: value.count >> 8), toByteOffset: 3, as: UInt8.self)
        let nameStart = field + FieldBuffer.lengthBytes
        if let nameBase = name.baseAddress, name.count > 0 { nameStart.copyMemory(from: nameBase, byteCount: name.count) }
        if let valueBase = value.baseAddress, value.count > 0 {
            (nameStart + name.count).copyMemory(from: valueBase, byteCount: value.count)
        }
        return true
    }
}
