import HTTPServer
import ScrollCore

/// The one seam between a layout body — `{"items": […]}` or `{"stack": {…}}`, with an optional
/// `contentSize` — and an `ItemLayout`: what `POST /v1/layouts` stores, read exactly as the
/// query endpoints read their items (same bounds, codes and pointers).
///
/// Public so that the store and `DecodeBench` (which measures decode throughput into the core
/// representation) decode through the same code the service runs.
public enum LayoutBodyDecoder {
    private enum Field: Int, CaseIterable {
        case items, stack, contentSize
    }

    private static let fieldKeys = JSONKeySet(cases: Field.self)

    public static func decode(_ body: [UInt8], context: RequestContext = RequestContext()) throws(DecodeFailure) -> ItemLayout {
        try RequestBody.decode(body, limits: context.limits) { (reader) throws(DecodeFailure) in
            var layout: ItemLayout?
            var source: Field?
            var contentSize: Size?
            try reader.readObject(keys: fieldKeys) { (reader, key) throws(DecodeFailure) in
                let field = Field(rawValue: key)
                if field == .items || field == .stack {
                    if source != nil { throw DecodeFailure(.conflictingFields("send one of items or stack, not both")) }
                    source = field
                }
                switch field {
                case .items: layout = try reader.readItems(limits: context.limits)
                case .stack: layout = try reader.readStack(limits: context.limits)
                case .contentSize: contentSize = try reader.readSize(in: .nonNegative)
                case nil: break
                }
            }
            guard let layout else {
                throw DecodeFailure(.missingField("send items or stack"), at: [.key("items")])
            }
            return contentSize == nil ? layout : layout.with(contentSize: contentSize)
        }
    }
}
