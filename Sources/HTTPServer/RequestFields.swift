/// A request's header fields and query arguments, copied out of libmicrohttpd into one buffer per
/// kind, with the fields admission reads located on the way (`KnownHeaderFields`).
///
/// Copied by `copyRequestFields` (RequestFieldCopier.swift) into buffers written whole — the
/// headers into the thread's reused header buffer, the query into an array of exactly its size —
/// rather than appended to field by field: each append to a growing
/// array checks uniqueness and capacity, and its size would be a guess (measured with callgrind
/// on the bench POST).
///
/// A tuple, not a struct: the caller takes it apart and hands each half on, which moves them;
/// the halves of a struct were copied (retained) and the struct freed (callgrind).
typealias RequestFields = (headers: HTTPHeaders, query: QueryParameters)

/// Which buffer a request field goes to.
enum RequestFieldKind {
    case header
    case queryArgument
}
