import XCTest
import ScrollCore

final class ScrollRangeTests: XCTestCase {
    private func range(
        viewport: Size, content: Size, insets: Insets = .zero
    ) -> ScrollRange {
        ScrollRange(viewport: viewport, contentSize: content, contentInsets: insets)
    }

    // MARK: - Bounds

    func test_range_runsFromZeroToContentMinusViewport_whenNoInsets() {
        // max x = 300 - 100 = 200, max y = 1000 - 200 = 800
        let r = range(viewport: Size(width: 100, height: 200), content: Size(width: 300, height: 1000))
        XCTAssertEqual(r.min, Point(x: 0, y: 0))
        XCTAssertEqual(r.max, Point(x: 200, y: 800))
    }

    func test_range_minIsMinusLeadingInset_andMaxAddsTrailingInset() {
        // min = (-left, -top) = (-10, -47)
        // max x = 300 + 20 - 100 = 220, max y = 1000 + 34 - 200 = 834
        let r = range(
            viewport: Size(width: 100, height: 200), content: Size(width: 300, height: 1000),
            insets: Insets(top: 47, left: 10, bottom: 34, right: 20)
        )
        XCTAssertEqual(r.min, Point(x: -10, y: -47))
        XCTAssertEqual(r.max, Point(x: 220, y: 834))
    }

    func test_range_maxEqualsMin_whenContentShorterThanViewport() {
        // 80 - 100 = -20 and 150 - 200 = -50 are both below min 0
        let r = range(viewport: Size(width: 100, height: 200), content: Size(width: 80, height: 150))
        XCTAssertEqual(r.min, Point(x: 0, y: 0))
        XCTAssertEqual(r.max, Point(x: 0, y: 0))
    }

    func test_range_maxEqualsMin_whenContentExactlyFillsViewport() {
        let r = range(viewport: Size(width: 100, height: 200), content: Size(width: 100, height: 200))
        XCTAssertEqual(r.max, r.min)
        XCTAssertEqual(r.max, Point(x: 0, y: 0))
    }

    func test_range_maxEqualsMinusLeadingInset_whenContentPlusTrailingInsetShorterThanViewport() {
        // y: 100 + 20 - 200 = -80 < min -30 → max -30
        // x: 50 + 5 - 100 = -45 < min -5 → max -5
        let r = range(
            viewport: Size(width: 100, height: 200), content: Size(width: 50, height: 100),
            insets: Insets(top: 30, left: 5, bottom: 20, right: 5)
        )
        XCTAssertEqual(r.min, Point(x: -5, y: -30))
        XCTAssertEqual(r.max, Point(x: -5, y: -30))
    }

    func test_range_canScrollIntoInsets_whenShortContentPlusInsetsOverflowViewport() {
        // content 150 < viewport 200, but 150 + 40 - 200 = -10 > min -30 → [-30, -10]
        let r = range(
            viewport: Size(width: 100, height: 200), content: Size(width: 100, height: 150),
            insets: Insets(top: 30, bottom: 40)
        )
        XCTAssertEqual(r.min.y, -30)
        XCTAssertEqual(r.max.y, -10)
    }

    func test_range_axesAreIndependent_whenOnlyOneAxisOverflows() {
        // x: 80 < 100 → [0, 0]; y: 1000 - 200 = 800
        let r = range(viewport: Size(width: 100, height: 200), content: Size(width: 80, height: 1000))
        XCTAssertEqual(r.max, Point(x: 0, y: 800))
    }

    func test_scrollGeometryRange_matchesRangeOfItsViewportContentAndInsets() {
        let geometry = ScrollGeometry(
            viewport: Size(width: 100, height: 200), contentSize: Size(width: 300, height: 1000),
            contentInsets: Insets(top: 47, left: 10, bottom: 34, right: 20),
            scrollPadding: Insets(top: 99, left: 99, bottom: 99, right: 99)
        )
        XCTAssertEqual(geometry.range.min, Point(x: -10, y: -47))
        XCTAssertEqual(geometry.range.max, Point(x: 220, y: 834))
    }

    // MARK: - Clamping

    private let r = ScrollRange(min: Point(x: -10, y: -47), max: Point(x: 220, y: 834))

    func test_clamp_raisesValueBelowMin_toMin() {
        XCTAssertEqual(r.clamp(-60, on: .vertical), -47)
        XCTAssertEqual(r.clamp(-11, on: .horizontal), -10)
    }

    func test_clamp_lowersValueAboveMax_toMax() {
        XCTAssertEqual(r.clamp(900, on: .vertical), 834)
        XCTAssertEqual(r.clamp(220.5, on: .horizontal), 220)
    }

    func test_clamp_keepsValueInsideRange() {
        XCTAssertEqual(r.clamp(100, on: .vertical), 100)
        XCTAssertEqual(r.clamp(-3, on: .horizontal), -3)
    }

    func test_clamp_keepsValuesExactlyOnBounds() {
        XCTAssertEqual(r.clamp(-47, on: .vertical), -47)
        XCTAssertEqual(r.clamp(834, on: .vertical), 834)
    }

    func test_clamp_usesTheNamedAxisBounds() {
        // 500 lies inside y's [-47, 834] but above x's max 220
        XCTAssertEqual(r.clamp(500, on: .vertical), 500)
        XCTAssertEqual(r.clamp(500, on: .horizontal), 220)
    }

    func test_clampPoint_clampsEachAxisIndependently() {
        XCTAssertEqual(r.clamp(Point(x: 300, y: -100)), Point(x: 220, y: -47))
        XCTAssertEqual(r.clamp(Point(x: -20, y: 900)), Point(x: -10, y: 834))
        XCTAssertEqual(r.clamp(Point(x: 5, y: 6)), Point(x: 5, y: 6))
    }

    func test_excludes_isTrueExactlyWhenClampMovesTheValue() {
        // r: x in [-10, 220], y in [-47, 834]
        let cases: [(value: Double, axis: Axis, excluded: Bool)] = [
            (-47.5, .vertical, true), (-47, .vertical, false), (100, .vertical, false),
            (834, .vertical, false), (834.5, .vertical, true),
            (-11, .horizontal, true), (-10, .horizontal, false), (220, .horizontal, false),
            (500, .horizontal, true), (500, .vertical, false),
        ]
        for c in cases {
            XCTAssertEqual(r.excludes(c.value, on: c.axis), c.excluded, "\(c.value) on \(c.axis)")
            XCTAssertEqual(r.excludes(c.value, on: c.axis), r.clamp(c.value, on: c.axis) != c.value)
        }
    }
}
