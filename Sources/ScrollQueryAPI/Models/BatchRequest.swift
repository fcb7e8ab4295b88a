/// One request of a batch, decoded: the query of the endpoint its `op` names, read by that
/// endpoint's own decoder over the scroll view the batch shares.
enum BatchRequest {
    case offset(ScrollOffsetQuery)
    case visibility(VisibilityQuery)
    case snap(ScrollSnapQuery)
    case animation(ScrollAnimationQuery)
}
