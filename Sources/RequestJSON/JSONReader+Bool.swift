extension JSONReader {
    /// `true` or `false`; any other value fails with `invalid_type`.
    package mutating func readBool() throws(DecodeFailure) -> Bool {
        try expect(.bool, as: "a boolean")
        do {
            try expectLiteral("true")
            return true
        } catch {
            try expectLiteral("false")
            return false
        }
    }
}
