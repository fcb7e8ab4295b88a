/// One step into a JSON document: an object key or an array index.
@usableFromInline package enum JSONPathComponent: Equatable, Sendable {
    case key(String)
    case index(Int)
}

extension Array where Element == JSONPathComponent {
    /// The RFC 6901 pointer for a path stored innermost component first (the order in which
    /// failures collect them while they propagate outwards).
    package var pointerFromReversed: String {
        var pointer = ""
        for component in reversed() {
            switch component {
            case .key(let key): pointer = JSONPointer.appending(key, to: pointer)
            case .index(let index): pointer = JSONPointer.appending(index, to: pointer)
            }
        }
        return pointer
    }
}
