import XCTest
import ScrollCore

/// `mode: ifNeeded`: Chromium's `scrollIntoViewIfNeeded`, per axis.
///
/// Fixture: viewport 200×100 at offset (100, 100), content 1000×1000: the area is
/// x [100, 300), y [100, 200).
final class IfNeededTests: XCTestCase {
    private let geometry = ScrollGeometry(
        viewport: Size(width: 200, height: 100), contentSize: Size(width: 1000, height: 1000),
        contentOffset: Point(x: 100, y: 100))

    private func offset(_ rect: Rect, _ anchor: Anchor, margin: Insets = .zero) -> Point {
        geometry.scrollTo(
            ScrollToRequest(target: .rect(rect), anchor: anchor, margin: margin, semantics: .css, mode: .ifNeeded)
        ).contentOffset
    }

    func test_visibleAxisStays_hiddenAxisCentres() {
        // x [150, 200) is inside [100, 300): x stays 100. y [500, 520) is wholly below:
        // centre, 500 − 0.5·(100 − 20) = 460.
        XCTAssertEqual(offset(Rect(x: 150, y: 500, width: 50, height: 20), .center), Point(x: 100, y: 460))
    }

    func test_partlyVisibleAxis_alignsTheNearestEdge_evenWhenTheAnchorIsCenter() {
        // y [180, 220) sticks out below 200: nearest aligns the end, 220 − 100 = 120.
        XCTAssertEqual(offset(Rect(x: 150, y: 180, width: 50, height: 40), .center), Point(x: 100, y: 120))
    }

    func test_targetCoveringTheArea_doesNotMove() {
        XCTAssertEqual(offset(Rect(x: 50, y: 50, width: 400, height: 400), .center), Point(x: 100, y: 100))
    }

    func test_insideButMarginBoxOutside_alignsNearestWithTheMarginBox() {
        // y [110, 130) inside, margin 20 on top makes [90, 130): partly outside → nearest
        // aligns the margin box's start: 90.
        XCTAssertEqual(
            offset(Rect(x: 150, y: 110, width: 50, height: 20), .center, margin: Insets(top: 20)), Point(x: 100, y: 90))
    }

    func test_touchingTheAreaCountsAsHidden() {
        // y [200, 220) touches the area's end: hidden → centre, 200 − 40 = 160.
        XCTAssertEqual(offset(Rect(x: 150, y: 200, width: 50, height: 20), .center), Point(x: 100, y: 160))
    }

    func test_rule_decisions() {
        let area = Span(start: 100, length: 100)
        let inside = Span(start: 120, length: 10)
        XCTAssertEqual(IfNeededRule.decide(box: inside, marginBox: inside, area: area, anchor: .center), .stay)
        let partly = Span(start: 190, length: 20)
        XCTAssertEqual(IfNeededRule.decide(box: partly, marginBox: partly, area: area, anchor: .center), .align(.nearest))
        let outside = Span(start: 300, length: 20)
        XCTAssertEqual(IfNeededRule.decide(box: outside, marginBox: outside, area: area, anchor: .center), .align(.center))
    }
}
