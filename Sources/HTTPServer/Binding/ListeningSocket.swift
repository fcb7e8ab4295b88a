import Glibc

/// The server's listening TCP socket, bound and listening before any worker starts, shared by
/// every worker's daemon (see `WorkerThreads`).
///
/// Bound here rather than by libmicrohttpd because the workers are separate daemons and none of
/// them may own it: a daemon closes the socket it owns when it stops. Non-blocking, because every
/// worker polls it and all but the first to call `accept` find the connection gone.
struct ListeningSocket {
    let descriptor: Int32
    let isIPv6: Bool
    /// The port actually bound (the kernel's choice when asked for 0).
    let port: UInt16

    /// Binds `host:port` and listens, as libmicrohttpd would have: `SO_REUSEADDR` (a restart does
    /// not wait out TIME_WAIT), IPv6 sockets IPv6 only, a backlog of `SOMAXCONN`.
    init(host: String, port: UInt16) throws(HTTPServerError) {
        let address = try BindAddress(host: host, port: port)
        let cannotListen = { (call: String) -> HTTPServerError in
            .cannotListen(host: host, port: port, reason: "\(call): \(String(cString: strerror(errno)))")
        }
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        let descriptor = socket(address.isIPv6 ? AF_INET6 : AF_INET, type, 0)
        guard descriptor >= 0 else { throw cannotListen("socket") }
        var on: Int32 = 1
        let optionLength = socklen_t(MemoryLayout<Int32>.size)
        let listening = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, optionLength) == 0
            && (!address.isIPv6 || setsockopt(descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &on, optionLength) == 0)
        guard listening else { throw Self.closing(descriptor, cannotListen("setsockopt")) }
        guard address.withSockaddr({ bind(descriptor, $0, address.length) }) == 0 else {
            throw Self.closing(descriptor, cannotListen("bind"))
        }
        guard listen(descriptor, SOMAXCONN) == 0 else { throw Self.closing(descriptor, cannotListen("listen")) }
        var bound = sockaddr_storage()
        var boundLength = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &bound) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &boundLength) }
        }
        guard named == 0 else { throw Self.closing(descriptor, cannotListen("getsockname")) }
        self.descriptor = descriptor
        self.isIPv6 = address.isIPv6
        self.port = Self.port(of: bound)
    }

    /// Makes the kernel refuse new connections at once instead of queueing them in the backlog,
    /// where they would wait for workers that no longer accept. The descriptor stays open.
    func stopAccepting() {
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
    }

    func close() {
        _ = Glibc.close(descriptor)
    }

    private static func closing(_ descriptor: Int32, _ error: HTTPServerError) -> HTTPServerError {
        _ = Glibc.close(descriptor)
        return error
    }

    private static func port(of address: sockaddr_storage) -> UInt16 {
        withUnsafeBytes(of: address) { bytes in
            switch Int32(address.ss_family) {
            case AF_INET: UInt16(bigEndian: bytes.load(as: sockaddr_in.self).sin_port)
            case AF_INET6: UInt16(bigEndian: bytes.load(as: sockaddr_in6.self).sin6_port)
            default: 0
            }
        }
    }
}
