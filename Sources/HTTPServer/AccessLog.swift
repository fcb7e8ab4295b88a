/// One JSON object per line on standard output for every request, when `--access-log` asks:
///
///     {"method":"POST","path":"/v1/scroll/offset","status":200,"bytes_in":312,"bytes_out":118,"duration_us":84,"request_id":"3f9a0c1d2e4b5a6"}
///
/// JSON lines because log collectors (Fluent Bit, Vector, Loki, Cloud Logging) parse them without
/// configuration. `status` is 0 when the connection ended before an answer was sent; byte counts
/// are body bytes. Each line is a single `write(2)` of under 4 KiB to a pipe, which POSIX makes
/// atomic (PIPE_BUF), so lines from different worker threads never interleave.
enum AccessLog {
    struct Entry {
        var method: String
        var path: String
        var status: Int
        var bytesIn: Int
        var bytesOut: Int
        var durationMicroseconds: UInt64
        var requestID: String
    }

    /// The line for `entry`, newline included. A path longer than 1,024 bytes is cut there.
    static func line(_ entry: Entry) -> [UInt8] {
        var line: [UInt8] = []
        line.reserveCapacity(256)
        line.append(contentsOf: #"{"method":"#.utf8)
        line.appendJSONString(String(decoding: entry.method.utf8.prefix(32), as: UTF8.self))
        line.append(contentsOf: #","path":"#.utf8)
        line.appendJSONString(String(decoding: entry.path.utf8.prefix(1024), as: UTF8.self))
        line.append(contentsOf: #","status":\#(entry.status),"bytes_in":\#(entry.bytesIn),"bytes_out":\#(entry.bytesOut)"#.utf8)
        line.append(contentsOf: #","duration_us":\#(entry.durationMicroseconds),"request_id":"#.utf8)
        line.appendJSONString(entry.requestID)
        line.append(contentsOf: "}\n".utf8)
        return line
    }

    /// Writes the line to standard output (retrying partial writes and interruptions).
    static func write(_ entry: Entry) {
        StandardStream.output.write(line(entry))
    }
}
