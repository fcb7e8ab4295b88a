extension ServerConfiguration {
    /// The base URL a client uses to reach the server once it listens on `port`, e.g.
    /// `http://127.0.0.1:8080` or `http://[::1]:8080` (IPv6 literals are bracketed, RFC 3986 §3.2.2).
    public func baseURL(port: UInt16) -> String {
        "http://" + Self.authority(host: host, port: port)
    }

    /// `host:port`, bracketing the host when it is an IPv6 literal.
    static func authority(host: String, port: UInt16) -> String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}
