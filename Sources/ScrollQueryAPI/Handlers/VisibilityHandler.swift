import HTTPServer
import RequestJSON
import ScrollCore

/// `POST /v1/scroll/visibility`: decode and validate → core → encode.
enum VisibilityHandler {
    /// Appends the 200 body that answers `query`: the body's own, or one result of a batch.
    static func answer(_ query: VisibilityQuery, into json: inout JSONWriter) {
        let view = query.scrollView
        // Whether the frames are monotone along the scroll axis was learnt while they were
        // read (or from the stack): the query is O(log n + k).
        let result: VisibilityResult
        if let sections = view.layout.sections, sections.pinnedHeaders {
            result = pinnedVisibility(query, sections)
        } else {
            result = view.geometry.visibility(
                of: view.frames, threshold: query.threshold, region: query.region,
                prefetchDistance: query.prefetchDistance)
        }
        result.write(layout: view.layout, geometry: view.geometry, to: &json)
    }

    /// A section list with pinned headers: the header stuck at the top, and what it covers.
    @inline(never)
    private static func pinnedVisibility(_ query: VisibilityQuery, _ sections: SectionLayout) -> VisibilityResult {
        let view = query.scrollView
        return view.geometry.visibility(
            of: view.frames, sections: sections, threshold: query.threshold, region: query.region,
            prefetchDistance: query.prefetchDistance)
    }
}
