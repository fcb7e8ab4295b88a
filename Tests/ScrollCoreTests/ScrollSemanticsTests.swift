import XCTest
import ScrollCore

/// Default anchors and `nearest` rules per semantics, and where they part ways.
final class ScrollSemanticsTests: XCTestCase {
    // MARK: - Declared defaults

    func test_swiftui_defaultsToNearestOnBothAxes_withLeastMovement() {
        XCTAssertEqual(ScrollSemantics.swiftui.defaultAnchor, Anchor(x: .nearest, y: .nearest))
        XCTAssertEqual(ScrollSemantics.swiftui.nearestRule, .leastMovement)
    }

    func test_uikit_defaultsToNearestOnBothAxes_withStartAboveAlignsStart() {
        XCTAssertEqual(ScrollSemantics.uikit.defaultAnchor, Anchor(x: .nearest, y: .nearest))
        XCTAssertEqual(ScrollSemantics.uikit.nearestRule, .startAboveAlignsStart)
    }

    func test_css_defaultsToInlineNearestBlockStart_withLeastMovement() {
        XCTAssertEqual(ScrollSemantics.css.defaultAnchor, Anchor(x: .nearest, y: .fraction(0)))
        XCTAssertEqual(ScrollSemantics.css.nearestRule, .leastMovement)
    }

    func test_semantics_rawValues_areLowercaseNames() {
        XCTAssertEqual(ScrollSemantics(rawValue: "swiftui"), .swiftui)
        XCTAssertEqual(ScrollSemantics(rawValue: "uikit"), .uikit)
        XCTAssertEqual(ScrollSemantics(rawValue: "css"), .css)
        XCTAssertNil(ScrollSemantics(rawValue: "SwiftUI"))
        XCTAssertEqual(ScrollSemantics.allCases.count, 3)
    }

    // MARK: - Default anchor in a request
    //
    // Viewport 100x200, content 1000x2000, no insets, at rest (0, 0): area x [0, 100], y [0, 200].

    private let geometry = ScrollGeometry(
        viewport: Size(width: 100, height: 200), contentSize: Size(width: 1000, height: 2000)
    )

    private func offset(_ rect: Rect, _ semantics: ScrollSemantics, in geometry: ScrollGeometry? = nil) -> Point {
        (geometry ?? self.geometry).scrollTo(ScrollToRequest(target: .rect(rect), semantics: semantics))
            .contentOffset
    }

    func test_defaultAnchor_doesNotMove_whenItemFullyVisible_forSwiftUIAndUIKit() {
        let visible = Rect(x: 50, y: 50, width: 20, height: 40)
        XCTAssertEqual(offset(visible, .swiftui), Point(x: 0, y: 0))
        XCTAssertEqual(offset(visible, .uikit), Point(x: 0, y: 0))
    }

    func test_css_defaultAnchor_alignsBlockStart_evenWhenItemFullyVisible() {
        // x nearest: [50, 70] visible → 0; y start → 50
        XCTAssertEqual(offset(Rect(x: 50, y: 50, width: 20, height: 40), .css), Point(x: 0, y: 50))
    }

    func test_defaultAnchor_forItemBelow_alignsBottomForSwiftUIAndUIKit_andTopForCSS() {
        // y [300, 340]: nearest → 340 - 200 = 140; css start → 300
        let below = Rect(x: 50, y: 300, width: 20, height: 40)
        XCTAssertEqual(offset(below, .swiftui), Point(x: 0, y: 140))
        XCTAssertEqual(offset(below, .uikit), Point(x: 0, y: 140))
        XCTAssertEqual(offset(below, .css), Point(x: 0, y: 300))
    }

    func test_defaultAnchor_forItemOffToTheRight_revealsXWithLeastMovement_inEverySemantics() {
        // x [250, 270] right of [0, 100]: align ends → 270 - 100 = 170
        let right = Rect(x: 250, y: 300, width: 20, height: 40)
        XCTAssertEqual(offset(right, .swiftui).x, 170)
        XCTAssertEqual(offset(right, .uikit).x, 170)
        XCTAssertEqual(offset(right, .css).x, 170)
    }

    func test_explicitAnchor_overridesSemanticsDefault() {
        // css with .nearest on y: [300, 340] → 140 instead of block start 300
        let result = geometry.scrollTo(ScrollToRequest(
            target: .rect(Rect(x: 50, y: 300, width: 20, height: 40)), anchor: .nearest, semantics: .css
        ))
        XCTAssertEqual(result.contentOffset, Point(x: 0, y: 140))
    }

    // MARK: - Targets longer than the viewport
    //
    // Same viewport, scrolled to y 500: area y [500, 700] (length 200). Targets span the full
    // width (x [0, 100] = the area) so x never moves.

    private var scrolled: ScrollGeometry {
        var g = geometry
        g.contentOffset = Point(x: 0, y: 500)
        return g
    }

    private func y(_ start: Double, _ height: Double, _ semantics: ScrollSemantics, anchor: Anchor? = nil) -> Double {
        let result = scrolled.scrollTo(ScrollToRequest(
            target: .rect(Rect(x: 0, y: start, width: 100, height: height)), anchor: anchor, semantics: semantics
        ))
        XCTAssertEqual(result.contentOffset.x, 0)
        return result.contentOffset.y
    }

    func test_swiftui_doesNotMove_whenLongTargetCoversViewport() {
        XCTAssertEqual(y(400, 500, .swiftui), 500) // [400, 900] ⊇ [500, 700]
    }

    func test_css_nearest_doesNotMove_whenLongTargetCoversViewport() {
        XCTAssertEqual(y(400, 500, .css, anchor: .nearest), 500)
    }

    func test_uikit_alignsTop_whenLongTargetCoversViewportWithTopAbove() {
        XCTAssertEqual(y(400, 500, .uikit), 400) // start above → starts
    }

    func test_css_default_alignsTop_whenLongTargetCoversViewport() {
        XCTAssertEqual(y(400, 500, .css), 400) // block start
    }

    func test_longTargetStartingInsideViewport_swiftuiAlignsTop_uikitAlignsBottom() {
        // [600, 1100]: swiftui starts → 600; uikit ends → 500 + (1100 - 700) = 900
        XCTAssertEqual(y(600, 500, .swiftui), 600)
        XCTAssertEqual(y(600, 500, .css, anchor: .nearest), 600)
        XCTAssertEqual(y(600, 500, .uikit), 900)
    }

    func test_longTargetEndingInsideViewport_swiftuiAlignsBottom_uikitAlignsTop() {
        // [100, 600]: swiftui ends → 500 + (600 - 700) = 400; uikit starts → 100
        XCTAssertEqual(y(100, 500, .swiftui), 400)
        XCTAssertEqual(y(100, 500, .css, anchor: .nearest), 400)
        XCTAssertEqual(y(100, 500, .uikit), 100)
        XCTAssertEqual(y(100, 500, .css), 100) // block start
    }

    func test_longTargetEntirelyBelow_swiftuiAlignsTop_uikitAlignsBottom() {
        // [800, 1100] (300 > 200): swiftui starts → 800; uikit ends → 500 + 400 = 900
        XCTAssertEqual(y(800, 300, .swiftui), 800)
        XCTAssertEqual(y(800, 300, .uikit), 900)
    }

    // MARK: - Equal length

    func test_equalLengthTargetPartlyBelow_alignsWholeTarget_inEverySemantics() {
        // [600, 800], length 200 = area: starts → 600, ends → 500 + 100 = 600
        XCTAssertEqual(y(600, 200, .swiftui), 600)
        XCTAssertEqual(y(600, 200, .uikit), 600)
        XCTAssertEqual(y(600, 200, .css), 600)
    }

    func test_equalLengthTargetPartlyAbove_alignsWholeTarget_inEverySemantics() {
        XCTAssertEqual(y(400, 200, .swiftui), 400)
        XCTAssertEqual(y(400, 200, .uikit), 400)
        XCTAssertEqual(y(400, 200, .css), 400)
    }

    func test_equalLengthTargetExactlyInView_doesNotMove_forNearest() {
        XCTAssertEqual(y(500, 200, .swiftui), 500)
        XCTAssertEqual(y(500, 200, .uikit), 500)
        XCTAssertEqual(y(500, 200, .css, anchor: .nearest), 500)
    }
}
