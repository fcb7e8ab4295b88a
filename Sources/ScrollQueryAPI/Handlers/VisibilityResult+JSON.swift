import ItemLayouts
import RequestJSON
import ScrollCore

extension VisibilityResult {
    /// The 200 body of `POST /v1/scroll/visibility`, keys in the order of openapi.yaml, appended
    /// to `json`. `layout` gives the item ids (every index in the result is one) and, for a
    /// stack with `estimatedSize`, each item's `estimated`.
    func write(layout: ItemLayout, geometry: ScrollGeometry, to json: inout JSONWriter) {
        let ids = layout.ids
        let reportsEstimates = layout.reportsEstimates
        let sections = layout.sections
        json.reserve(512 + 128 * min(items.count, 4096))
        json.raw("{\"items\":[")
        for (position, item) in items.enumerated() {
            if position > 0 { json.raw(",") }
            json.raw("{\"id\":")
            json.optionalItemID(ids, item.index)
            json.raw(",\"visibleFraction\":")
            json.number(item.visibleFraction)
            json.raw(",\"visibleRect\":")
            json.rect(item.visibleRect)
            json.raw(",\"visible\":")
            json.bool(item.visible)
            if reportsEstimates {
                json.raw(",\"estimated\":")
                json.bool(layout.frameIsEstimated(item.index))
            }
            if let sections { json.sectionFields(of: item, in: sections) }
            json.raw("}")
        }
        json.raw("],\"firstVisible\":")
        json.optionalItemID(ids, firstVisible)
        json.raw(",\"lastVisible\":")
        json.optionalItemID(ids, lastVisible)
        json.raw(",\"visibleCount\":")
        json.number(Double(visibleCount))
        if let sections, sections.pinnedHeaders { json.pinnedHeader(pinnedHeader, offset: geometry.contentOffset.y) }
        json.raw(",\"geometry\":{\"contentOffset\":")
        json.point(geometry.contentOffset)
        json.raw(",\"contentSize\":")
        json.size(geometry.contentSize)
        json.raw(",\"contentInsets\":")
        json.insets(geometry.contentInsets)
        json.raw(",\"containerSize\":")
        json.size(geometry.viewport)
        json.raw(",\"visibleRect\":")
        json.rect(geometry.visibleRect)
        json.raw(",\"bounds\":")
        json.rect(geometry.bounds)
        json.raw("},\"edges\":{\"atTop\":")
        json.bool(edges.atTop)
        json.raw(",\"atBottom\":")
        json.bool(edges.atBottom)
        json.raw(",\"atLeading\":")
        json.bool(edges.atLeading)
        json.raw(",\"atTrailing\":")
        json.bool(edges.atTrailing)
        json.raw(",\"nearTop\":")
        json.bool(edges.nearTop)
        json.raw(",\"nearBottom\":")
        json.bool(edges.nearBottom)
        json.raw(",\"nearLeading\":")
        json.bool(edges.nearLeading)
        json.raw(",\"nearTrailing\":")
        json.bool(edges.nearTrailing)
        json.raw(",\"distanceToTop\":")
        json.number(edges.distanceToTop)
        json.raw(",\"distanceToBottom\":")
        json.number(edges.distanceToBottom)
        json.raw(",\"distanceToLeading\":")
        json.number(edges.distanceToLeading)
        json.raw(",\"distanceToTrailing\":")
        json.number(edges.distanceToTrailing)
        json.raw("}}")
    }
}

extension JSONWriter {
    /// A section list's item: `,"section":s,"item":j|"header"|"footer"`, then with pinned
    /// headers `,"coveredByPinnedHeader":c`.
    mutating func sectionFields(of item: ItemVisibility, in sections: SectionLayout) {
        guard let position = sections.position(ofFlatIndex: item.index) else { return }
        raw(",\"section\":")
        number(Double(position.section))
        raw(",\"item\":")
        switch position.part {
        case .header: raw("\"header\"")
        case .row(let row): number(Double(row))
        case .footer: raw("\"footer\"")
        }
        if sections.pinnedHeaders {
            raw(",\"coveredByPinnedHeader\":")
            number(item.coveredByPinnedHeader)
        }
    }

    /// `,"pinnedHeader":{"section":k,"y":v}` (v: the header's top in viewport coordinates, the
    /// content y less the offset), or `,"pinnedHeader":null`.
    mutating func pinnedHeader(_ pinned: PinnedHeader?, offset: Double) {
        raw(",\"pinnedHeader\":")
        guard let pinned else { return raw("null") }
        raw("{\"section\":")
        number(Double(pinned.section))
        raw(",\"y\":")
        number(pinned.top - offset)
        raw("}")
    }

    mutating func size(_ size: Size) {
        raw("{\"width\":")
        number(size.width)
        raw(",\"height\":")
        number(size.height)
        raw("}")
    }

    mutating func insets(_ insets: Insets) {
        raw("{\"top\":")
        number(insets.top)
        raw(",\"left\":")
        number(insets.left)
        raw(",\"bottom\":")
        number(insets.bottom)
        raw(",\"right\":")
        number(insets.right)
        raw("}")
    }
}
