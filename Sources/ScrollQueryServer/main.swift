// scroll-query-server: (--health-check: GET /healthz of a running server, exit 0/1) parse options → block shutdown signals → start the HTTP server →
// announce the URL → wait for SIGINT/SIGTERM → drain (not ready, stop accepting, finish
// in-flight requests within --drain-seconds) → exit 0, or 3 when requests had to be cut off.
//
// No closures are defined here: top-level code in main.swift is @MainActor, and libmicrohttpd
// calls back on its own threads.
import Glibc
import HTTPServer
import ItemLayouts
import RedisClient
import ScrollQueryAPI

var arguments = Array(CommandLine.arguments.dropFirst())
if let flag = arguments.firstIndex(of: "--health-check") {
    arguments.remove(at: flag)
    exit(HealthCheck.run(arguments: arguments))
}

let options: ServerOptions
switch ServerOptions.parse(arguments) {
case .showHelp:
    StandardStream.output.write(ServerOptions.usage)
    exit(ExitStatus.success)
case .invalid(let message):
    StandardStream.error.write("scroll-query-server: \(message)\nRun scroll-query-server --help for usage.\n")
    exit(ExitStatus.usage)
case .run(let parsed):
    options = parsed
}

let shutdownSignals = ShutdownSignals.block()
let operations = Operations()
var sharedStore: RedisClient?
if let endpoint = options.layoutStore { sharedStore = RedisClient(endpoint: endpoint) }
let layouts = LayoutStore(capacityBytes: options.layoutCacheBytes, sharedStore: sharedStore)
let router = Router(ScrollQueryAPI.makeRoutes(
    limits: options.requestLimits, layouts: layouts, operations: operations, playground: options.playground))
let server = HTTPServer(configuration: options.configuration, router: router, filters: options.filters(for: router),
                        metrics: operations.metrics, readiness: operations.readiness)
let port: UInt16
do {
    port = try server.start()
} catch {
    StandardStream.error.write("scroll-query-server: \(error)\n")
    exit(ExitStatus.forStartFailure(error))
}
StandardStream.output.write("scroll-query-server listening on \(options.configuration.baseURL(port: port))\n")

_ = shutdownSignals.wait()
let drained = server.stop(drainSeconds: Double(options.drainSeconds))
guard drained else {
    StandardStream.error.write("scroll-query-server: requests still in progress after \(options.drainSeconds) s were cut off\n")
    // `_exit`: worker threads may still be busy in a handler (the daemon was abandoned, not
    // joined), so nothing may run at exit that could wait for them or touch what they use.
    _exit(ExitStatus.drainTimedOut)
}
exit(ExitStatus.success)
