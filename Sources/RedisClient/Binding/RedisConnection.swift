import CHiredis

// Every hiredis call and every raw pointer of the Redis client is in this file: nothing outside
// it touches C. Nothing here may trap: every pointer is checked, every length bounded by what
// hiredis says it holds.

/// One open connection to a Redis server, through hiredis's blocking API with both timeouts
/// set: connecting waits at most `connectMilliseconds`, and every read or write on the socket
/// at most `ioMilliseconds` (`SO_RCVTIMEO`/`SO_SNDTIMEO`), so no call blocks longer than that
/// without progress.
///
/// A write to a server that has gone raises SIGPIPE, as on any socket: the process blocks or
/// ignores it (scroll-query-server blocks it in every thread, `ShutdownSignals`).
///
/// Not thread-safe: one thread uses it at a time (`RedisClient`'s pool hands it out and takes
/// it back). Once a command fails with an I/O or protocol error hiredis leaves the connection
/// unusable: drop it.
final class RedisConnection: @unchecked Sendable {
    private let context: UnsafeMutablePointer<redisContext>

    /// Connects to `endpoint` and selects its database.
    init(_ endpoint: RedisEndpoint, connectMilliseconds: Int, ioMilliseconds: Int) throws(RedisError) {
        let timeout = scroll_redis_timeval(Int32(clamping: connectMilliseconds))
        guard let context = redisConnectWithTimeout(endpoint.host, Int32(endpoint.port), timeout) else {
            throw RedisError.connect("cannot allocate a hiredis context")
        }
        guard context.pointee.err == 0 else {
            let message = Self.message(of: context)
            redisFree(context)
            throw RedisError.connect(message)
        }
        self.context = context
        guard redisSetTimeout(context, scroll_redis_timeval(Int32(clamping: ioMilliseconds))) == REDIS_OK else {
            throw RedisError.connect("cannot set the socket timeout: \(Self.message(of: context))")
        }
        if endpoint.database != 0 {
            let reply = try command([Array("SELECT".utf8), Array(String(endpoint.database).utf8)])
            if case .error(let message) = reply { throw RedisError.connect("SELECT \(endpoint.database): \(message)") }
        }
    }

    deinit {
        redisFree(context)
    }

    /// Sends one command (its arguments as binary-safe byte strings) and waits for its reply.
    /// An error *reply* (`-ERR …`) is a reply; a broken or timed-out connection throws.
    func command(_ arguments: [[UInt8]]) throws(RedisError) -> RedisReply {
        guard !arguments.isEmpty, arguments.count <= Int(Int32.max) else {
            throw RedisError.protocolError("a command needs 1 to 2^31 − 1 arguments")
        }
        let lengths = arguments.map(\.count)
        // hiredis reads `argv[i]` for `argvlen[i]` bytes during the call only: the arrays'
        // buffers are pinned for that long, nested.
        let reply: UnsafeMutablePointer<redisReply>? = Self.withPointers(to: arguments[...], collected: []) { pointers in
            pointers.withUnsafeBufferPointer { argv in
                lengths.withUnsafeBufferPointer { argvlen in
                    scroll_redis_command(context, Int32(arguments.count), argv.baseAddress, argvlen.baseAddress)
                }
            }
        }
        guard let reply else {
            let message = Self.message(of: context)
            throw context.pointee.err == REDIS_ERR_PROTOCOL ? .protocolError(message) : .io(message)
        }
        defer { freeReplyObject(UnsafeMutableRawPointer(reply)) }
        return Self.value(of: reply, depth: 0)
    }

    // MARK: - Private

    /// Calls `body` with a C string pointer to each argument's bytes (an empty one points at a
    /// byte nonetheless: hiredis may read `argv[i]` even for length 0).
    private static func withPointers<Result>(
        to arguments: ArraySlice<[UInt8]>, collected: [UnsafePointer<CChar>?],
        _ body: ([UnsafePointer<CChar>?]) -> Result
    ) -> Result {
        guard let first = arguments.first else { return body(collected) }
        let rest = arguments.dropFirst()
        let bytes = first.isEmpty ? [0] : first
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                withPointers(to: rest, collected: collected + [chars.baseAddress], body)
            }
        }
    }

    /// A Swift value of hiredis's reply tree (copied: the tree is freed after this).
    private static func value(of reply: UnsafeMutablePointer<redisReply>, depth: Int) -> RedisReply {
        let node = reply.pointee
        switch node.type {
        case REDIS_REPLY_STRING:
            return .bulk(bytes(node.str, node.len))
        case REDIS_REPLY_NIL:
            return .null
        case REDIS_REPLY_INTEGER:
            return .integer(Int64(node.integer))
        case REDIS_REPLY_STATUS:
            return .status(String(decoding: bytes(node.str, node.len), as: UTF8.self))
        case REDIS_REPLY_ERROR:
            return .error(String(decoding: bytes(node.str, node.len), as: UTF8.self))
        case REDIS_REPLY_ARRAY:
            guard depth < 8, let elements = node.element else { return .array([]) }
            var values: [RedisReply] = []
            for index in 0..<Int(node.elements) {
                if let element = elements[index] { values.append(value(of: element, depth: depth + 1)) }
            }
            return .array(values)
        default:
            return .error("reply of unknown type \(node.type)")
        }
    }

    private static func bytes(_ start: UnsafeMutablePointer<CChar>?, _ length: Int) -> [UInt8] {
        guard let start, length > 0 else { return [] }
        return Array(UnsafeRawBufferPointer(start: start, count: length))
    }

    /// hiredis's description of the context's error (`errstr`, a fixed 128-byte array).
    private static func message(of context: UnsafeMutablePointer<redisContext>) -> String {
        withUnsafeBytes(of: context.pointee.errstr) { raw in
            let text = raw.prefix { $0 != 0 }
            return text.isEmpty ? "error \(context.pointee.err)" : String(decoding: text, as: UTF8.self)
        }
    }
}
