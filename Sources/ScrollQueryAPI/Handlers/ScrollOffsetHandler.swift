import ItemLayouts
import RequestJSON
import ScrollCore

/// `POST /v1/scroll/offset`: decode and validate → resolve the target → core → encode.
enum ScrollOffsetHandler {
    /// Appends the 200 body that answers `query` — the body's own, or one result of a batch —
    /// or throws its error (a missing item) having appended nothing.
    static func answer(_ query: ScrollOffsetQuery, into json: inout JSONWriter) throws(DecodeFailure) {
        let resolved = try resolveNamingItem(query)
        if resolved.pinnedHeader > 0 {
            return answer(clearing(query, resolved.pinnedHeader), resolved, into: &json)
        }
        answer(query, resolved, into: &json)
    }

    /// `answer` once the target is resolved.
    @inline(__always)
    private static func answer(_ query: ScrollOffsetQuery, _ resolved: ResolvedTarget, into json: inout JSONWriter) {
        if let platform = query.platform {
            return answer(query, platform, target: resolved.target, item: resolved.item, into: &json)
        }
        guard query.scrollView.namesFlow || !query.ancestors.isEmpty else {
            scroll(query, to: resolved.target).write(item: resolved.item, to: &json)
            return
        }
        answerWithFlow(query, resolved.target, item: resolved.item, into: &json)
    }

    /// The content offset `query`'s answer scrolls its scroll view to: what `answer` writes as
    /// `contentOffset`, whatever the request names (`mode`, writing modes, a chain, a pixel
    /// grid). `/v1/scroll/animation`'s `offsetRequest` animates to it.
    static func destination(of query: ScrollOffsetQuery) throws(DecodeFailure) -> Point {
        let resolved = try resolveNamingItem(query)
        let query = resolved.pinnedHeader > 0 ? clearing(query, resolved.pinnedHeader) : query
        let target = resolved.target
        if let platform = query.platform { return platformResult(query, platform, target: target).scroll.contentOffset }
        guard query.scrollView.namesFlow || !query.ancestors.isEmpty else {
            return scroll(query, to: target).contentOffset
        }
        return scrollWithFlow(query, to: target).innermost.contentOffset
    }

    /// The request the core answers for `query` and its resolved `target`.
    @inline(__always)
    private static func scrollRequest(_ query: ScrollOffsetQuery, to target: ScrollTarget) -> ScrollToRequest {
        ScrollToRequest(
            target: target, anchor: query.anchor, margin: query.margin,
            semantics: query.semantics, pixelGrid: query.pixelGrid, mode: query.mode)
    }

    /// The answer of a request that names no writing mode, direction or chain.
    @inline(__always)
    private static func scroll(_ query: ScrollOffsetQuery, to target: ScrollTarget) -> ScrollToResult {
        query.scrollView.geometry.scrollTo(scrollRequest(query, to: target))
    }

    /// The answer of a request that names a writing mode or direction or a chain: the
    /// innermost scroll view's and one per ancestor.
    @inline(never)
    private static func scrollWithFlow(
        _ query: ScrollOffsetQuery, to target: ScrollTarget
    ) -> (innermost: ScrollToResult, ancestors: [ScrollToResult]) {
        var request = scrollRequest(query, to: target)
        request.flow = query.scrollView.flow
        return query.scrollView.geometry.scrollTo(
            request, through: query.ancestors.map(\.ancestor), container: query.container)
    }

    /// `scrollWithFlow`'s answer written: the CSSOM `scrollPosition` (css) and one entry per
    /// ancestor.
    @inline(never)
    private static func answerWithFlow(
        _ query: ScrollOffsetQuery, _ target: ScrollTarget, item: TargetItem?, into json: inout JSONWriter
    ) {
        let (innermost, ancestors) = scrollWithFlow(query, to: target)
        let css = query.semantics == .css
        let chain = ancestors.indices.map { index in
            (result: ancestors[index], flow: css ? query.ancestors[index].flow : nil)
        }
        innermost.write(
            item: item, flow: css ? query.scrollView.flow : nil,
            ancestors: query.ancestors.isEmpty ? nil : chain, to: &json)
    }

    /// "no item has id …", with the type hint when the id is of the other JSON type.
    @inline(never)
    static func noItem(_ id: ItemID, in ids: ItemIDs) -> String {
        "no item has id \(id.description)\(ids.typeHint(for: id, owner: "this request's"))"
    }

    /// `resolveNamingItem`'s answer. A struct rather than a tuple: a tuple holding an optional
    /// `TargetItem` was destroyed through its runtime metadata.
    struct ResolvedTarget {
        let target: ScrollTarget
        let item: TargetItem?
        /// The height of the pinned header the query's call keeps the target clear of
        /// (`PinnedHeaderReveal`); 0 for every other layout, target and call.
        var pinnedHeader = 0.0
    }

    /// `query` with a pinned header `length` tall counted as scroll padding at the top.
    @inline(never)
    private static func clearing(_ query: ScrollOffsetQuery, _ length: Double) -> ScrollOffsetQuery {
        var cleared = query
        cleared.scrollView.geometry = query.scrollView.geometry.clearing(pinnedHeader: length)
        return cleared
    }

    /// The pinned header item `index` is kept clear of (`SectionLayout.pinnedHeaderClearance`)
    /// when the query's call reveals below pinned headers (`revealsBelowPinnedHeader`); else 0.
    private static func pinnedHeaderClearance(_ query: ScrollOffsetQuery, index: Int) -> Double {
        // The call first: it is a flag, where `sections` copies the layout's frames out of it.
        guard query.platform?.call.revealsBelowPinnedHeader ?? query.semantics.revealsBelowPinnedHeader,
            let sections = query.scrollView.layout.sections
        else { return 0 }
        return sections.pinnedHeaderClearance(ofFlatIndex: index)
    }

    /// Items named by id or index become their frames; a missing one is a 404 naming the field.
    static func resolve(_ query: ScrollOffsetQuery) throws(DecodeFailure) -> ScrollTarget {
        try resolveNamingItem(query).target
    }

    /// `resolve`, plus what the answer says about the item the target named: the id a
    /// `next`/`previous` target arrived at (the client asked for "the next one", not for an
    /// id), and whether its frame rests on an estimate (a stack with `estimatedSize`).
    static func resolveNamingItem(_ query: ScrollOffsetQuery) throws(DecodeFailure) -> ResolvedTarget {
        let index: Int
        let stepped: Bool
        switch query.target {
        case .step(let step, let id, let wrap):
            let path: [JSONPathComponent] =
                step == .next ? [.key("after"), .key("next"), .key("target")] : [.key("before"), .key("previous"), .key("target")]
            guard let from = query.scrollView.itemIDs.index(of: id) else {
                throw DecodeFailure(.targetNotFound(noItem(id, in: query.scrollView.itemIDs)), at: path)
            }
            let arrived = step.index(from: from, count: query.scrollView.frames.count, wrap: wrap)
            guard query.scrollView.frames.indices.contains(arrived), arrived < query.scrollView.itemIDs.count else {
                throw DecodeFailure(.targetNotFound("no item has id \(id.description)"), at: path)
            }
            index = arrived
            stepped = true
        case .id(let id):
            guard let found = query.scrollView.itemIDs.index(of: id), query.scrollView.frames.indices.contains(found) else {
                throw DecodeFailure(.targetNotFound(noItem(id, in: query.scrollView.itemIDs)), at: [.key("id"), .key("target")])
            }
            index = found
            stepped = false
        case .index(let sent):
            guard sent >= 0, sent < Double(query.scrollView.frames.count) else {
                throw DecodeFailure(.targetNotFound(
                    "index \(sentText(sent)) is out of range: items has \(query.scrollView.frames.count) elements"), at: [.key("index"), .key("target")])
            }
            // In range, so integral and below the count: the conversion is exact.
            index = Int(sent)
            stepped = false
        case .page(let direction, let overlap):
            return ResolvedTarget(target: .page(direction, overlap: overlap), item: nil)
        case .edge(let edge):
            // SwiftUI and UIKit mirror leading and trailing in a right-to-left layout.
            let mirrored = query.semantics != .css && query.scrollView.flow.direction == .rtl
            return ResolvedTarget(target: .edge(mirrored ? edge.mirrored : edge), item: nil)
        case .rect(let rect):
            return ResolvedTarget(target: .rect(rect), item: nil)
        case .point(let point):
            return ResolvedTarget(target: .point(point), item: nil)
        case .section(let section, let part):
            index = try sectionItemIndex(query, section: section, part: part)
            stepped = false
        }
        let reports = query.scrollView.layout.reportsEstimates
        let item = stepped || reports
            ? TargetItem(
                ids: query.scrollView.itemIDs, index: index, namesID: stepped,
                estimated: reports ? query.scrollView.layout.frameIsEstimated(index) : nil)
            : nil
        return ResolvedTarget(
            target: .rect(targetFrame(query, index: index)), item: item,
            pinnedHeader: pinnedHeaderClearance(query, index: index))
    }

    /// The frame the query's call aligns for item `index`: its frame, except a header of a
    /// section list whose headers pin under a call that aligns it where it is drawn at the
    /// request's offset (`alignsPinnedHeaderWhereDrawn`: css) — however the header is named.
    private static func targetFrame(_ query: ScrollOffsetQuery, index: Int) -> Rect {
        let frame = query.scrollView.frames[index]
        guard query.platform == nil, query.semantics.alignsPinnedHeaderWhereDrawn,
            let sections = query.scrollView.layout.sections, sections.pinnedHeaders
        else { return frame }
        return query.scrollView.geometry.drawnPinnedHeaderFrame(frame, index: index, in: sections)
    }

    /// A number a target sent, as JSON writes it (`3`, not `3.0`), for a 404's message.
    private static func sentText(_ number: Double) -> String {
        var writer = JSONWriter(capacity: 24)
        writer.number(number)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// The flat index a `{"section": s, "item": …}` target names: 404 `target_not_found` at
    /// `section` for a section past the list, at `item` for a row past its section or a header
    /// or footer it does not have, and at `section` too when the items are not a section list.
    @inline(never)
    private static func sectionItemIndex(_ query: ScrollOffsetQuery, section: Double, part: SectionPart) throws(DecodeFailure) -> Int {
        guard let sections = query.scrollView.layout.sections else {
            throw DecodeFailure(
                .targetNotFound("no section \(sentText(section)): these items are not sections; name the item by index or id"),
                at: [.key("section"), .key("target")])
        }
        let count = sections.sections.count
        guard section >= 0, section < Double(count) else {
            throw DecodeFailure(
                .targetNotFound("section \(sentText(section)) is out of range: sections has \(count) elements"),
                at: [.key("section"), .key("target")])
        }
        // In range, so integral and below the count: the conversion is exact.
        let s = Int(section)
        let itemPath: [JSONPathComponent] = [.key("item"), .key("target")]
        switch part {
        case .header:
            guard let index = sections.flatIndex(section: s, .header) else {
                throw DecodeFailure(.targetNotFound("section \(s) has no header"), at: itemPath)
            }
            return index
        case .footer:
            guard let index = sections.flatIndex(section: s, .footer) else {
                throw DecodeFailure(.targetNotFound("section \(s) has no footer"), at: itemPath)
            }
            return index
        case .row(let row):
            let rows = sections.sections[s].rows.count
            guard row >= 0, row < Double(rows), let index = sections.flatIndex(section: s, .row(Int(row))) else {
                throw DecodeFailure(
                    .targetNotFound("item \(sentText(row)) is out of range: section \(s) has \(rows) items"), at: itemPath)
            }
            return index
        }
    }
}
