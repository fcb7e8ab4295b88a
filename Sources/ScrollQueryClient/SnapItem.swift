/// An item of a snap request: its frame, grown by `margin` into its snap area (CSS
/// `scroll-margin`), aligned by `snapAlign` (default `start`) under the `css` behaviour.
public struct SnapItem: Codable, Hashable, Sendable {
    public var id: ItemID
    public var frame: Rect
    public var margin: Insets?
    public var snapAlign: SnapAlign?

    public init(id: ItemID, frame: Rect, margin: Insets? = nil, snapAlign: SnapAlign? = nil) {
        self.id = id; self.frame = frame; self.margin = margin; self.snapAlign = snapAlign
    }
}
