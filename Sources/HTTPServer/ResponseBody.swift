/// A response body: the bytes the server sends, handed over by move.
public struct ResponseBody: Sendable {
    /// The bytes.
    public let array: [UInt8]

    /// A body of `bytes` (moved in: pass a buffer nothing else keeps, and nothing is copied).
    public init(_ bytes: consuming [UInt8] = []) {
        array = bytes
    }

    /// The number of bytes.
    public var count: Int { array.count }
}
