/// A request's header fields and query arguments, copied out of libmicrohttpd in one walk over
/// its list of them (`scroll_mhd_get_request_fields`), with the fields admission reads located
/// on the way (`KnownHeaderFields`).
///
/// One walk rather than one per kind: libmicrohttpd keeps headers and arguments in a single list,
/// and each `MHD_get_connection_values` call walks all of it. The lengths come with the bytes,
/// so nothing is measured with `strlen`.
struct RequestFields {
    private(set) var headers = FieldBuffer()
    private(set) var known = KnownHeaderFields()
    private(set) var query = FieldBuffer()

    mutating func appendHeader(name: UnsafeRawBufferPointer, value: UnsafeRawBufferPointer) {
        let position = headers.storage.count
        headers.appendField(name: name, value: value)
        known.note(fieldAt: position, in: headers)
    }

    mutating func appendQueryArgument(name: UnsafeRawBufferPointer, value: UnsafeRawBufferPointer) {
        query.appendField(name: name, value: value)
    }
}
