import HTTPServer
import ScrollCore

/// The one seam between a `POST /v1/layouts` body and the `ItemLayout` to store: `items` or
/// `stack` (read exactly as every query reads them), and an optional `contentSize`.
enum LayoutRequestDecoder {
    private enum Field: Int, CaseIterable {
        case items, stack, contentSize
    }

    private static let fieldKeys = JSONKeySet(cases: Field.self)

    static func decode(_ body: [UInt8], context: RequestContext = RequestContext()) throws(HTTPError) -> ItemLayout {
        try RequestBody.decode(body, limits: context.limits) { (reader) throws(DecodeFailure) in
            let items = ScrollViewReader(context: context)
            var layout: ItemLayout?
            var contentSize: Size?
            try reader.readObject(keys: fieldKeys) { (reader, key) throws(DecodeFailure) in
                switch Field(rawValue: key) {
                case .items, .stack:
                    if layout != nil {
                        throw DecodeFailure(.conflictingFields("send one of items or stack; this body has both"))
                    }
                    layout = key == Field.items.rawValue
                        ? try items.readItems(&reader) : try reader.readStack(limits: context.limits)
                case .contentSize: contentSize = try reader.readSize(in: .nonNegative)
                case nil: break
                }
            }
            guard var layout else {
                throw DecodeFailure(.missingField("send items or stack"), at: [.key("items")])
            }
            if let contentSize { layout.contentSize = contentSize }
            return layout.compacted()
        }
    }
}
