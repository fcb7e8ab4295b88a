import Glibc

/// A numeric IPv4 or IPv6 address and port in the `sockaddr` form `bind` takes.
///
/// Numeric only, so `--host 127.0.0.1` binds loopback and nothing else, with no name lookup.
struct BindAddress {
    private var storage = sockaddr_storage()
    let isIPv6: Bool
    /// The size of the `sockaddr_in` or `sockaddr_in6` behind `withSockaddr`.
    var length: socklen_t {
        socklen_t(isIPv6 ? MemoryLayout<sockaddr_in6>.size : MemoryLayout<sockaddr_in>.size)
    }

    init(host: String, port: UInt16) throws(HTTPServerError) {
        // An embedded NUL would make inet_pton read only a prefix of the host.
        guard !host.utf8.contains(0) else { throw .invalidHost(host) }
        var ipv4 = sockaddr_in()
        if inet_pton(AF_INET, host, &ipv4.sin_addr) == 1 {
            ipv4.sin_family = sa_family_t(AF_INET)
            ipv4.sin_port = port.bigEndian
            isIPv6 = false
            Self.copy(ipv4, into: &storage)
            return
        }
        var ipv6 = sockaddr_in6()
        if inet_pton(AF_INET6, host, &ipv6.sin6_addr) == 1 {
            ipv6.sin6_family = sa_family_t(AF_INET6)
            ipv6.sin6_port = port.bigEndian
            isIPv6 = true
            Self.copy(ipv6, into: &storage)
            return
        }
        throw .invalidHost(host)
    }

    /// Calls `body` with a `sockaddr` pointer valid only for the duration of the call.
    func withSockaddr<Result>(_ body: (UnsafePointer<sockaddr>) -> Result) -> Result {
        withUnsafePointer(to: storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1, body)
        }
    }

    private static func copy<Address>(_ address: Address, into storage: inout sockaddr_storage) {
        withUnsafeMutableBytes(of: &storage) { destination in
            withUnsafeBytes(of: address) { destination.copyMemory(from: $0) }
        }
    }
}
