// swift-tools-version:6.2
// ScrollQuery: answers "where should this scroll view be?" over HTTP.
//
// Layers (data flows one way, top to bottom):
//   ScrollQueryServer  thin executable: flags, signals, wiring
//   HTTPServer         libmicrohttpd daemon, request/response, routing, limits (knows nothing of scrolling)
//   RedisClient        hiredis, for the shared layout store (knows nothing of layouts)
//   ScrollQueryAPI     JSON decoding + validation, handlers, JSON encoding (knows nothing of libmicrohttpd)
//   ScrollCore         pure geometry value types; no Foundation, no I/O
import PackageDescription

let package = Package(
    name: "ScrollQuery",
    products: [
        .executable(name: "scroll-query-server", targets: ["ScrollQueryServer"]),
        .library(name: "ScrollCore", targets: ["ScrollCore"]),
        // For the libFuzzer package in Fuzz/, which builds with sanitizers in its own scratch path.
        .library(name: "ScrollQueryFuzzing", targets: ["ScrollQueryFuzzing"]),
        // For apps: Codable requests and answers and an async URLSession client (clients/swift/README.md).
        .library(name: "ScrollQueryClient", targets: ["ScrollQueryClient"]),
    ],
    targets: [
        .target(
            name: "ScrollCore",
            // `Double.rounded(_:)` lowers to libm's round/floor/ceil; the core imports nothing,
            // so it names the library itself.
            linkerSettings: [.linkedLibrary("m")]
        ),
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        // The worker threads' event loop over libmicrohttpd daemons (bench/baseline includes it too).
        .target(name: "CWorkerLoop", dependencies: ["CMicroHTTPD"]),
        .target(name: "HTTPServer", dependencies: ["CMicroHTTPD", "CWorkerLoop"]),
        // hiredis, the C client of Redis: the shared layout store (`--layout-store`).
        .systemLibrary(name: "CHiredis", pkgConfig: "hiredis", providers: [.apt(["libhiredis-dev"])]),
        // A blocking Redis client many threads share, bounded in time; its Binding/ holds every
        // hiredis call. Knows nothing of layouts.
        .target(name: "RedisClient", dependencies: ["CHiredis"]),
        .target(name: "ItemLayouts", dependencies: ["ScrollCore", "RedisClient", "HTTPServer"]),
        .target(name: "RequestJSON", dependencies: ["ScrollCore", "ItemLayouts", "HTTPServer"]),
        .target(
            name: "ScrollQueryAPI",
            dependencies: ["ScrollCore", "ItemLayouts", "RequestJSON", "HTTPServer", "PlaygroundAssets", "RedisClient"],
            // The contract, so the one binary is all there is to deploy.
            resources: [.embedInCode("openapi.yaml")],
            plugins: ["BuildRevision"]
        ),
        // The playground page, its script, styles and icon, embedded in the binary.
        .target(
            name: "PlaygroundAssets",
            resources: [
                .embedInCode("playground.html"), .embedInCode("playground.css"),
                .embedInCode("playground.js"), .embedInCode("playground.svg"),
            ]
        ),
        // Stamps the git revision into ScrollQueryAPI for GET /version (see the plugin).
        .plugin(name: "BuildRevision", capability: .buildTool()),
        .executableTarget(name: "ScrollQueryServer", dependencies: ["RequestJSON", "HTTPServer", "ItemLayouts", "ScrollQueryAPI", "RedisClient"]),
        // `make bench-visibility`: figures for the O(log n + k) visibility query (not a test).
        .executableTarget(name: "VisibilityBench", dependencies: ["ScrollCore"], path: "Benchmarks/VisibilityBench"),
        // Decode throughput of a 100k-item layout body, in MB/s (not a test; `make bench` prints it).
        .executableTarget(
            name: "DecodeBench", dependencies: ["RequestJSON", "ScrollQueryAPI", "ItemLayouts", "HTTPServer"], path: "Benchmarks/DecodeBench"),
        // Fuzz harness: request bytes in, broken invariants out; used by Fuzz/ and by the replay test.
        .target(name: "ScrollQueryFuzzing", dependencies: ["RequestJSON", "ScrollQueryAPI", "ItemLayouts", "HTTPServer"]),
        // The client of apps: Foundation only, nothing of the server.
        .target(name: "ScrollQueryClient"),
        // The chat recipe through the client, run against a live server by Tests/integration/test_clients_swift.py.
        .executableTarget(name: "ScrollQueryClientChat", dependencies: ["ScrollQueryClient"]),
        // A recipe per endpoint through the client, compared with the live server's own answers by test_clients_swift.py.
        .executableTarget(name: "ScrollQueryClientRecipes", dependencies: ["ScrollQueryClient"]),
        .testTarget(name: "ScrollCoreTests", dependencies: ["ScrollCore"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer"]),
        .testTarget(name: "RedisClientTests", dependencies: ["RedisClient"]),
        .testTarget(name: "ScrollQueryServerTests", dependencies: ["RequestJSON", "ScrollQueryServer", "HTTPServer", "ItemLayouts", "ScrollQueryAPI"]),
        .testTarget(name: "ScrollQueryAPITests", dependencies: ["RequestJSON", "ScrollQueryAPI", "ItemLayouts", "ScrollCore", "HTTPServer", "PlaygroundAssets", "RedisClient"]),
        .testTarget(name: "ScrollQueryClientTests", dependencies: ["ScrollQueryClient"]),
        .testTarget(name: "ScrollQueryFuzzingTests", dependencies: ["RequestJSON", "ScrollQueryFuzzing", "ScrollQueryAPI", "ItemLayouts", "HTTPServer"]),
    ]
)
