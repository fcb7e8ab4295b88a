import HTTPServer
import ScrollCore

/// The one seam between a layout body — `{"items": […]}` or `{"stack": {…}}`, with an optional
/// `contentSize` — and an `ItemLayout`: what `POST /v1/layouts` stores, read exactly as the
/// query endpoints read their items (same bounds, codes and pointers).
///
/// Public so that the store and `DecodeBench` (which measures decode throughput into the core
/// representation) decode through the same code the service runs.
public enum LayoutBodyDecoder {
    private enum Field: Int, JSONFields {
        case items, stack, contentSize
        static let keys = JSONKeySet(cases: Self.self)
    }

    public static func decode(_ body: [UInt8], context: RequestContext = RequestContext()) throws(DecodeFailure) -> ItemLayout {
        try RequestBody.decode(body, limits: context.limits) { (reader) throws(DecodeFailure) in
            var source = OneOf<Field, ItemLayout>()
            var contentSize: Size?
            try reader.readObject(Field.self) { (reader, field) throws(DecodeFailure) in
                switch field {
                case .items, .stack:
                    try source.choose(field) { _, _ in "send one of items or stack, not both" }
                    source.value = field == .items
                        ? try reader.readItems(limits: context.limits) : try reader.readStack(limits: context.limits)
                case .contentSize: contentSize = try reader.readSize(in: .nonNegative)
                }
            }
            let layout = try source.required("send items or stack", at: [.key("items")])
            return contentSize == nil ? layout : layout.with(contentSize: contentSize)
        }
    }
}
