import Glibc
import HTTPServer

/// The command-line flags and environment variables of `scroll-query-server`.
///
/// `HOST` and `PORT` from the environment override `--host` and `--port`, as container platforms
/// set the port through the environment and expect it to win.
struct ServerOptions: Equatable {
    var host = "127.0.0.1"
    var port: UInt16 = 8080
    var maxBodyBytes = ServerConfiguration.defaultMaxBodyBytes
    var threads = ServerConfiguration.onlineProcessorCount

    /// What the command line asks for.
    enum Outcome: Equatable {
        case run(ServerOptions)
        case showHelp
        /// A message for standard error; the process exits with status 2.
        case invalid(String)
    }

    static let usage = """
        Usage: scroll-query-server [--host ADDRESS] [--port PORT] [--max-body-bytes N] [--threads N]

          --host ADDRESS        numeric IPv4 or IPv6 address to bind (default 127.0.0.1)
          --port PORT           TCP port, 0 for any free port (default 8080)
          --max-body-bytes N    largest accepted request body (default 33554432)
          --threads N           worker threads (default: number of online CPUs)
          --help                show this text

        Environment: HOST and PORT, when set and non-empty, override --host and --port.
        On start-up one line is printed: "scroll-query-server listening on http://HOST:PORT".
        SIGINT or SIGTERM stops accepting, finishes requests in progress and exits 0.

        """

    /// Parses `arguments` (without the program name); `environment` looks up a variable.
    static func parse(
        _ arguments: [String],
        environment: (String) -> String? = processEnvironment
    ) -> Outcome {
        var options = ServerOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--help" || argument == "-h" { return .showHelp }
            let (flag, inlineValue) = splitInlineValue(argument)
            guard Self.flags.contains(flag) else { return .invalid("unknown argument \"\(argument)\"") }
            guard let value = inlineValue ?? remaining.popFirst() else { return .invalid("\(flag) needs a value") }
            if let problem = options.apply(flag: flag, value: value) { return .invalid(problem) }
        }
        for (variable, flag) in [("HOST", "--host"), ("PORT", "--port")] {
            guard let value = environment(variable), !value.isEmpty else { continue }
            if let problem = options.apply(flag: flag, value: value) {
                return .invalid("environment variable \(variable): \(problem)")
            }
        }
        return .run(options)
    }

    /// The server configuration these options describe.
    var configuration: ServerConfiguration {
        ServerConfiguration(host: host, port: port, maxBodyBytes: maxBodyBytes, threadPoolSize: threads)
    }

    /// The process environment's value for `name`, or `nil` when unset.
    static func processEnvironment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    private static let flags: Set<String> = ["--host", "--port", "--max-body-bytes", "--threads"]

    /// `--port=8080` → (`--port`, `8080`); `--port` → (`--port`, nil).
    private static func splitInlineValue(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// Sets one option; returns a message when the value is not acceptable.
    private mutating func apply(flag: String, value: String) -> String? {
        switch flag {
        case "--host":
            guard !value.isEmpty else { return "--host needs an address" }
            host = value
        case "--port":
            guard let parsed = UInt16(value) else { return "--port must be a number from 0 to 65535, got \"\(value)\"" }
            port = parsed
        case "--max-body-bytes":
            guard let parsed = Int(value), parsed >= 0 else {
                return "--max-body-bytes must be a whole number of bytes, got \"\(value)\""
            }
            maxBodyBytes = parsed
        case "--threads":
            guard let parsed = Int(value), (1...1024).contains(parsed) else {
                return "--threads must be a number from 1 to 1024, got \"\(value)\""
            }
            threads = parsed
        default:
            return "unknown argument \"\(flag)\""
        }
        return nil
    }
}
