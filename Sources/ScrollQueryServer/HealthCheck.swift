import Glibc
import HTTPServer

/// `scroll-query-server --health-check [flags]`: GET /healthz on the server's own address with a
/// plain socket; exit 0 on a 200, 1 on anything else (refused, timed out, another status).
///
/// The address comes from the same flags and variables as the server's (`--host`/`HOST`,
/// `--port`/`PORT`). A container's HEALTHCHECK runs with the image's environment but not with
/// the flags the container was started with (`IMAGE --port 9000`), so `--host`/`--port` found on
/// the command line of the container's server (PID 1 or its child, read from /proc) come first,
/// and flags given to the check itself win over them. A wildcard host (0.0.0.0, ::) is checked on
/// loopback.
enum HealthCheck {
    /// Exit status 0 (healthy) or 1 (unhealthy, or an address that cannot be parsed).
    static func run(arguments: [String]) -> Int32 {
        switch ServerOptions.parse(runningServerAddressFlags() + arguments) {
        case .showHelp:
            StandardStream.output.write(ServerOptions.usage)
            return ExitStatus.success
        case .invalid(let message):
            StandardStream.error.write("scroll-query-server --health-check: \(message)\n")
            return 1
        case .run(let options):
            let host = loopback(for: options.host)
            if let problem = getHealthz(host: host, port: options.port, timeoutSeconds: 2) {
                StandardStream.error.write("scroll-query-server --health-check: http://\(host):\(options.port)/healthz: \(problem)\n")
                return 1
            }
            return ExitStatus.success
        }
    }

    /// The address to reach a server bound to `host` at: loopback for a wildcard.
    static func loopback(for host: String) -> String {
        switch host {
        case "0.0.0.0": "127.0.0.1"
        case "::", "[::]": "::1"
        default: host
        }
    }

    /// `nil` when `GET /healthz` answers 200 within the timeout, else what went wrong.
    static func getHealthz(host: String, port: UInt16, timeoutSeconds: Int) -> String? {
        HealthProbe.getHealthz(host: host, port: port, timeoutSeconds: timeoutSeconds)
    }

    /// `--host`/`--port` (and their `=` forms) from the command line of the server a container
    /// runs: PID 1, or a child of PID 1 (under an init such as `docker run --init`); empty when
    /// neither is a `scroll-query-server`. Servers started by anything else (a shell, a test
    /// harness) are not looked for, so on a shared host the check reaches only what it is told.
    static func runningServerAddressFlags() -> [String] {
        if let flags = serverAddressFlags(pid: "1") { return flags }
        for name in HealthProbe.entryNames(inDirectory: "/proc") {
            guard Int32(name) != nil, Int32(name) != getpid(), parentPID(of: name) == 1,
                  let flags = serverAddressFlags(pid: name) else { continue }
            return flags
        }
        return []
    }

    /// The address flags of process `pid` when it is a `scroll-query-server` (not a health check).
    private static func serverAddressFlags(pid: String) -> [String]? {
        guard let cmdline = ServerOptions.readWholeFile("/proc/\(pid)/cmdline") else { return nil }
        let arguments = cmdline.split(separator: "\0").map(String.init)
        guard let program = arguments.first, program == "scroll-query-server" || program.hasSuffix("/scroll-query-server"),
              !arguments.contains("--health-check") else { return nil }
        return addressFlags(in: Array(arguments.dropFirst()))
    }

    /// The parent's PID from /proc/PID/stat ("pid (comm) state ppid ..."; comm may hold spaces).
    private static func parentPID(of pid: String) -> Int32? {
        guard let stat = ServerOptions.readWholeFile("/proc/\(pid)/stat"), let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 1 ? Int32(fields[1]) : nil
    }

    /// The `--host`/`--port` flags of a server command line, with their values; `--port 0` (any
    /// free port) says nothing about where it listens, so it is left out.
    static func addressFlags(in arguments: [String]) -> [String] {
        var flags: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument.hasPrefix("--host=") || (argument.hasPrefix("--port=") && argument != "--port=0") {
                flags.append(argument)
            } else if argument == "--host" || argument == "--port", index + 1 < arguments.endIndex {
                if argument == "--host" || arguments[index + 1] != "0" { flags += [argument, arguments[index + 1]] }
                index += 1
            }
            index += 1
        }
        return flags
    }
}
