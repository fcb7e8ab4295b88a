import XCTest
import ScrollCore

/// Edge targets: the content rect (0, 0, contentSize) placed at the edge's UnitPoint.
///
/// Base fixture: viewport 100x200, content 300x1000, no insets. Range x [0, 200], y [0, 800].
///   x: start 0, centre -0.5·(100 - 300) = 100, end -(100 - 300) = 200
///   y: start 0, centre -0.5·(200 - 1000) = 400, end -(200 - 1000) = 800
final class ContentEdgeTests: XCTestCase {
    private let geometry = ScrollGeometry(
        viewport: Size(width: 100, height: 200), contentSize: Size(width: 300, height: 1000)
    )

    private func scroll(
        _ edge: ContentEdge, anchor: Anchor? = nil, semantics: ScrollSemantics = .swiftui,
        in geometry: ScrollGeometry? = nil
    ) -> ScrollToResult {
        (geometry ?? self.geometry).scrollTo(ScrollToRequest(target: .edge(edge), anchor: anchor, semantics: semantics))
    }

    // MARK: - The nine edges

    func test_edgeTop_scrollsToRangeMinY_andCentresX() {
        XCTAssertEqual(scroll(.top).contentOffset, Point(x: 100, y: 0))
    }

    func test_edgeBottom_scrollsToRangeMaxY_andCentresX() {
        XCTAssertEqual(scroll(.bottom).contentOffset, Point(x: 100, y: 800))
    }

    func test_edgeLeading_scrollsToRangeMinX_andCentresY() {
        XCTAssertEqual(scroll(.leading).contentOffset, Point(x: 0, y: 400))
    }

    func test_edgeTrailing_scrollsToRangeMaxX_andCentresY() {
        XCTAssertEqual(scroll(.trailing).contentOffset, Point(x: 200, y: 400))
    }

    func test_edgeCenter_centresBothAxes() {
        XCTAssertEqual(scroll(.center).contentOffset, Point(x: 100, y: 400))
    }

    func test_edgeTopLeading_scrollsToRangeMin() {
        XCTAssertEqual(scroll(.topLeading).contentOffset, Point(x: 0, y: 0))
    }

    func test_edgeTopTrailing_scrollsToMaxXMinY() {
        XCTAssertEqual(scroll(.topTrailing).contentOffset, Point(x: 200, y: 0))
    }

    func test_edgeBottomLeading_scrollsToMinXMaxY() {
        XCTAssertEqual(scroll(.bottomLeading).contentOffset, Point(x: 0, y: 800))
    }

    func test_edgeBottomTrailing_scrollsToRangeMax() {
        XCTAssertEqual(scroll(.bottomTrailing).contentOffset, Point(x: 200, y: 800))
    }

    func test_everyEdge_landsInsideRange_withoutClamp_whenNoInsetsOrPadding() {
        for edge in ContentEdge.allCases {
            let result = scroll(edge)
            XCTAssertEqual(result.contentOffset, result.idealOffset, "\(edge)")
            XCTAssertFalse(result.clampedX, "\(edge)")
            XCTAssertFalse(result.clampedY, "\(edge)")
        }
    }

    // MARK: - Result shape

    func test_edge_hasNilTargetRect() {
        XCTAssertNil(scroll(.bottom).targetRect)
    }

    func test_edge_ignoresRequestAnchor() {
        XCTAssertEqual(scroll(.top, anchor: .bottomTrailing).contentOffset, Point(x: 100, y: 0))
    }

    func test_edge_isTheSame_inEverySemantics() {
        for semantics in ScrollSemantics.allCases {
            XCTAssertEqual(scroll(.bottomTrailing, semantics: semantics).contentOffset, Point(x: 200, y: 800), "\(semantics)")
            XCTAssertEqual(scroll(.top, semantics: semantics).contentOffset, Point(x: 100, y: 0), "\(semantics)")
        }
    }

    func test_edge_doesNotDependOnCurrentOffset() {
        var scrolled = geometry
        scrolled.contentOffset = Point(x: 150, y: 600)
        XCTAssertEqual(scroll(.top, in: scrolled).contentOffset, Point(x: 100, y: 0))
    }

    // MARK: - Insets and padding

    func test_edgeTopAndBottom_reachRangeBounds_withInsets() {
        // insets top 20 bottom 10: range y [-20, 1000 + 10 - 200 = 810]; area start 20, length 170
        // top: 0 - 20 = -20; bottom: 0 - 20 - (170 - 1000) = 810
        let inset = ScrollGeometry(
            viewport: Size(width: 100, height: 200), contentSize: Size(width: 300, height: 1000),
            contentInsets: Insets(top: 20, bottom: 10)
        )
        let top = scroll(.top, in: inset)
        let bottom = scroll(.bottom, in: inset)
        XCTAssertEqual(top.contentOffset.y, -20)
        XCTAssertFalse(top.clampedY)
        XCTAssertEqual(bottom.contentOffset.y, 810)
        XCTAssertFalse(bottom.clampedY)
    }

    func test_edgeCenter_putsContentCentreAtAreaCentre_withAsymmetricInsets() {
        // area start 20, length 170: -20 - 0.5·(170 - 1000) = 395; at 395 area [415, 585], centre 500
        let inset = ScrollGeometry(
            viewport: Size(width: 100, height: 200), contentSize: Size(width: 300, height: 1000),
            contentInsets: Insets(top: 20, bottom: 10)
        )
        XCTAssertEqual(scroll(.center, in: inset).contentOffset, Point(x: 100, y: 395))
    }

    func test_edgeTopAndBottom_clampToRangeBounds_whenPaddingPushesIdealOutside() {
        // insets 20/10, padding 5/5: area start 25, length 160
        // top: -25 → clamped to -20; bottom: -25 - (160 - 1000) = 815 → clamped to 810
        let padded = ScrollGeometry(
            viewport: Size(width: 100, height: 200), contentSize: Size(width: 300, height: 1000),
            contentInsets: Insets(top: 20, bottom: 10), scrollPadding: Insets(top: 5, bottom: 5)
        )
        let top = scroll(.top, in: padded)
        let bottom = scroll(.bottom, in: padded)
        XCTAssertEqual(top.idealOffset.y, -25)
        XCTAssertEqual(top.contentOffset.y, -20)
        XCTAssertTrue(top.clampedY)
        XCTAssertEqual(bottom.idealOffset.y, 815)
        XCTAssertEqual(bottom.contentOffset.y, 810)
        XCTAssertTrue(bottom.clampedY)
    }

    // MARK: - Content smaller than the viewport

    private let small = ScrollGeometry(
        viewport: Size(width: 100, height: 200), contentSize: Size(width: 50, height: 50)
    )

    func test_edgeCenter_clampsToZero_whenContentSmallerThanViewport() {
        // ideal x -0.5·(100 - 50) = -25, y -0.5·(200 - 50) = -75
        let result = scroll(.center, in: small)
        XCTAssertEqual(result.idealOffset, Point(x: -25, y: -75))
        XCTAssertEqual(result.contentOffset, Point(x: 0, y: 0))
        XCTAssertTrue(result.clampedX)
        XCTAssertTrue(result.clampedY)
    }

    func test_edgeBottomTrailing_staysAtZero_whenContentSmallerThanViewport() {
        // ideal x -(100 - 50) = -50, y -(200 - 50) = -150
        let result = scroll(.bottomTrailing, in: small)
        XCTAssertEqual(result.idealOffset, Point(x: -50, y: -150))
        XCTAssertEqual(result.contentOffset, Point(x: 0, y: 0))
    }

    // MARK: - Mapping

    func test_anchor_mapsEachEdgeToItsUnitPoint() {
        XCTAssertEqual(ContentEdge.top.anchor, Anchor(x: .fraction(0.5), y: .fraction(0)))
        XCTAssertEqual(ContentEdge.bottom.anchor, Anchor(x: .fraction(0.5), y: .fraction(1)))
        XCTAssertEqual(ContentEdge.leading.anchor, Anchor(x: .fraction(0), y: .fraction(0.5)))
        XCTAssertEqual(ContentEdge.trailing.anchor, Anchor(x: .fraction(1), y: .fraction(0.5)))
        XCTAssertEqual(ContentEdge.center.anchor, Anchor(x: .fraction(0.5), y: .fraction(0.5)))
        XCTAssertEqual(ContentEdge.topLeading.anchor, Anchor(x: .fraction(0), y: .fraction(0)))
        XCTAssertEqual(ContentEdge.topTrailing.anchor, Anchor(x: .fraction(1), y: .fraction(0)))
        XCTAssertEqual(ContentEdge.bottomLeading.anchor, Anchor(x: .fraction(0), y: .fraction(1)))
        XCTAssertEqual(ContentEdge.bottomTrailing.anchor, Anchor(x: .fraction(1), y: .fraction(1)))
    }

    func test_rawValues_areUnitPointNames_andThereAreNine() {
        XCTAssertEqual(ContentEdge.allCases.count, 9)
        XCTAssertEqual(ContentEdge(rawValue: "bottomTrailing"), .bottomTrailing)
        XCTAssertEqual(ContentEdge(rawValue: "center"), .center)
        XCTAssertNil(ContentEdge(rawValue: "middle"))
    }
}
