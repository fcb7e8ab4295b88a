/// Copies the fields `walk` presents to the copier it is given into a `RequestFields` (see there).
///
/// The usual head fits in scratch space on the stack (1 KiB of headers, 512 bytes of query
/// arguments, in `FieldBuffer`'s layout): one walk writes it there, and each kind is then copied
/// into an array of exactly its size (known only after the walk).
///
/// A larger head is measured by that same walk (it counts what did not fit) and written by a
/// second one into heap scratch space of exactly that size, so `walk` must present the same
/// fields each time it runs. Nothing is allocated for a kind there is none of. (The server's walk
/// is libmicrohttpd's; tests present their own.)
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
    switch onStack {
    case .copied(let fields):
        return fields
    case .needsRoom(let headerBytes, let queryBytes):
        let headers = heapScratch(byteCount: headerBytes)
        defer { headers.deallocate() }
        let query = heapScratch(byteCount: queryBytes)
        defer { query.deallocate() }
        // Whole unless the walk presented more the second time; what did not fit then is dropped.
        return RequestFieldCopier.copyPart(walk, headers: headers, query: query, headerStorage: &headerStorage)
    }
}

/// `byteCount` bytes of heap scratch space; none (no allocation) for 0.
private func heapScratch(byteCount: Int) -> UnsafeMutableRawBufferPointer {
    byteCount > 0 ? .allocate(byteCount: byteCount, alignment: 1) : UnsafeMutableRawBufferPointer(start: nil, count: 0)
}

/// The same into new arrays (tests).
func copyRequestFields(walk: (inout RequestFieldCopier) -> Void) -> RequestFields {
    var none: [UInt8] = []
    return copyRequestFields(reusing: &none, walk: walk)
}

/// One walk of `copyRequestFields`: each field is written in `FieldBuffer`'s layout into its
/// kind's buffer, and the known header fields are noted; a field that does not fit is dropped,
/// never written past the buffer's end, and after it nothing more of its kind is written — but
/// every field is counted, so a walk that ran out of room has measured the room it needs.
struct RequestFieldCopier {
    private var headers: UnsafeMutableRawBufferPointer
    private var query: UnsafeMutableRawBufferPointer
    /// Bytes every field presented so far needs, per kind.
    private var headerBytes = 0
    private var queryBytes = 0
    /// Bytes written so far, per kind: all of them until a field does not fit.
    private var headerBytesWritten = 0
    private var queryBytesWritten = 0
    private var known = KnownHeaderFields()
    /// Whether the known fields must be found in the written buffer instead (see
    /// `KnownHeaderFields.note(name:at:)`).
    private var knownNeedsBuffer = false

    private init(headers: UnsafeMutableRawBufferPointer, query: UnsafeMutableRawBufferPointer) {
        self.headers = headers
        self.query = query
    }

    /// What a walk gave: the fields, or, when some did not fit, the room all of them need.
    enum Copy {
        case copied(RequestFields)
        case needsRoom(headerBytes: Int, queryBytes: Int)
    }

    /// One walk into `headers` and `query`, and the fields written copied out (see `fields`);
    /// when some field did not fit, the room all of them need instead, `headerStorage` left alone.
    static func copy(
        _ walk: (inout RequestFieldCopier) -> Void,
        headers: UnsafeMutableRawBufferPointer, query: UnsafeMutableRawBufferPointer, headerStorage: inout [UInt8]
    ) -> Copy {
        let copier = walked(walk, headers: headers, query: query)
        guard copier.headerBytesWritten == copier.headerBytes, copier.queryBytesWritten == copier.queryBytes else {
            return .needsRoom(headerBytes: copier.headerBytes, queryBytes: copier.queryBytes)
        }
        return .copied(copier.fields(headers: headers, query: query, headerStorage: &headerStorage))
    }

    /// `copy`, keeping what fits when some field does not.
    static func copyPart(
        _ walk: (inout RequestFieldCopier) -> Void,
        headers: UnsafeMutableRawBufferPointer, query: UnsafeMutableRawBufferPointer, headerStorage: inout [UInt8]
    ) -> RequestFields {
        walked(walk, headers: headers, query: query).fields(headers: headers, query: query, headerStorage: &headerStorage)
    }

    /// A copier after one walk into `headers` and `query`, which it no longer holds.
    private static func walked(
        _ walk: (inout RequestFieldCopier) -> Void,
        headers: UnsafeMutableRawBufferPointer, query: UnsafeMutableRawBufferPointer
    ) -> RequestFieldCopier {
        var copier = RequestFieldCopier(headers: headers, query: query)
        walk(&copier)
        // The buffers are not kept past the call that lent them.
        copier.headers = UnsafeMutableRawBufferPointer(start: nil, count: 0)
        copier.query = UnsafeMutableRawBufferPointer(start: nil, count: 0)
        return copier
    }

    /// The fields the walk wrote into `headers` and `query`: the headers into `headerStorage`
    /// (moved into the result, and left empty), the query arguments into an array of exactly
    /// their size.
    private func fields(
        headers: UnsafeMutableRawBufferPointer, query: UnsafeMutableRawBufferPointer, headerStorage: inout [UInt8]
    ) -> RequestFields {
        var storage: [UInt8] = []
        swap(&storage, &headerStorage)
        storage.removeAll(keepingCapacity: true)
        if let written = Self.bytes(of: headers, count: headerBytesWritten) { storage.append(contentsOf: written) }
        // The buffer is built where it is consumed: built first and read by `KnownHeaderFields`
        // on the way, its storage was retained and released on every request, rare path or not.
        let known = knownNeedsBuffer ? KnownHeaderFields(of: FieldBuffer(storage: storage)) : self.known
        return (headers: HTTPHeaders(buffer: FieldBuffer(storage: consume storage), known: known),
                query: QueryParameters(buffer: FieldBuffer(storage: Self.array(of: query, count: queryBytesWritten))))
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

    /// Counts one field and writes it, if it fits, in `FieldBuffer`'s layout; a field with a
    /// name or value too long for the layout's two-byte lengths is dropped.
    mutating func visit(_ kind: RequestFieldKind, name: UnsafeRawBufferPointer, value: UnsafeRawBufferPointer) {
        guard let lengths = FieldBuffer.lengthPrefix(nameCount: name.count, valueCount: value.count) else { return }
        let size = FieldBuffer.lengthBytes + name.count + value.count
        switch kind {
        case .header:
            let position = headerBytesWritten
            let fits = position == headerBytes
                && Self.write(lengths, name: name, value: value, size: size, into: headers, at: position)
            headerBytes += size
            guard fits else { return }
            headerBytesWritten += size
            if !knownNeedsBuffer, !known.note(name: LentBytes(start: name.baseAddress, count: name.count), at: position) { knownNeedsBuffer = true }
        case .queryArgument:
            let fits = queryBytesWritten == queryBytes
                && Self.write(lengths, name: name, value: value, size: size, into: query, at: queryBytesWritten)
            queryBytes += size
            if fits { queryBytesWritten += size }
        }
    }

    /// Writes one field — its `lengths` (`FieldBuffer.lengthPrefix`), name and value, `size`
    /// bytes in all — at `offset`; `false` when it does not fit.
    private static func write(
        _ lengths: UInt32, name: UnsafeRawBufferPointer, value: UnsafeRawBufferPointer, size: Int,
        into buffer: UnsafeMutableRawBufferPointer, at offset: Int
    ) -> Bool {
        guard offset >= 0, size <= buffer.count - offset, let base = buffer.baseAddress else { return false }
        let field = base + offset
        field.storeBytes(of: lengths, as: UInt32.self)
        let nameStart = field + FieldBuffer.lengthBytes
        if let nameBase = name.baseAddress, name.count > 0 { nameStart.copyMemory(from: nameBase, byteCount: name.count) }
        if let valueBase = value.baseAddress, value.count > 0 {
            (nameStart + name.count).copyMemory(from: valueBase, byteCount: value.count)
        }
        return true
    }
}
