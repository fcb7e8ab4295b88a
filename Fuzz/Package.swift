// swift-tools-version:6.0
// The libFuzzer target of ScrollQuery, kept in its own package so that the service's normal
// builds never see the `LLVMFuzzerTestOneInput` entry point or the sanitizer flags. Build and run
// it with `make fuzz` (see scripts/fuzz.sh); it depends on the service package by path.
import PackageDescription

let package = Package(
    name: "ScrollQueryFuzz",
    dependencies: [
        // Named explicitly: a path dependency's identity is otherwise its directory name,
        // which differs between checkouts and worktrees.
        .package(name: "ScrollQuery", path: ".."),
    ],
    targets: [
        .target(name: "CLibFuzzer"),
        .executableTarget(
            name: "ScrollQueryFuzz",
            dependencies: ["CLibFuzzer", .product(name: "ScrollQueryFuzzing", package: "ScrollQuery")]
        ),
    ]
)
