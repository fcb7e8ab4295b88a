/// How one fuzz input becomes one request: the first byte picks the POST endpoint, the rest is
/// the body.
///
/// The endpoint is `(byte − "0") mod count`, so every byte value reaches some endpoint (libFuzzer
/// can mutate its way to any of them) while seed files stay readable text: `0{"viewport":…}` is a
/// body for the first POST route of `makeRoutes()`, `1{…}` for the second. A new POST route
/// joins the fuzzed set without touching the harness.
public struct FuzzInput: Equatable, Sendable {
    /// Index into the POST routes, in `makeRoutes()` order.
    public let endpoint: Int
    public let body: [UInt8]

    /// `nil` for the empty input or when there are no endpoints: nothing to send.
    public init?(_ bytes: [UInt8], endpointCount: Int) {
        guard let first = bytes.first, endpointCount > 0 else { return nil }
        endpoint = Int(first &- UInt8(ascii: "0")) % endpointCount
        body = Array(bytes.dropFirst())
    }
}
