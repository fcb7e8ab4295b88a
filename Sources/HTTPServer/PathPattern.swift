/// A route's path, split at `/` into literal segments and `{name}` parameters.
///
/// `/v1/layouts/{id}` matches `/v1/layouts/42` with `id = "42"`; a parameter matches one whole,
/// non-empty segment. Matching compares bytes (the path libmicrohttpd has already percent-decoded),
/// so `/healthz/` and `/Healthz` are other paths, and an encoded `/` (`%2F`) ends a segment like a
/// plain one. A pattern without parameters is compared in one go, which is the common case.
struct PathPattern: Sendable {
    enum Segment: Sendable, Equatable {
        case literal([UInt8])
        case parameter(String)
    }

    /// The segments between slashes, the empty one before the leading `/` included.
    let segments: [Segment]
    /// Whether any segment is a `{name}` parameter.
    var hasParameters: Bool { literalPath == nil }
    /// The whole path when it has no parameters, so it matches by one comparison.
    private let literalPath: [UInt8]?

    init(_ path: String) {
        segments = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map { piece in
            let bytes = Array(piece)
            if bytes.count > 2, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") {
                return .parameter(String(decoding: bytes.dropFirst().dropLast(), as: UTF8.self))
            }
            return .literal(bytes)
        }
        let hasParameters = segments.contains { if case .parameter = $0 { true } else { false } }
        literalPath = hasParameters ? nil : Array(path.utf8)
    }

    /// The parameter values when `path` matches (empty for a pattern without parameters, which
    /// allocates nothing), `nil` otherwise.
    ///
    /// Inlined into the router's loop: called out of line, the pattern's two arrays were retained
    /// and released around every call.
    @inline(__always)
    func match(_ path: some Collection<UInt8>) -> [String: String]? {
        if let literalPath {
            return ByteComparison.equal(literalPath, path) ? [:] : nil
        }
        return matchSegments(path)
    }

    /// `match` for a pattern with parameters, segment by segment.
    private func matchSegments(_ path: some Collection<UInt8>) -> [String: String]? {
        var parameters: [String: String] = [:]
        var remaining = segments[...]
        var start = path.startIndex
        while let segment = remaining.popFirst() {
            let end = path[start...].firstIndex(of: UInt8(ascii: "/")) ?? path.endIndex
            let piece = path[start..<end]
            switch segment {
            case .literal(let bytes):
                guard piece.elementsEqual(bytes) else { return nil }
            case .parameter(let name):
                guard !piece.isEmpty else { return nil }
                parameters[name] = String(decoding: piece, as: UTF8.self)
            }
            if end == path.endIndex { return remaining.isEmpty ? parameters : nil }
            start = path.index(after: end)
        }
        return nil  // the path has more segments than the pattern
    }
}
