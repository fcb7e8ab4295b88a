import Glibc
import HTTPServer
import ItemLayouts
import RedisClient
import RequestJSON
import ScrollQueryAPI

/// The command-line flags and environment variables of `scroll-query-server`.
///
/// Every setting may come from a flag or from its environment variable; a flag wins, so a
/// command line can always override what the environment (a container platform, a shell
/// profile) sets. An empty variable counts as unset.
struct ServerOptions: Equatable {
    var host = "127.0.0.1"
    var port: UInt16 = 8080
    var maxBodyBytes = ServerConfiguration.defaultMaxBodyBytes
    var maxBufferedBytes = ServerConfiguration.defaultMaxBufferedBytes
    var maxConnections = ServerConfiguration.defaultConnectionLimit
    var connectionTimeoutSeconds = ServerConfiguration.defaultConnectionTimeoutSeconds
    var maxItems = RequestLimits.defaultMaxItems
    var maxJSONDepth = RequestLimits.defaultMaxJSONDepth
    var maxBatchRequests = RequestLimits.defaultMaxBatchRequests
    /// What the stored layouts may cost together before the least recently used are evicted.
    var layoutCacheBytes = LayoutStore.defaultCapacityBytes
    /// The Redis server the replicas share stored layouts through; nil: each keeps its own.
    var layoutStore: RedisEndpoint?
    var threads = CPUQuota.defaultThreads()
    /// One JSON line per request on standard output.
    var accessLog = false
    /// How long SIGTERM waits for requests in progress before cutting them off.
    var drainSeconds = 10
    /// The bearer token every `/v1` request must present; `nil`: no authentication.
    var authToken: String?
    /// Origins allowed to call the API from a browser; empty: no CORS header is ever sent.
    var corsOrigins: [String] = []
    /// Whether `GET /` serves the playground page; `--no-playground` is for API-only deployments.
    var playground = true

    /// What the command line asks for.
    enum Outcome: Equatable {
        case run(ServerOptions)
        case showHelp
        /// A message for standard error; the process exits with status 2.
        case invalid(String)
    }

    static let usage = """
        Usage: scroll-query-server [options]

          --host ADDRESS              numeric IPv4 or IPv6 address to bind (default 127.0.0.1)    [HOST]
          --port PORT                 TCP port, 0 for any free port (default 8080)                [PORT]
          --max-body-bytes N          largest accepted request body (default 33554432)            [SCROLLQUERY_MAX_BODY_BYTES]
          --max-buffered-bytes N      request-body bytes held at once by all connections;
                                      past it requests get 503 (default 268435456)                [SCROLLQUERY_MAX_BUFFERED_BYTES]
          --max-connections N         simultaneous connections (default 1024)                     [SCROLLQUERY_MAX_CONNECTIONS]
          --connection-timeout S      seconds before an idle connection is closed, 0 = never
                                      (default 15)                                                [SCROLLQUERY_CONNECTION_TIMEOUT]
          --max-items N               most items in one request (default 1000000)                 [SCROLLQUERY_MAX_ITEMS]
          --max-json-depth N          deepest JSON nesting accepted (default 64)                  [SCROLLQUERY_MAX_JSON_DEPTH]
          --max-batch N               most requests in one POST /v1/batch (default 10000)         [SCROLLQUERY_MAX_BATCH]
          --layout-cache-bytes N      memory for stored layouts; past it the least recently used
                                      are evicted (default 268435456)                             [SCROLLQUERY_LAYOUT_CACHE_BYTES]
          --layout-store URL          share stored layouts between replicas through Redis at
                                      redis://HOST:PORT[/DB] (default: none, each keeps its own)  [SCROLLQUERY_LAYOUT_STORE]
          --threads N                 worker threads (default: the cgroup CPU quota rounded up,
                                      else the number of online CPUs)                             [SCROLLQUERY_THREADS]
          --access-log                one JSON line per request on standard output
                                      (--access-log=false turns it off)                           [SCROLLQUERY_ACCESS_LOG: 1/true or 0/false]
          --drain-seconds S           on SIGTERM, how long requests in progress may take to
                                      finish before they are cut off (default 10)                 [SCROLLQUERY_DRAIN_SECONDS]
          --auth-token-file PATH      require "Authorization: Bearer <token>" on /v1 routes; the
                                      token is the file's content without its final newline
                                                                                                  [SCROLLQUERY_AUTH_TOKEN: the token itself]
          --cors-origin ORIGIN        allow browser calls from ORIGIN (repeatable)
          --no-playground             no playground page at / and /playground (404), API only
                                      (--no-playground=false serves it)                           [SCROLLQUERY_NO_PLAYGROUND: 1/true or 0/false]
          --health-check              do not serve: GET /healthz of the server at --host/--port
                                      (those of a running scroll-query-server first), exit 0 if
                                      it answers 200, else 1 (a container HEALTHCHECK)
          --help                      show this text

        Each setting may come from the environment variable in brackets; the flag wins when both are
        given, and an empty variable counts as unset.
        On start-up one line is printed: "scroll-query-server listening on http://HOST:PORT".
        SIGINT or SIGTERM: GET /readyz turns 503, the listener closes, requests in progress finish
        and the process exits 0 — or 3 when some were still running after --drain-seconds and were cut.

        """

    /// Parses `arguments` (without the program name); `environment` looks up a variable and
    /// `readFile` reads a whole file (`nil` when it cannot).
    static func parse(
        _ arguments: [String],
        environment: (String) -> String? = processEnvironment,
        readFile: (String) -> String? = readWholeFile
    ) -> Outcome {
        var options = ServerOptions()
        var given: Set<String> = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--help" || argument == "-h" { return .showHelp }
            let (flag, inlineValue) = splitInlineValue(argument)
            if switches.contains(flag), inlineValue == nil {
                if let problem = options.apply(flag: flag, value: "true", readFile: readFile) { return .invalid(problem) }
                given.insert(flag)
                continue
            }
            guard flags.contains(flag) else { return .invalid("unknown argument \"\(argument)\"") }
            guard let value = inlineValue ?? remaining.popFirst() else { return .invalid("\(flag) needs a value") }
            if let problem = options.apply(flag: flag, value: value, readFile: readFile) { return .invalid(problem) }
            given.insert(flag)
        }
        for (variable, flag) in environmentVariables where !given.contains(flag) {
            guard let value = environment(variable), !value.isEmpty else { continue }
            if variable == authTokenVariable {
                options.authToken = value  // the token itself, where the flag names a file
                continue
            }
            if let problem = options.apply(flag: flag, value: value, readFile: readFile) {
                return .invalid("environment variable \(variable): \(problem)")
            }
        }
        return .run(options)
    }

    /// The server configuration these options describe.
    var configuration: ServerConfiguration {
        ServerConfiguration(
            host: host, port: port, maxBodyBytes: maxBodyBytes, maxBufferedBytes: maxBufferedBytes,
            threadPoolSize: threads, connectionLimit: maxConnections, connectionTimeoutSeconds: connectionTimeoutSeconds,
            accessLog: accessLog, refusalBody: ScrollQueryAPI.refusalBody)
    }

    /// The API layer's limits these options describe.
    var requestLimits: RequestLimits {
        RequestLimits(maxItems: maxItems, maxJSONDepth: maxJSONDepth, maxBatchRequests: maxBatchRequests)
    }

    /// The request filters these options ask for: CORS first, since preflights carry no
    /// credentials, then authentication.
    func filters(for router: Router) -> [any RequestFilter] {
        var filters: [any RequestFilter] = []
        if !corsOrigins.isEmpty { filters.append(CORSPolicy(allowedOrigins: corsOrigins, methods: router.methods)) }
        if let authToken { filters.append(BearerAuthentication(token: authToken, protecting: "/v1")) }
        return filters
    }

    /// The process environment's value for `name`, or `nil` when unset.
    static func processEnvironment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The content of the file at `path`, or `nil` when it cannot be read (or is not UTF-8).
    static func readWholeFile(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count == 0 { break }
            bytes.append(contentsOf: buffer.prefix(count))
            if bytes.count > 65_536 { return nil }  // no token is this long
        }
        guard ferror(file) == 0 else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Holds the token itself (a secret store injects values, not files), and stands in for
    /// `--auth-token-file`.
    private static let authTokenVariable = "SCROLLQUERY_AUTH_TOKEN"

    /// Environment variables and the flag each stands for.
    private static let environmentVariables: [(String, String)] = [
        ("HOST", "--host"), ("PORT", "--port"),
        ("SCROLLQUERY_MAX_BODY_BYTES", "--max-body-bytes"),
        ("SCROLLQUERY_MAX_BUFFERED_BYTES", "--max-buffered-bytes"),
        ("SCROLLQUERY_MAX_CONNECTIONS", "--max-connections"),
        ("SCROLLQUERY_CONNECTION_TIMEOUT", "--connection-timeout"),
        ("SCROLLQUERY_MAX_ITEMS", "--max-items"),
        ("SCROLLQUERY_MAX_JSON_DEPTH", "--max-json-depth"),
        ("SCROLLQUERY_MAX_BATCH", "--max-batch"),
        ("SCROLLQUERY_LAYOUT_CACHE_BYTES", "--layout-cache-bytes"),
        ("SCROLLQUERY_LAYOUT_STORE", "--layout-store"),
        (authTokenVariable, "--auth-token-file"),
        ("SCROLLQUERY_THREADS", "--threads"),
        ("SCROLLQUERY_ACCESS_LOG", "--access-log"),
        ("SCROLLQUERY_DRAIN_SECONDS", "--drain-seconds"),
        ("SCROLLQUERY_NO_PLAYGROUND", "--no-playground"),
    ]

    /// Flags that take no value (`--access-log`); `--access-log=false` still may.
    private static let switches: Set<String> = ["--access-log", "--no-playground"]

    private static let flags: Set<String> = [
        "--host", "--port", "--max-body-bytes", "--max-buffered-bytes", "--max-connections",
        "--connection-timeout", "--max-items", "--max-json-depth", "--max-batch", "--threads", "--auth-token-file",
        "--cors-origin", "--access-log", "--drain-seconds", "--no-playground", "--layout-cache-bytes", "--layout-store",
    ]

    /// `--port=8080` → (`--port`, `8080`); `--port` → (`--port`, nil).
    private static func splitInlineValue(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// Sets one option; returns a message when the value is not acceptable.
    private mutating func apply(flag: String, value: String, readFile: (String) -> String?) -> String? {
        switch flag {
        case "--host":
            guard !value.isEmpty else { return "--host needs an address" }
            host = value
        case "--port":
            guard let parsed = UInt16(value) else { return "--port must be a number from 0 to 65535, got \"\(value)\"" }
            port = parsed
        case "--max-body-bytes":
            return Self.parseCount(flag, value, in: 0...Int.max, into: &maxBodyBytes)
        case "--max-buffered-bytes":
            return Self.parseCount(flag, value, in: 0...Int.max, into: &maxBufferedBytes)
        case "--max-connections":
            return Self.parseCount(flag, value, in: 1...1_000_000, into: &maxConnections)
        case "--connection-timeout":
            return Self.parseCount(flag, value, in: 0...86_400, into: &connectionTimeoutSeconds)
        case "--max-items":
            return Self.parseCount(flag, value, in: 0...Int.max, into: &maxItems)
        case "--max-json-depth":
            return Self.parseCount(flag, value, in: 1...512, into: &maxJSONDepth)
        case "--max-batch":
            return Self.parseCount(flag, value, in: 0...Int.max, into: &maxBatchRequests)
        case "--threads":
            return Self.parseCount(flag, value, in: 1...1024, into: &threads)
        case "--layout-cache-bytes":
            return Self.parseCount(flag, value, in: 0...Int.max, into: &layoutCacheBytes)
        case "--layout-store":
            switch RedisEndpoint.parse(value) {
            case .success(let endpoint): layoutStore = endpoint
            case .failure(let error): return "--layout-store \(error.message), got \"\(value)\""
            }
        case "--access-log":
            guard let on = Self.parseSwitch(value) else { return "--access-log must be true or false (1 or 0), got \"\(value)\"" }
            accessLog = on
        case "--no-playground":
            guard let on = Self.parseSwitch(value) else { return "--no-playground must be true or false (1 or 0), got \"\(value)\"" }
            playground = !on
        case "--drain-seconds":
            return Self.parseCount(flag, value, in: 0...3_600, into: &drainSeconds)
        case "--auth-token-file":
            return readAuthToken(from: value, readFile: readFile)
        case "--cors-origin":
            guard !value.isEmpty, !value.contains(where: \.isWhitespace) else {
                return "--cors-origin needs an origin such as https://app.example, got \"\(value)\""
            }
            if !corsOrigins.contains(value) { corsOrigins.append(value) }
        default:
            return "unknown argument \"\(flag)\""
        }
        return nil
    }

    /// The token from the file at `path`, without one final line break (editors add one).
    private mutating func readAuthToken(from path: String, readFile: (String) -> String?) -> String? {
        guard let content = readFile(path) else { return "--auth-token-file: cannot read \"\(path)\"" }
        var token = Substring(content)
        if token.last == "\n" || token.last == "\r\n" { token = token.dropLast() }  // "\r\n" is one Character
        guard !token.isEmpty else { return "--auth-token-file: \"\(path)\" holds no token" }
        authToken = String(token)
        return nil
    }

    /// `true`/`1`/`yes`/`on` or `false`/`0`/`no`/`off`, any case; `nil` for anything else.
    private static func parseSwitch(_ value: String) -> Bool? {
        switch value.lowercased() {
        case "1", "true", "yes", "on": true
        case "0", "false", "no", "off": false
        default: nil
        }
    }

    private static func parseCount(_ flag: String, _ value: String, in range: ClosedRange<Int>, into target: inout Int) -> String? {
        guard let parsed = Int(value), range.contains(parsed) else {
            let bound = range.upperBound == Int.max ? "\(range.lowerBound) or more" : "from \(range.lowerBound) to \(range.upperBound)"
            return "\(flag) must be a whole number \(bound), got \"\(value)\""
        }
        target = parsed
        return nil
    }
}
