import HTTPServer

/// The process exit statuses, following the usual convention: 2 for usage errors.
enum ExitStatus {
    static let success: Int32 = 0
    /// The server could not start for a reason outside the command line (port taken, privileges).
    static let cannotStart: Int32 = 1
    /// A flag, environment variable or host value is not acceptable.
    static let usage: Int32 = 2
    /// Shutdown cut off requests still in progress after `--drain-seconds`.
    static let drainTimedOut: Int32 = 3

    /// A bad host or limit is a usage error like a bad flag; anything else is `cannotStart`.
    static func forStartFailure(_ error: any Error) -> Int32 {
        switch error as? HTTPServerError {
        case .invalidHost, .invalidConfiguration: return usage
        default: return cannotStart
        }
    }
}
