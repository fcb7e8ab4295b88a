import ScrollCore

/// What the layout endpoints answer about a stored layout: its id, item count and content size
/// (and, for `GET`, its kind, estimated items and cost).
struct LayoutSummary {
    let id: LayoutID
    let layout: ItemLayout

    /// The content size as far as the layout alone decides it: the one sent with it, else the
    /// bounding box of `items`, else the stack's length along its axis and, across it, its cross
    /// size plus padding — or `nil` when that follows each query's viewport (no `crossSize`).
    var contentSize: (width: Double?, height: Double?) {
        if let size = layout.contentSize { return (size.width, size.height) }
        switch layout.frames {
        case .explicit(let frames):
            return (frames.bounds.width, frames.bounds.height)
        case .stack(let stack):
            let main = max(0, stack.mainLength)
            let cross = stack.crossSize.map { $0 + stack.padding.total(stack.axis.cross) }
            return stack.axis == .vertical ? (cross, main) : (main, cross)
        case .sections(let sections):
            return (nil, max(0, sections.length))
        }
    }

    /// `{"layoutId","itemCount","contentSize"}`, then with `details` `"kind"`,
    /// `"estimatedCount"`, `"costBytes"` — the order of openapi.yaml.
    func jsonBytes(details: Bool) -> [UInt8] {
        var json = JSONWriter(capacity: 256)
        json.raw("{\"layoutId\":\"")
        for byte in id.description.utf8 { json.appendByte(byte) }
        json.raw("\",\"itemCount\":")
        json.number(Double(layout.count))
        let size = contentSize
        json.raw(",\"contentSize\":{\"width\":")
        json.optionalNumber(size.width)
        json.raw(",\"height\":")
        json.optionalNumber(size.height)
        json.raw("}")
        if details {
            json.raw(",\"kind\":")
            switch layout.frames {
            case .explicit: json.raw("\"items\"")
            case .stack: json.raw("\"stack\"")
            case .sections: json.raw("\"sections\"")
            }
            json.raw(",\"estimatedCount\":")
            json.number(Double(layout.stack?.estimatedCount ?? layout.sections?.estimatedCount ?? 0))
            json.raw(",\"costBytes\":")
            json.number(Double(layout.costInBytes))
        }
        json.raw("}")
        return json.takeBytes()
    }
}

extension JSONWriter {
    mutating func optionalNumber(_ value: Double?) {
        if let value { number(value) } else { raw("null") }
    }
}
