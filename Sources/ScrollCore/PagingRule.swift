/// Paging on one axis: rest on `min + n · pageSize` for a whole page index `n`, clamped to the
/// valid range (the last page may be short, as in UIKit).
///
/// - A fling moves **at most one page** from where it was released, as UIKit
///   (`isPagingEnabled`: "the scroll view stops on multiples of the scroll view's bounds") and
///   SwiftUI `.paging` do; within that limit the page is the one the fling's projection is
///   nearest to, so a weak fling that does not pass the middle of a page springs back. Released
///   between pages n and n+1 the fling ends on n or n+1; released exactly on page n it ends on
///   n−1, n or n+1. (Flutter's `PageScrollPhysics` instead biases the page by ±0.5 in the
///   direction of any non-negligible velocity and rounds, which is also at most one page.)
/// - A proposed offset rests on the nearest page.
/// - A delta (page keys, `scrollBy`) rests on the page nearest its end, but always at least
///   one page boundary in its direction when it moves at all.
/// Ties (exactly half a page) round away from zero.
public struct PagingRule: Sendable, Equatable {
    public var pageSize: Double
    public var min: Double
    public var max: Double

    /// - Parameters: pageSize must be finite and at least 0.001 (the API layer checks, for a
    ///   size sent and for the viewport it defaults to): over the ranges the API allows (a few times
    ///   1e12), a smaller page can make the page index overflow to infinity.
    public init(pageSize: Double, min: Double, max: Double) {
        self.pageSize = pageSize
        self.min = min
        self.max = max
    }

    private func index(_ offset: Double) -> Double { (offset - min) / pageSize }

    /// The page index the motion rests on (before clamping the offset to the range).
    public func page(current: Double, intent: Double, kind: Kind) -> Double {
        let here = index(current)
        switch kind {
        case .proposedOffset:
            return index(intent).rounded(.toNearestOrAwayFromZero)
        case .fling:
            let target = index(intent).rounded(.toNearestOrAwayFromZero)
            var low = here.rounded(.down), high = here.rounded(.up)
            if low == high { low -= 1; high += 1 }
            return Swift.min(Swift.max(target, low), high)
        case .delta:
            let target = index(intent).rounded(.toNearestOrAwayFromZero)
            if intent > current && target <= here { return here.rounded(.down) + 1 }
            if intent < current && target >= here { return here.rounded(.up) - 1 }
            return target
        }
    }

    /// The resting offset for `page`, clamped to the range.
    public func offset(page: Double) -> Double {
        Swift.min(Swift.max(min + page * pageSize, min), max)
    }

    public enum Kind: Sendable { case fling, proposedOffset, delta }
}
