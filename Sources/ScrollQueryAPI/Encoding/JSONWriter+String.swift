import HTTPServer
import ItemLayouts

extension JSONWriter {
    /// `value` as a quoted JSON string, escaped by the service's one escaper (`JSONString`).
    mutating func string(_ value: String) {
        string(utf8: value.utf8)
    }

    /// UTF-8 bytes as a quoted JSON string (`JSONString`).
    mutating func string(utf8 value: some Collection<UInt8>) {
        write(upTo: JSONString.maxLength(utf8Count: value.count)) { JSONString.write(value, to: &$0, at: 0) }
    }

    /// An item id as the client sent it: a string or an integer.
    mutating func itemID(_ id: ItemID) {
        switch id {
        case .string(let value): string(value)
        case .integer(let value): number(Double(value))
        }
    }

    /// The id at `index` of `ids`, written straight from its storage (no `String` built).
    mutating func itemID(in ids: ItemIDs, at index: Int) {
        if let integer = ids.integer(at: index) {
            number(Double(integer))
        } else {
            ids.withUTF8(at: index) { string(utf8: $0) }
        }
    }

    /// The id at `index`, or `null` for no index (or, defensively, one out of range).
    mutating func optionalItemID(_ ids: ItemIDs, _ index: Int?) {
        guard let index, index >= 0, index < ids.count else {
            raw("null")
            return
        }
        itemID(in: ids, at: index)
    }
}
