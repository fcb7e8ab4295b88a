import HTTPServer
import ItemLayouts
import RequestJSON
import ScrollCore

/// The one seam between a layout body — `{"items": […]}`, `{"stack": {…}}`, `{"grid": {…}}`,
/// `{"lanes": {…}}` or `{"sections": […], "pinnedHeaders": bool}`, with an optional
/// `contentSize` — and an `ItemLayout`: what `POST /v1/layouts` stores, read exactly as the
/// query endpoints read their items (same bounds, codes and pointers).
enum LayoutBodyDecoder {
    private enum Field: Int, JSONFields {
        case items, stack, grid, sections, pinnedHeaders, lanes, contentSize
        static let keys = JSONKeySet(cases: Self.self)
    }

    static func decode(_ body: [UInt8], context: RequestContext = RequestContext()) throws(DecodeFailure) -> ItemLayout {
        try RequestBody.decode(body, limits: context.limits) { (reader) throws(DecodeFailure) in
            var source = OneOf<Field, ItemLayout>()
            var contentSize: Size?
            var pinnedHeaders: Bool?
            try reader.readObject(Field.self) { (reader, field) throws(DecodeFailure) in
                switch field {
                case .items, .stack, .grid, .sections, .lanes:
                    try source.choose(field) { first, second in
                        "send one of items, stack, grid, sections or lanes; this body has \(first) and \(second)"
                    }
                    switch field {
                    case .items: source.value = try reader.readItems(limits: context.limits)
                    case .stack: source.value = try reader.readStack(limits: context.limits)
                    case .grid: source.value = try reader.readGrid(limits: context.limits)
                    case .sections: source.value = try reader.readSections(limits: context.limits)
                    default: source.value = try reader.readLanes(limits: context.limits)
                    }
                case .pinnedHeaders: pinnedHeaders = try reader.readBool()
                case .contentSize: contentSize = try reader.readSize(in: .nonNegative)
                }
            }
            var layout = try source.required("send items, stack, grid, sections or lanes", at: [.key("items")])
            if let pinnedHeaders {
                guard let pinned = layout.pinning(pinnedHeaders) else {
                    throw DecodeFailure(.conflictingFields("pinnedHeaders applies to sections"), at: [.key("pinnedHeaders")])
                }
                layout = pinned
            }
            return contentSize == nil ? layout : layout.with(contentSize: contentSize)
        }
    }
}
