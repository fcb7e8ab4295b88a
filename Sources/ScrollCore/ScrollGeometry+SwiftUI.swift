extension ScrollGeometry {
    /// SwiftUI `ScrollGeometry.visibleRect`: "computed from the scroll view's content offset,
    /// content insets, and its container size" — the whole container at the offset, insets
    /// included (a row under a translucent bar is visible).
    public var visibleRect: Rect {
        visibleRect(at: contentOffset)
    }

    /// SwiftUI `ScrollGeometry.bounds`: "unlike the visible rect, this value is within the
    /// content insets" — the container less the insets at the offset, the safe area. A side
    /// squeezed below zero by the insets is zero long at its leading edge.
    public var bounds: Rect {
        Rect(
            x: contentOffset.x + contentInsets.left,
            y: contentOffset.y + contentInsets.top,
            width: Swift.max(0, viewport.width - contentInsets.left - contentInsets.right),
            height: Swift.max(0, viewport.height - contentInsets.top - contentInsets.bottom))
    }

    /// The region `region` names, at the current offset.
    public func rect(of region: VisibilityRegion) -> Rect {
        region == .viewport ? visibleRect : bounds
    }

    /// The axis a list scrolls along: horizontal when only the content's width exceeds the
    /// viewport (a carousel, a tvOS shelf), vertical otherwise.
    public var scrollAxis: Axis {
        let scrollsX = contentSize.width > viewport.width
        let scrollsY = contentSize.height > viewport.height
        return scrollsX && !scrollsY ? .horizontal : .vertical
    }
}
