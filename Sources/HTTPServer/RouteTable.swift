import Glibc

/// The router's routes in the form the per-request path reads them: method and literal path bytes
/// and flags in plain memory, handlers behind unretained references.
///
/// Why not read `Router.routes`: every worker thread shares those arrays, strings and handler
/// closures, and each read the optimizer cannot prove safe becomes a retain and a release — atomic
/// writes to the shared objects' reference counts, so the worker threads take turns owning those
/// cache lines on every request (perf on the bench POST: about 2.6% of the server's CPU went to
/// retains and releases in admission alone, copies of `Route` among them). Nothing here is
/// reference counted on the way: an entry is a few integers, and a handler is called through a
/// borrowed reference to a box this table keeps alive.
///
/// A struct of pointers, not a class, so that even a local copy of it retains nothing (a class
/// reference bound to a local is retained and released, on a count every thread shares).
/// Built once per server from its `Router`, immutable afterwards; `ServerContext` frees it with
/// `deallocate()` when the server is gone.
struct RouteTable: @unchecked Sendable {
    /// One route: where its method and path bytes are in `bytes`, and what admission needs.
    private struct Entry {
        var methodOffset: Int
        var methodCount: Int
        var pathOffset: Int
        var pathCount: Int
        /// For a pattern with parameters: how many of its leading path bytes every matching path
        /// starts with (the literal segments before the first parameter, each with its `/`).
        var literalPrefixCount: Int
        var hasParameters: Bool
        var readsJSONBody: Bool
    }

    /// A handler in a class, so a borrowed reference to it can be passed around without a retain.
    private final class HandlerBox: Sendable {
        let handler: Handler
        init(_ handler: @escaping Handler) { self.handler = handler }
    }

    let count: Int
    /// Each route's method and path as registered (the strings a request of that route carries).
    private let methodNames: UnsafeMutablePointer<String>
    private let pathNames: UnsafeMutablePointer<String>
    private let entries: UnsafeMutablePointer<Entry>
    private let bytes: UnsafeMutablePointer<UInt8>
    /// Retained once here, released in `deinit`.
    private let handlers: UnsafeMutablePointer<Unmanaged<HandlerBox>>

    init(_ router: Router) {
        let routes = router.routes
        count = routes.count
        methodNames = .allocate(capacity: max(count, 1))
        methodNames.initialize(from: routes.map(\.method), count: count)
        pathNames = .allocate(capacity: max(count, 1))
        pathNames.initialize(from: routes.map(\.path), count: count)
        let byteCount = routes.reduce(0) { $0 + $1.method.utf8.count + $1.path.utf8.count }
        bytes = .allocate(capacity: max(byteCount, 1))
        entries = .allocate(capacity: max(count, 1))
        handlers = .allocate(capacity: max(count, 1))
        var offset = 0
        for (index, route) in routes.enumerated() {
            let methodOffset = offset
            for byte in route.method.utf8 {
                bytes[offset] = byte
                offset += 1
            }
            let pathOffset = offset
            for byte in route.path.utf8 {
                bytes[offset] = byte
                offset += 1
            }
            (entries + index).initialize(to: Entry(
                methodOffset: methodOffset, methodCount: pathOffset - methodOffset, pathOffset: pathOffset,
                pathCount: offset - pathOffset, literalPrefixCount: Self.literalPrefixCount(route.pattern),
                hasParameters: route.pattern.hasParameters,
                readsJSONBody: route.readsJSONBody))
            (handlers + index).initialize(to: Unmanaged.passRetained(HandlerBox(route.handler)))
        }
    }

    /// Frees the table; no copy of it may be used afterwards.
    func deallocate() {
        for index in 0..<count { handlers[index].release() }
        handlers.deallocate()
        entries.deallocate()
        bytes.deallocate()
        methodNames.deinitialize(count: count)
        methodNames.deallocate()
        pathNames.deinitialize(count: count)
        pathNames.deallocate()
    }

    /// Route `index`'s method as registered (an index from this table's router).
    func method(_ index: Int) -> String {
        index >= 0 && index < count ? methodNames[index] : ""
    }

    /// Route `index`'s path pattern as registered.
    func path(_ index: Int) -> String {
        index >= 0 && index < count ? pathNames[index] : ""
    }

    /// The first route, in registration order, matching `method` and `path` — when that can be
    /// decided by comparing bytes with routes without parameters. `nil` means the `Router` must
    /// decide: no literal route matches, or a route with parameters and this method whose literal
    /// prefix the path starts with comes first (its pattern might match, and registration order
    /// wins). A pattern whose prefix differs cannot match, so `/v1/layouts/{id}` registered before
    /// `/v1/scroll/offset` does not send every request for the latter to the `Router`.
    func literalMatch(method: UnsafeRawBufferPointer, path: UnsafeRawBufferPointer) -> Int? {
        for index in 0..<count {
            let entry = entries[index]
            guard entry.methodCount == method.count, Self.equal(bytes + entry.methodOffset, method) else { continue }
            if entry.hasParameters {
                let prefix = entry.literalPrefixCount
                if path.count >= prefix, Self.equal(bytes + entry.pathOffset, UnsafeRawBufferPointer(rebasing: path.prefix(prefix))) {
                    return nil
                }
                continue
            }
            if entry.pathCount == path.count, Self.equal(bytes + entry.pathOffset, path) { return index }
        }
        return nil
    }

    /// The length of the literal segments (with their `/`) before `pattern`'s first parameter:
    /// `/v1/layouts/` for `/v1/layouts/{id}`. 0 without parameters (unused then).
    private static func literalPrefixCount(_ pattern: PathPattern) -> Int {
        guard pattern.hasParameters else { return 0 }
        var count = 0
        for segment in pattern.segments {
            guard case .literal(let bytes) = segment else { break }
            count += bytes.count + 1
        }
        return count
    }

    /// Whether route `index`'s method equals `method` (false: a `HEAD` answered by a `GET` route).
    func methodMatches(_ index: Int, _ method: UnsafeRawBufferPointer) -> Bool {
        guard index >= 0, index < count else { return false }
        let entry = entries[index]
        return entry.methodCount == method.count && Self.equal(bytes + entry.methodOffset, method)
    }

    func hasParameters(_ index: Int) -> Bool {
        index >= 0 && index < count && entries[index].hasParameters
    }

    func readsJSONBody(_ index: Int) -> Bool {
        index >= 0 && index < count && entries[index].readsJSONBody
    }

    /// Runs route `index`'s handler (an index from this table's router; out of range: 500).
    func respond(route index: Int, to request: HTTPRequest) -> HTTPResponse {
        guard index >= 0, index < count else {
            return HTTPError(status: 500, code: "internal_error", message: "The request matched no handler.").response
        }
        return handlers[index]._withUnsafeGuaranteedRef { $0.handler(request) }
    }

    /// `count` bytes at `stored` equal `other` (whose count the caller has checked).
    private static func equal(_ stored: UnsafeMutablePointer<UInt8>, _ other: UnsafeRawBufferPointer) -> Bool {
        guard let base = other.baseAddress, other.count > 0 else { return true }
        return memcmp(stored, base, other.count) == 0
    }
}
