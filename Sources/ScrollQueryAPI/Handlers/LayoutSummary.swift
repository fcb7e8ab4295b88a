import ItemLayouts
import RequestJSON
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
        case .grid(let grid):
            // The height follows the width unless the column count and the row heights do not.
            guard grid.columns.isFixed, case .fixed = grid.itemHeight else { return (nil, nil) }
            return (nil, max(0, grid.placement(viewportWidth: 0).mainLength))
        case .lanes(let lanes):
            return (nil, max(0, lanes.mainLength))
        case .sections(let sections):
            return (nil, max(0, sections.length))
        }
    }

    /// The field the layout was posted as.
    var kind: String {
        switch layout.frames {
        case .explicit: return "items"
        case .stack: return "stack"
        case .grid: return "grid"
        case .lanes: return "lanes"
        case .sections: return "sections"
        }
    }

    /// `{"layoutId","itemCount","contentSize"}`, then with `details` `"kind"`,
    /// `"estimatedCount"`, `"costBytes"` — the order of openapi.yaml.
    func jsonBytes(details: Bool) -> [UInt8] {
        var json = JSONWriter(capacity: 256)
        json.raw("{\"layoutId\":")
        json.string(id.description)
        json.raw(",\"itemCount\":")
        json.number(Double(layout.count))
        let size = contentSize
        json.raw(",\"contentSize\":{\"width\":")
        json.optionalNumber(size.width)
        json.raw(",\"height\":")
        json.optionalNumber(size.height)
        json.raw("}")
        if details {
            json.raw(",\"kind\":")
            json.string(kind)
            json.raw(",\"estimatedCount\":")
            json.number(Double(layout.estimatedCount))
            json.raw(",\"costBytes\":")
            json.number(Double(layout.costInBytes))
        }
        json.raw("}")
        return json.takeBody()
    }
}

extension JSONWriter {
    mutating func optionalNumber(_ value: Double?) {
        if let value { number(value) } else { raw("null") }
    }
}
