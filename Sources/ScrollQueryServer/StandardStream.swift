import Glibc

/// Standard output or standard error, written with `write(2)`.
///
/// Unbuffered on purpose: the start-up line must reach a parent reading a pipe at once (stdio
/// would hold it in a buffer), and Swift 6 rejects `fflush(stdout)` as global mutable state.
enum StandardStream: Int32 {
    case output = 1
    case error = 2

    /// Writes all of `text`, retrying after partial writes and signal interruptions.
    func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(rawValue, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return  // nowhere left to report a failed write to
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
