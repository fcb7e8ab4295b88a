/// The arguments of a request's query string (`?name=value&…`), percent-decoded by
/// libmicrohttpd and copied once into one buffer (see `FieldBuffer`).
///
/// Names are case-sensitive, as URIs are (RFC 3986 §6.2.2.1). An argument without `=` has an
/// empty value. A lookup returns the first argument with that name.
public struct QueryParameters: Sendable, Equatable {
    let buffer: FieldBuffer

    /// No arguments.
    public init() {
        buffer = FieldBuffer()
    }

    /// Arguments from name/value pairs (for tests and callers building requests by hand).
    public init(_ fields: [(name: String, value: String)]) {
        buffer = FieldBuffer(fields)
    }

    init(buffer: FieldBuffer) {
        self.buffer = buffer
    }

    /// The value of the first argument named `name`, or `nil` when absent.
    public subscript(name: String) -> String? {
        buffer.value(named: Array(name.utf8), foldingCase: false).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every argument as (name, value), in the order sent.
    public var fields: [(name: String, value: String)] {
        buffer.fields
    }
}
