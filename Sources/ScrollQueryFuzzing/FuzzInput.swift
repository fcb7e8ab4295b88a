/// How one fuzz input becomes one request: the first line names the POST endpoint by its path,
/// the rest is the body.
///
/// `/v1/scroll/offset\n{"viewport":…}` is a body for `POST /v1/scroll/offset` under the server's
/// default limits; `/v1/scroll/offset tight\n{…}` the same under the harness's tight ones. Seeds
/// name their endpoint whatever the order of `Endpoint.all`, so adding, removing or reordering
/// endpoints leaves every seed's meaning as it was.
public struct FuzzInput: Equatable, Sendable {
    /// What the first line said: the endpoint's path, and ` tight` after it for the tight limits.
    public let endpoint: String
    public let body: [UInt8]

    /// The suffix of a first line that asks for `FuzzHarness.tightLimits`.
    public static let tightSuffix = " tight"

    /// `nil` for an input without a first line (no `\n`): nothing to send.
    public init?(_ bytes: [UInt8]) {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        endpoint = String(decoding: bytes[..<newline], as: UTF8.self)
        body = Array(bytes[(newline + 1)...])
    }

    /// The first line that names `path` (under the tight limits when `tight`).
    public static func header(path: String, tight: Bool) -> String {
        path + (tight ? tightSuffix : "")
    }
}
