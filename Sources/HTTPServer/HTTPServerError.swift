/// Why `HTTPServer.start()` failed.
public enum HTTPServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `host` is not a numeric IPv4 or IPv6 address.
    case invalidHost(String)
    /// A limit in `ServerConfiguration` is out of range.
    case invalidConfiguration(String)
    /// libmicrohttpd could not start: most often the port is taken or needs privileges.
    case cannotListen(host: String, port: UInt16, reason: String)
    /// `start()` was called on a server that is running or was stopped; make a new one instead.
    case alreadyStarted

    public var description: String {
        switch self {
        case .invalidHost(let host):
            return "invalid host \"\(host)\": expected a numeric IPv4 or IPv6 address such as 127.0.0.1 or ::1"
        case .invalidConfiguration(let message):
            return "invalid server configuration: \(message)"
        case .cannotListen(let host, let port, let reason):
            return "cannot listen on \(ServerConfiguration.authority(host: host, port: port)): \(reason)"
        case .alreadyStarted:
            return "the server was already started; create a new HTTPServer to start again"
        }
    }
}
