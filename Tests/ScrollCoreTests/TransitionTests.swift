import XCTest
import ScrollCore

/// `ScrollTransition.resolve`: every `keep`, and `auto` per semantics.
///
/// Fixture: viewport 300×400, rows 300×100 at y = 100·i, ids = positions. `insert(n)` puts n
/// new rows of 50 at the top: old row i moves down by 50·n.
final class TransitionTests: XCTestCase {
    private func rows(_ count: Int, height: Double = 100, from start: Double = 0) -> [Rect] {
        (0..<count).map { Rect(x: 0, y: start + Double($0) * height, width: 300, height: height) }
    }
    private func view(_ contentHeight: Double, at y: Double? = nil, insets: Insets = .zero, padding: Insets = .zero,
                      height: Double = 400) -> ScrollGeometry {
        ScrollGeometry(
            viewport: Size(width: 300, height: height), contentSize: Size(width: 300, height: contentHeight),
            contentInsets: insets, scrollPadding: padding, contentOffset: y.map { Point(x: 0, y: $0) })
    }

    /// 20 rows at `y`; after: 2 rows of 50 inserted at the top (before-row i is after-row i + 2).
    private func insertAbove(at y: Double, semantics: ScrollSemantics, keep: TransitionKeep = .auto,
                             padding: Insets = .zero) -> TransitionResult {
        let before = rows(20)
        let after = rows(2, height: 50) + rows(20, from: 100)
        let transition = ScrollTransition(
            before: view(2000, at: y, padding: padding), beforeFrames: before,
            after: view(2100, padding: padding), afterFrames: after)
        return transition.resolve(keep: keep, semantics: semantics) { $0 + 2 }
    }

    func test_css_insertAbove_movesByTheAnchorsMovement() {
        // At 250 the anchor is row 2 (200…300, partly visible); it moves to 300: offset 350.
        let result = insertAbove(at: 250, semantics: .css)
        assertPoint(result.contentOffset, 0, 350)
        assertPoint(result.delta, 0, 100)
        XCTAssertEqual(result.anchor, .item(beforeIndex: 2, afterIndex: 4, before: Point(x: 0, y: -50), after: Point(x: 0, y: -50)))
    }

    func test_css_atOffsetZero_doesNotAdjust() {
        let result = insertAbove(at: 0, semantics: .css)
        assertPoint(result.contentOffset, 0, 0)
        XCTAssertEqual(result.anchor, .none)
    }

    func test_css_anchorIsChosenBelowTheScrollPadding() {
        // Padding 80 at the top: the region starts at 330, so row 3 (300…400) is the anchor.
        // Growing row 2 by 40 moves row 3 down 40: the offset follows to 290.
        let before = rows(20)
        var after = before
        after[2].size.height = 140
        for i in 3..<20 { after[i].origin.y += 40 }
        let transition = ScrollTransition(
            before: view(2000, at: 250, padding: Insets(top: 80)), beforeFrames: before,
            after: view(2040, padding: Insets(top: 80)), afterFrames: after)
        let result = transition.resolve(keep: .auto, semantics: .css) { $0 }
        assertPoint(result.contentOffset, 0, 290)
        // Without padding the anchor is row 2, whose top does not move.
        let plain = ScrollTransition(
            before: view(2000, at: 250), beforeFrames: before, after: view(2040), afterFrames: after)
        assertPoint(plain.resolve(keep: .auto, semantics: .css) { $0 }.contentOffset, 0, 250)
    }

    func test_css_removedAnchor_theFirstSurvivingCandidateAnchors() {
        // At 250 the anchor would be row 2; removing it moves row 3 from 300 up to 200, and
        // Chromium, choosing the anchor at the layout after the removal, follows row 3: 150.
        let before = rows(20)
        let after = Array(before[..<2]) + rows(17, from: 200)
        let transition = ScrollTransition(
            before: view(2000, at: 250), beforeFrames: before, after: view(1900), afterFrames: after)
        let result = transition.resolve(keep: .auto, semantics: .css) { $0 == 2 ? nil : $0 < 2 ? $0 : $0 - 1 }
        assertPoint(result.contentOffset, 0, 150)
        XCTAssertEqual(result.anchor, .item(beforeIndex: 3, afterIndex: 2, before: Point(x: 0, y: 50), after: Point(x: 0, y: 50)))
    }

    func test_swiftui_insertAbove_atTheTop_keepsTheFirstVisibleRow() {
        // The load-more-at-top of seed 004: at 0 the first visible row 0 moves to 100.
        let result = insertAbove(at: 0, semantics: .swiftui)
        assertPoint(result.contentOffset, 0, 100)
        XCTAssertEqual(result.anchor, .item(beforeIndex: 0, afterIndex: 2, before: .zero, after: .zero))
    }

    func test_swiftui_atBottom_staysPinnedWhenAMessageArrives() {
        // Content 2000, at the bottom (1600); a 120-tall message appended: bottom 1720.
        let before = rows(20)
        let after = before + [Rect(x: 0, y: 2000, width: 300, height: 120)]
        let transition = ScrollTransition(
            before: view(2000, at: 1600), beforeFrames: before, after: view(2120), afterFrames: after)
        let result = transition.resolve(keep: .auto, semantics: .swiftui) { $0 }
        assertPoint(result.contentOffset, 0, 1720)
        XCTAssertEqual(result.anchor, .bottom)
        // UIKit keeps the raw offset: the new message is below the fold.
        assertPoint(transition.resolve(keep: .auto, semantics: .uikit) { $0 }.contentOffset, 0, 1600)
    }

    func test_swiftui_keyboardRaisesTheBottomInset_atBottom_followsTheNewRangeEnd() {
        // Keyboard 300 tall: bottom inset 34 → 300, range max 2000 + 300 − 400 = 1900.
        let frames = rows(20)
        let transition = ScrollTransition(
            before: view(2000, at: 1634, insets: Insets(bottom: 34)), beforeFrames: frames,
            after: view(2000, insets: Insets(bottom: 300)), afterFrames: frames)
        let result = transition.resolve(keep: .auto, semantics: .swiftui) { $0 }
        assertPoint(result.contentOffset, 0, 1900)
        assertPoint(result.delta, 0, 266)
    }

    func test_uikit_removingRowsAbove_clampsTheRawOffset() {
        let before = rows(20)
        let after = rows(5)
        let transition = ScrollTransition(
            before: view(2000, at: 1500), beforeFrames: before, after: view(500), afterFrames: after)
        let result = transition.resolve(keep: .auto, semantics: .uikit) { $0 < 5 ? $0 : nil }
        assertPoint(result.contentOffset, 0, 100)
        XCTAssertTrue(result.clampedY)
        XCTAssertEqual(result.anchor, .none)
    }

    func test_explicitKeeps() {
        assertPoint(insertAbove(at: 250, semantics: .uikit, keep: .top).contentOffset, 0, 0)
        assertPoint(insertAbove(at: 250, semantics: .uikit, keep: .bottom).contentOffset, 0, 1700)
        assertPoint(insertAbove(at: 250, semantics: .uikit, keep: .offset).contentOffset, 0, 250)
        // Row 5 (500…600) moves to 600: offset 350; its screen y stays 250.
        let item = insertAbove(at: 250, semantics: .uikit, keep: .item(5))
        assertPoint(item.contentOffset, 0, 350)
        XCTAssertEqual(item.anchor, .item(beforeIndex: 5, afterIndex: 7, before: Point(x: 0, y: 250), after: Point(x: 0, y: 250)))
        // First visible at 250 is row 2: same as the CSS anchor here.
        assertPoint(insertAbove(at: 250, semantics: .uikit, keep: .firstVisible).contentOffset, 0, 350)
    }

    func test_rotation_itemKeepsItsScreenPosition_clampedToTheNewRange() {
        // Portrait 400 tall → landscape 200 tall, rows re-laid 50 tall: row 10 goes 1000 → 500.
        let transition = ScrollTransition(
            before: view(2000, at: 1000), beforeFrames: rows(20),
            after: view(1000, height: 200), afterFrames: rows(20, height: 50))
        let result = transition.resolve(keep: .firstVisible, semantics: .swiftui) { $0 }
        assertPoint(result.contentOffset, 0, 500)
        XCTAssertFalse(result.clampedY)
    }
}
