import ScrollCore

/// A validated `POST /v1/scroll/visibility` body.
struct VisibilityQuery: Sendable {
    var scrollView: ScrollView
    var threshold: Double
    var region: VisibilityRegion
    var prefetchDistance: Double
}
