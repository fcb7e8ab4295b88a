/// One page of scrolling (`{"page": "down"}`): the offset moves by the viewport's length less
/// an overlap. `UIScrollView.isPagingEnabled` pages by the bounds (overlap 0); a browser's
/// Page Down keeps some of the previous page in view, an overlap the client names here.
/// The step is never negative: an overlap of a whole viewport or more does not move.
public enum PageDirection: String, Sendable, CaseIterable {
    case down, up, left, right

    public var axis: Axis { self == .down || self == .up ? .vertical : .horizontal }

    /// The unclamped offset one page from `geometry.contentOffset`; the other axis stays.
    public func offset(from geometry: ScrollGeometry, overlap: Double) -> Point {
        let step = Swift.max(0, geometry.viewport[axis] - overlap)
        var offset = geometry.contentOffset
        offset[axis] += (self == .down || self == .right) ? step : -step
        return offset
    }
}
