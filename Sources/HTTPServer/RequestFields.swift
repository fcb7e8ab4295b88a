/// A request's header fields and query arguments, copied out of libmicrohttpd into one buffer per
/// kind, with the fields admission reads located on the way (`KnownHeaderFields`).
///
/// Copied by `copyRequestFields` (ConnectionCallbacks.swift) in two walks over libmicrohttpd's
/// list: the first adds up the bytes each kind needs, the second writes the fields into buffers of
/// exactly that size. Two walks cost less than one that appends field by field to a growing
/// array (measured with callgrind on the bench POST): each append checks uniqueness and capacity,
/// and the buffer was sized by a guess.
///
/// A tuple, not a struct: the caller takes it apart and hands each half on, which moves them;
/// the halves of a struct were copied (retained) and the struct freed (callgrind).
typealias RequestFields = (headers: HTTPHeaders, query: QueryParameters)

/// Which buffer a request field goes to.
enum RequestFieldKind {
    case header
    case queryArgument
}
