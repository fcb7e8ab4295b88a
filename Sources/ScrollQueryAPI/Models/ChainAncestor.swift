import ScrollCore

/// One entry of a request's `ancestors`: a scroll container around the previous one, and its
/// own writing mode and direction (which set its resting offset and its `scrollPosition`; the
/// anchor is resolved from the innermost container's).
struct ChainAncestor: Sendable {
    var ancestor: ScrollAncestor
    var flow: FlowDirection
}
