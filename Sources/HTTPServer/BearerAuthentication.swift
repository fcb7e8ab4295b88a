/// Requires `Authorization: Bearer <token>` (RFC 6750 §2.1) on every path under a prefix.
///
/// Paths outside the prefix (health checks, the published spec) stay open so that probes and
/// readers of the contract need no secret. The token is compared in time that depends only on
/// its length, so timing reveals nothing about how much of a guess was right, and it never
/// appears in a response or a log.
public struct BearerAuthentication: RequestFilter {
    private static let authorization = HTTPHeaders.lowercased("Authorization")
    private let token: [UInt8]
    private let protectedPrefix: String

    /// - Parameters:
    ///   - token: the secret clients must present; must not be empty.
    ///   - protectedPrefix: a path prefix ending before a `/`, e.g. `"/v1"` guards `/v1` and
    ///     `/v1/…` but not `/v1beta`.
    public init(token: String, protecting protectedPrefix: String = "/v1") {
        self.token = Array(token.utf8)
        self.protectedPrefix = protectedPrefix
    }

    public func filter(_ head: RequestHead, responseHeaders: inout [(name: String, value: String)]) -> FilterAnswer? {
        guard isProtected(head.path) else { return nil }
        if let credentials = head.headers.value(named: Self.authorization), presents(credentials) { return nil }
        return .refuse(.unauthorized)
    }

    func isProtected(_ path: String) -> Bool {
        guard path.hasPrefix(protectedPrefix) else { return false }
        let rest = path.utf8.dropFirst(protectedPrefix.utf8.count)
        return rest.isEmpty || rest.first == UInt8(ascii: "/")
    }

    /// Whether an `Authorization` value is `Bearer` (any case), one or more blanks, and the token.
    private func presents(_ credentials: ArraySlice<UInt8>) -> Bool {
        let scheme = "bearer".utf8
        guard credentials.count > scheme.count,
              HTTPHeaders.equalIgnoringASCIICase(credentials.prefix(scheme.count), scheme)
        else { return false }
        let presented = credentials.dropFirst(scheme.count)
        guard presented.first == UInt8(ascii: " ") else { return false }
        return Self.constantTimeEqual(presented.drop { $0 == UInt8(ascii: " ") }, token)
    }

    /// Compares every byte of `expected` whatever the input, so the time taken depends only on
    /// the expected length.
    static func constantTimeEqual(_ presented: ArraySlice<UInt8>, _ expected: [UInt8]) -> Bool {
        var difference = UInt8(truncatingIfNeeded: presented.count ^ expected.count)
        var position = presented.startIndex
        for byte in expected {
            let other = position < presented.endIndex ? presented[position] : 0
            difference |= other ^ byte
            position += 1
        }
        return difference == 0 && presented.count == expected.count
    }
}
