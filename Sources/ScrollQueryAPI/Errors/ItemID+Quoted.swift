import ItemLayouts

extension ItemID {
    /// The id as a message quotes it: a string id as a quoted `Excerpt`.
    var description: String {
        switch self {
        case .string(let string): return "\"\(Excerpt.of(string))\""
        case .integer(let integer): return String(integer)
        }
    }
}
