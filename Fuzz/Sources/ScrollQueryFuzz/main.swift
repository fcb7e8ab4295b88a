// The libFuzzer executable: `main` hands control to libFuzzer's driver with the callback below.
// Built with `-sanitize=fuzzer,address` (scripts/fuzz.sh). Everything that decides pass or fail
// lives in ScrollQueryFuzzing, shared with the replay test that runs on every `make test`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CLibFuzzer
import ScrollQueryFuzzing

/// Built once: the routes, the router and the spec's error codes are the same for every input.
enum Fuzz {
    static let harness = FuzzHarness()
}

/// One input: a first line naming the endpoint by path, then the request body. A broken invariant is reported on stderr
/// and aborts, which libFuzzer records as a crash and saves the input for. Also exported under
/// libFuzzer's conventional name, for tools that look for it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let violations = Fuzz.harness.violations(for: bytes)
    guard violations.isEmpty else {
        let report = "ScrollQuery invariant broken:\n" + violations.map { "  - \($0)\n" }.joined()
        _ = report.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
        abort()
    }
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzOneInput(data, size) })
