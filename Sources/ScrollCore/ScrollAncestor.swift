/// A scroll container around another one in a scroll chain (a list inside a card inside a
/// page): its own geometry, and where the inner container's scrollport sits in its content.
public struct ScrollAncestor: Sendable, Equatable {
    public var geometry: ScrollGeometry
    /// The inner container's scrollport (its viewport) in this container's content
    /// coordinates, at the inner container's current position in this content.
    public var frame: Rect
    /// Its own writing mode and direction (its scroll origin; the anchor is the innermost
    /// container's).
    public var flow: FlowDirection

    public init(geometry: ScrollGeometry, frame: Rect, flow: FlowDirection = .standard) {
        self.geometry = geometry
        self.frame = frame
        self.flow = flow
    }
}
