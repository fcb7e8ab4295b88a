import ItemLayouts

/// What a "no item has id …" message adds when the id sent is of the other JSON type than the
/// list's ids: `1` and `"1"` are different ids, and a client that sends one for the other is
/// told so, with the form that would have matched.
extension ItemIDs {
    /// `" (a number); this request's ids are strings, e.g. \"1\""` for `owner` "this request's",
    /// or "" when the type is not the problem. The hint is given when the list has no id of
    /// the type sent (the example is the same value in the other type when that is an id,
    /// otherwise the first id), or when the same value in the other type is an id (a list of
    /// both types). Called only to build the 404.
    func typeHint(for id: ItemID, owner: String) -> String {
        guard count > 0 else { return "" }
        let sentType: String
        let otherType: String
        let otherTypePlural: String
        let hasSentType: Bool
        let converted: ItemID?
        switch id {
        case .integer(let integer):
            sentType = "a number"
            otherType = "a string"
            otherTypePlural = "strings"
            hasSentType = kind != .strings
            converted = .string(String(integer))
        case .string(let string):
            sentType = "a string"
            otherType = "a number"
            otherTypePlural = "numbers"
            hasSentType = kind == .strings || kind == .mixed
            converted = Int64(string).flatMap { String($0) == string ? .integer($0) : nil }
        }
        let match = converted.flatMap { index(of: $0) != nil ? $0 : nil }
        if !hasSentType, let example = match ?? self.id(at: 0) {
            return " (\(sentType)); \(owner) ids are \(otherTypePlural), e.g. \(example.description)"
        }
        if let match {
            return " (\(sentType)); \(owner) ids include \(match.description) (\(otherType))"
        }
        return ""
    }
}
