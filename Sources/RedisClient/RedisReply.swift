/// A Redis reply (RESP2), copied out of hiredis.
public enum RedisReply: Sendable, Equatable {
    /// A bulk string: binary-safe bytes.
    case bulk([UInt8])
    /// The null bulk string: no such key.
    case null
    case integer(Int64)
    /// A status line such as `OK`.
    case status(String)
    /// An error reply (`ERR …`, `WRONGTYPE …`): the server answered, the command failed.
    case error(String)
    case array([RedisReply])
}
