/// A scroll view before and after its content or size changed: items inserted, removed or
/// resized, a message appended, the keyboard changing the bottom inset, the viewport resized
/// by a rotation. `resolve` answers where the offset goes so that what `keep` names stays put.
public struct ScrollTransition: Sendable {
    /// The view before the change, with the offset the user was at.
    public var before: ScrollGeometry
    public var beforeFrames: ItemFrames
    /// The view after the change; its `contentOffset` is not used.
    public var after: ScrollGeometry
    public var afterFrames: ItemFrames

    public init(before: ScrollGeometry, beforeFrames: ItemFrames, after: ScrollGeometry, afterFrames: ItemFrames) {
        self.before = before
        self.beforeFrames = beforeFrames
        self.after = after
        self.afterFrames = afterFrames
    }

    /// Frames listed one by one, searched along each side's scroll axis.
    public init(before: ScrollGeometry, beforeFrames: [Rect], after: ScrollGeometry, afterFrames: [Rect]) {
        self.init(
            before: before, beforeFrames: ItemFrames(beforeFrames, axis: before.scrollAxis),
            after: after, afterFrames: ItemFrames(afterFrames, axis: after.scrollAxis))
    }

    /// The new offset.
    /// - Parameters:
    ///   - afterIndex: the position in `afterFrames` of the item at a position in
    ///     `beforeFrames`, or nil when the change removed it.
    public func resolve(
        keep: TransitionKeep, semantics: ScrollSemantics, afterIndex: (Int) -> Int?
    ) -> TransitionResult {
        switch keep {
        case .offset: return keepOffset()
        case .top: return pin(.top)
        case .bottom: return pin(.bottom)
        case .item(let index): return keepItem(index, afterIndex: afterIndex, axes: .both) ?? keepOffset()
        case .firstVisible: return keepFirstVisible(afterIndex: afterIndex) ?? keepOffset()
        case .auto: return autoRule(semantics, afterIndex: afterIndex)
        }
    }

    /// What each platform does by itself.
    /// - `css`: CSS scroll anchoring (`CSSScrollAnchoring`): the block-axis movement of the
    ///   first candidate that survives the change; nothing when the container was at its block
    ///   origin (y at the range minimum) or no candidate survives.
    /// - `swiftui`: the reader's place. Documented: `defaultScrollAnchor(_:for:)` with the role
    ///   `ScrollAnchorRole.sizeChanges` is "the role that influences how a scroll view should
    ///   adjust its content offset when the scroll view's content or container size changes";
    ///   with `.bottom` a chat at the bottom stays at the bottom. `scrollPosition(id:anchor:)`
    ///   keeps the view whose id it holds in place, and SwiftUI writes the first visible view of
    ///   the `scrollTargetLayout` into that binding as the user scrolls. Observed, not
    ///   documented (README, "Lists that change"): "at the bottom" taken as within 0.5 pt of the
    ///   range end, and "first visible" as the first item in content order that the safe area
    ///   shows any of; the item keeps its on-screen position at the top too, where CSS does not
    ///   anchor.
    /// - `uikit`: the raw offset, clamped. `UIScrollView` does not anchor: inserting rows above
    ///   keeps `contentOffset`, which is why the rows on screen jump.
    public func autoRule(_ semantics: ScrollSemantics, afterIndex: (Int) -> Int?) -> TransitionResult {
        switch semantics {
        case .uikit:
            return keepOffset()
        case .css:
            guard let anchor = CSSScrollAnchoring.anchor(in: before, frames: beforeFrames, survives: { afterIndex($0) != nil })
            else { return keepOffset() }
            return keepItem(anchor, afterIndex: afterIndex, axes: .blockOnly) ?? keepOffset()
        case .swiftui:
            if ScrollEdges(range: before.range, offset: before.contentOffset, prefetchDistance: 0).atBottom {
                return pin(.bottom)
            }
            return keepFirstVisible(afterIndex: afterIndex) ?? keepOffset()
        }
    }

    // MARK: - The rules

    private enum AnchoredAxes { case both, blockOnly }

    private func keepOffset() -> TransitionResult {
        finish(ideal: before.contentOffset, anchor: .none)
    }

    private func pin(_ edge: TransitionAnchor) -> TransitionResult {
        let range = after.range
        let y = edge == .top ? range.min.y : range.max.y
        return finish(ideal: Point(x: before.contentOffset.x, y: y), anchor: edge)
    }

    /// The offset that moves with the item at `index`, or nil when the item is gone.
    private func keepItem(_ index: Int, afterIndex: (Int) -> Int?, axes: AnchoredAxes) -> TransitionResult? {
        guard beforeFrames.indices.contains(index), let moved = afterIndex(index),
            afterFrames.indices.contains(moved)
        else { return nil }
        let old = beforeFrames[index].origin
        let new = afterFrames[moved].origin
        var ideal = before.contentOffset
        ideal.y += new.y - old.y
        if axes == .both { ideal.x += new.x - old.x }
        var result = finish(ideal: ideal, anchor: .none)
        result.anchor = .item(
            beforeIndex: index, afterIndex: moved,
            before: Point(x: old.x - before.contentOffset.x, y: old.y - before.contentOffset.y),
            after: Point(x: new.x - result.contentOffset.x, y: new.y - result.contentOffset.y))
        return result
    }

    /// The first item (content order) the safe area shows before the change that is still
    /// there after it. Only the items that meet the area along the frames' axis are examined
    /// (`ItemFrames.candidates`), so a long list costs a binary search, not a scan.
    private func keepFirstVisible(afterIndex: (Int) -> Int?) -> TransitionResult? {
        let area = before.bounds
        let axis = beforeFrames.axis
        for index in beforeFrames.candidates(from: area.origin[axis], to: area.origin[axis] + area.size[axis])
        where ItemVisibility.measure(beforeFrames[index], index: index, in: area, threshold: 0) != nil {
            if let result = keepItem(index, afterIndex: afterIndex, axes: .both) { return result }
        }
        return nil
    }

    private func finish(ideal: Point, anchor: TransitionAnchor) -> TransitionResult {
        let range = after.range
        let offset = range.clamp(ideal)
        return TransitionResult(
            contentOffset: offset, anchor: anchor,
            delta: Point(x: offset.x - before.contentOffset.x, y: offset.y - before.contentOffset.y),
            clampedX: range.excludes(ideal.x, on: .horizontal),
            clampedY: range.excludes(ideal.y, on: .vertical))
    }
}
