import Glibc

/// The socket and directory calls of `scroll-query-server --health-check`, behind safe values.
public enum HealthProbe {
    /// `nil` when `GET /healthz` answers 200 within the timeout, else what went wrong.
    public static func getHealthz(host: String, port: UInt16, timeoutSeconds: Int) -> String? {
        var hints = addrinfo()
        hints.ai_flags = AI_NUMERICHOST | AI_NUMERICSERV
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        guard getaddrinfo(bare, String(port), &hints, &found) == 0, let address = found else {
            return "not a numeric address"
        }
        defer { freeaddrinfo(found) }
        let fd = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
        guard fd >= 0 else { return "socket: \(String(cString: strerror(errno)))" }
        defer { close(fd) }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard connect(fd, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 else {
            return "connect: \(String(cString: strerror(errno)))"
        }
        let request = Array("GET /healthz HTTP/1.1\r\nHost: \(bare)\r\nConnection: close\r\n\r\n".utf8)
        guard request.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == request.count else {
            return "send: \(String(cString: strerror(errno)))"
        }
        // The status line is all that is needed: "HTTP/1.1 200 ...".
        var head: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 512)
        while head.count < 12 {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return count == 0 ? "connection closed before an answer" : "recv: \(String(cString: strerror(errno)))" }
            head.append(contentsOf: buffer.prefix(count))
        }
        let statusLine = String(decoding: head.prefix(while: { $0 != 13 && $0 != 10 }), as: UTF8.self)
        return statusLine.hasPrefix("HTTP/1.1 200 ") || statusLine.hasPrefix("HTTP/1.0 200 ") ? nil : "answered \"\(statusLine)\""
    }

    /// The names in directory `path` (without "." and ".."); empty when it cannot be opened.
    public static func entryNames(inDirectory path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
