/// A request's header fields and query arguments, copied out of libmicrohttpd into one buffer per
/// kind, with the fields admission reads located on the way (`KnownHeaderFields`).
///
/// Copied by `copyRequestFields` (RequestFieldCopier.swift) into buffers written whole: the
/// headers into the thread's reused header buffer, the query into an array of exactly its size.
/// A tuple, so the caller can take it apart and move each half on.
typealias RequestFields = (headers: HTTPHeaders, query: QueryParameters)

/// Which buffer a request field goes to.
enum RequestFieldKind {
    case header
    case queryArgument
}
