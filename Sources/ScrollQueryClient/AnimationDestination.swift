/// Where an animation ends: a point, the answer of an offset request, or the answer of a snap
/// request (whose `velocity` is a spring's default `initialVelocity`). Encoded as that one key
/// (`to`, `offsetRequest`, `snapRequest`) of the animation request.
public enum AnimationDestination: Hashable, Sendable {
    case to(Point)
    case offsetRequest(ScrollOffsetRequest)
    case snapRequest(ScrollSnapRequest)
}
