import XCTest
import ScrollCore

/// `CSSScrollAnchoring`: anchor selection against the optimal viewing region.
///
/// Fixture: viewport 300×400, rows 100 tall at y = 100·i, at offset 250 (view y 250…650).
final class CSSScrollAnchoringTests: XCTestCase {
    private let rows = (0..<10).map { Rect(x: 0, y: Double($0) * 100, width: 300, height: 100) }
    private func view(at y: Double, padding: Insets = .zero, insets: Insets = .zero) -> ScrollGeometry {
        ScrollGeometry(
            viewport: Size(width: 300, height: 400), contentSize: Size(width: 300, height: 1000),
            contentInsets: insets, scrollPadding: padding, contentOffset: Point(x: 0, y: y))
    }

    func test_firstPartlyVisibleRow_isTheAnchor() {
        XCTAssertEqual(CSSScrollAnchoring.anchor(in: view(at: 250), frames: rows), 2)
    }

    func test_scrollPadding_shrinksTheRegion_rowUnderThePaddingIsSkipped() {
        // Padding 60: region y 310…650; row 3 (300…400) is the first to overlap it.
        assertRect(CSSScrollAnchoring.optimalViewingRegion(of: view(at: 250, padding: Insets(top: 60))), 0, 310, 300, 340)
        XCTAssertEqual(CSSScrollAnchoring.anchor(in: view(at: 250, padding: Insets(top: 60)), frames: rows), 3)
    }

    func test_contentInsets_doNotShrinkTheRegion() {
        XCTAssertEqual(CSSScrollAnchoring.anchor(in: view(at: 250, insets: Insets(top: 60)), frames: rows), 2)
    }

    func test_rowEndingOnTheRegionEdge_isNotACandidate() {
        // At 300 row 2 (200…300) only touches the region: row 3 anchors.
        XCTAssertEqual(CSSScrollAnchoring.anchor(in: view(at: 300), frames: rows), 3)
    }

    func test_boxWithoutArea_isNeverTheAnchor() {
        let frames = [Rect(x: 0, y: 260, width: 300, height: 0)] + rows
        XCTAssertEqual(CSSScrollAnchoring.anchor(in: view(at: 250), frames: frames), 3)
    }

    func test_atTheScrollOrigin_noAnchor_suppressed() {
        XCTAssertNil(CSSScrollAnchoring.anchor(in: view(at: 0), frames: rows))
        // With a top inset the origin is the range minimum, −40.
        XCTAssertNil(CSSScrollAnchoring.anchor(in: view(at: -40, insets: Insets(top: 40)), frames: rows))
        XCTAssertEqual(CSSScrollAnchoring.anchor(in: view(at: 0, insets: Insets(top: 40)), frames: rows), 0)
    }

    func test_atTheBlockOrigin_scrolledAcross_stillSuppressed() {
        // Content 600 wide: x scrolls. Chromium reads the trigger on the block axis (y) alone.
        let wide = { (x: Double, y: Double) in
            ScrollGeometry(
                viewport: Size(width: 300, height: 400), contentSize: Size(width: 600, height: 1000),
                contentOffset: Point(x: x, y: y))
        }
        XCTAssertNil(CSSScrollAnchoring.anchor(in: wide(50, 0), frames: rows))
        XCTAssertEqual(CSSScrollAnchoring.anchor(in: wide(0, 30), frames: rows), 0)
    }

    func test_removedRow_theFirstSurvivingCandidateAnchors() {
        XCTAssertEqual(CSSScrollAnchoring.anchor(in: view(at: 250), frames: rows, survives: { $0 != 2 }), 3)
    }

    func test_paddingFillingTheViewport_noAnchor() {
        XCTAssertNil(CSSScrollAnchoring.anchor(in: view(at: 250, padding: Insets(top: 200, bottom: 200)), frames: rows))
    }
}
