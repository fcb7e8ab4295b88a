import HTTPServer

/// Turns a request body into a JSON document, or the 400 that says why it is not one.
enum RequestBody {
    static func parse(_ body: [UInt8]) throws(HTTPError) -> JSONValue {
        guard body.contains(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }) else {
            throw .emptyBody()
        }
        do {
            return try JSONParser.parse(body)
        } catch {
            switch error.kind {
            case .syntax: throw .invalidJSON(error.message, at: error.pointer)
            case .tooDeep: throw .nestingTooDeep(error.message, at: error.pointer)
            case .duplicateKey: throw .duplicateKey(error.message, at: error.pointer)
            }
        }
    }
}
