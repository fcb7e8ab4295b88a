import Glibc

/// Standard output or standard error, written with `write(2)`.
///
/// Unbuffered on purpose: the start-up line must reach a parent reading a pipe at once (stdio
/// would hold it in a buffer), and Swift 6 rejects `fflush(stdout)` as global mutable state.
public enum StandardStream: Int32 {
    case output = 1
    case error = 2

    /// Writes all of `text`, retrying after partial writes and signal interruptions.
    public func write(_ text: String) {
        write(Array(text.utf8))
    }

    /// Writes all of `bytes`, retrying after partial writes and signal interruptions.
    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(rawValue, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // nowhere left to report a failed write to
                }
                offset += written
            }
        }
    }
}
