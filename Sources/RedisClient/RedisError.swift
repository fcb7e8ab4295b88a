/// Why a command got no reply: the connection could not be made, or broke (or timed out)
/// during the command. A reply that is itself an error is a `RedisReply.error`, not this.
public enum RedisError: Error, Equatable, Sendable {
    /// Connecting failed (refused, unreachable, timed out) or the database could not be selected.
    case connect(String)
    /// A read or write failed or timed out.
    case io(String)
    /// The server's bytes were not RESP.
    case protocolError(String)
    /// The server failed recently and the client waits before trying again (`RedisClient`'s
    /// retry interval): nothing was sent.
    case backingOff(String)

    /// What went wrong, for a message.
    public var reason: String {
        switch self {
        case .connect(let text): "cannot connect: \(text)"
        case .io(let text): "connection failed: \(text)"
        case .protocolError(let text): "protocol error: \(text)"
        case .backingOff(let text): text
        }
    }
}
