/// Where a Redis server is: `redis://HOST[:PORT][/DB]`.
///
/// HOST is a name, an IPv4 address or a bracketed IPv6 address (`[::1]`); PORT 1–65535
/// (default 6379); DB a database number 0–15 as Redis configures by default (default 0). No
/// user, password or query: a store that needs them is reached through a local proxy or a
/// network policy instead.
public struct RedisEndpoint: Sendable, Equatable, CustomStringConvertible {
    public static let defaultPort: UInt16 = 6379

    public let host: String
    public let port: UInt16
    public let database: Int

    public init(host: String, port: UInt16 = RedisEndpoint.defaultPort, database: Int = 0) {
        self.host = host
        self.port = port
        self.database = database
    }

    /// Parses `redis://HOST[:PORT][/DB]`; the message says what is wrong.
    public static func parse(_ url: String) -> Result<RedisEndpoint, ParseError> {
        let scheme = "redis://"
        guard url.hasPrefix(scheme) else { return .failure(ParseError("must start with redis://")) }
        var rest = Substring(url.dropFirst(scheme.count))
        var database = 0
        if let slash = rest.firstIndex(of: "/") {
            let text = rest[rest.index(after: slash)...]
            guard let number = Int(text), (0...15).contains(number) else {
                return .failure(ParseError("the database after / must be a number from 0 to 15"))
            }
            database = number
            rest = rest[..<slash]
        }
        guard !rest.contains("@"), !rest.contains("?") else {
            return .failure(ParseError("takes no user, password or query: redis://HOST:PORT/DB"))
        }
        var host: Substring
        var portText: Substring?
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return .failure(ParseError("an IPv6 address needs its closing ]")) }
            host = rest[rest.index(after: rest.startIndex)..<close]
            let after = rest[rest.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { return .failure(ParseError("expected :PORT after the IPv6 address")) }
                portText = after.dropFirst()
            }
        } else if let colon = rest.lastIndex(of: ":") {
            host = rest[..<colon]
            portText = rest[rest.index(after: colon)...]
        } else {
            host = rest
        }
        guard !host.isEmpty, host.allSatisfy({ $0.isASCII && !$0.isWhitespace }) else {
            return .failure(ParseError("needs a host: redis://HOST:PORT"))
        }
        var port = defaultPort
        if let portText {
            guard let number = UInt16(portText), number > 0 else {
                return .failure(ParseError("the port must be a number from 1 to 65535"))
            }
            port = number
        }
        return .success(RedisEndpoint(host: String(host), port: port, database: database))
    }

    /// `redis://HOST:PORT/DB`.
    public var description: String {
        let shown = host.contains(":") ? "[\(host)]" : host
        return "redis://\(shown):\(port)/\(database)"
    }

    public struct ParseError: Error, Equatable, Sendable {
        public let message: String
        init(_ message: String) { self.message = message }
    }
}
