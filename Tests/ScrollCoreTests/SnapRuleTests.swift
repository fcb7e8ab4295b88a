import XCTest
@testable import ScrollCore

/// Paging, SwiftUI `.viewAligned` and CSS Scroll Snap, with worked numbers.
final class SnapRuleTests: XCTestCase {
    // MARK: Paging — pages of 320 over [0, 960]

    private let paging = PagingRule(pageSize: 320, min: 0, max: 960)

    func test_paging_fling_moves_at_most_one_page() {
        // projection 800 (page 2.5 → 3) from page 0: held to page 1
        XCTAssertEqual(paging.page(current: 0, intent: 800, kind: .fling), 1)
        XCTAssertEqual(paging.offset(page: 1), 320)
        // released between pages 0 and 1 (at 160) flinging far back: page 0
        XCTAssertEqual(paging.page(current: 160, intent: -900, kind: .fling), 0)
    }

    func test_paging_weak_fling_springs_back() {
        // from 320 a projection to 400 (1.25 → 1) stays on page 1
        XCTAssertEqual(paging.page(current: 320, intent: 400, kind: .fling), 1)
    }

    func test_paging_proposedOffset_rests_on_nearest_page_and_clamps() {
        XCTAssertEqual(paging.page(current: 0, intent: 500, kind: .proposedOffset), 2) // 1.5625
        XCTAssertEqual(paging.offset(page: 7), 960)
        XCTAssertEqual(paging.offset(page: -2), 0)
    }

    func test_paging_delta_moves_at_least_one_page_in_its_direction() {
        XCTAssertEqual(paging.page(current: 0, intent: 10, kind: .delta), 1)
        XCTAssertEqual(paging.page(current: 640, intent: 630, kind: .delta), 1)
        XCTAssertEqual(paging.page(current: 0, intent: 700, kind: .delta), 2)
    }

    func test_paging_through_ScrollSnap_reports_page_and_velocity() {
        let g = ScrollGeometry(viewport: Size(width: 320, height: 480), contentSize: Size(width: 1280, height: 480))
        let snap = ScrollSnap(geometry: g, areas: [], intent: .velocity(Point(x: 1500, y: 0)),
                              behavior: .paging(pageSize: Size(width: 320, height: 480)))
        let r = snap.resolve()
        assertPoint(r.projectedOffset, 748.5, 0) // 1500 · 0.499
        assertPoint(r.contentOffset, 320, 0)
        XCTAssertEqual(r.snappedTo, .page(Point(x: 1, y: 0)))
        // the velocity whose projection is 320: 320 / 0.499
        XCTAssertEqual(r.velocity.x, 320 / 0.499, accuracy: 1e-9)
    }

    // MARK: viewAligned — ten 100-wide items in a 250 viewport (range [0, 750])

    private func carousel(_ current: Double) -> ScrollGeometry {
        ScrollGeometry(viewport: Size(width: 250, height: 100), contentSize: Size(width: 1000, height: 100),
                       contentOffset: Point(x: current, y: 0))
    }
    private let items = (0..<10).map { SnapArea(frame: Rect(x: Double($0) * 100, y: 0, width: 100, height: 100)) }

    func test_viewAligned_never_rests_on_item_nearest_projection() {
        let s = ScrollSnap(geometry: carousel(0), areas: items, intent: .velocity(Point(x: 1000, y: 0)),
                           behavior: .viewAligned(align: .start, limit: .never))
        let r = s.resolve() // projection 499 → item 5 at 500
        assertPoint(r.contentOffset, 500, 0)
        XCTAssertEqual(r.snappedTo, .item(5))
    }

    func test_viewAligned_alwaysByOne_moves_one_item() {
        let s = ScrollSnap(geometry: carousel(0), areas: items, intent: .velocity(Point(x: 1000, y: 0)),
                           behavior: .viewAligned(align: .start, limit: .alwaysByOne))
        assertPoint(s.resolve().contentOffset, 100, 0)
    }

    func test_viewAligned_always_moves_a_screenful() {
        // two items wholly visible in 250 → at most two
        let s = ScrollSnap(geometry: carousel(0), areas: items, intent: .velocity(Point(x: 1000, y: 0)),
                           behavior: .viewAligned(align: .start, limit: .always))
        assertPoint(s.resolve().contentOffset, 200, 0)
    }

    func test_viewAligned_center_clamps_at_the_ends() {
        // centre of item 0 (50) at the viewport centre (125) would be −75 → clamped to 0
        let s = ScrollSnap(geometry: carousel(300), areas: items, intent: .proposedOffset(Point(x: -40, y: 0)),
                           behavior: .viewAligned(align: .center, limit: .never))
        assertPoint(s.resolve().contentOffset, 0, 0)
        XCTAssertEqual(s.resolve().snappedTo, .item(0))
    }

    // MARK: CSS — a vertical list of 100-high items, viewport 250 (range [0, 750])

    private func list(_ current: Double, padding: Insets = .zero) -> ScrollGeometry {
        ScrollGeometry(viewport: Size(width: 100, height: 250), contentSize: Size(width: 100, height: 1000),
                       scrollPadding: padding, contentOffset: Point(x: 0, y: current))
    }
    private func rows(_ align: SnapAlign = .start) -> [SnapArea] {
        (0..<10).map { SnapArea(frame: Rect(x: 0, y: Double($0) * 100, width: 100, height: 100), alignX: .none, alignY: align) }
    }
    private func css(_ g: ScrollGeometry, _ areas: [SnapArea], _ intent: SnapIntent,
                     _ strictness: CSSSnapRule.Strictness = .mandatory, proximity: Double? = nil) -> ScrollSnap.Result {
        ScrollSnap(geometry: g, areas: areas, intent: intent,
                   behavior: .css(CSSSnapRule(strictness: strictness, proximity: proximity, axes: .y))).resolve()
    }

    func test_css_mandatory_scrollTo_rests_on_nearest_start() {
        let r = css(list(0), rows(), .proposedOffset(Point(x: 0, y: 130)))
        assertPoint(r.contentOffset, 0, 100)
        XCTAssertEqual(r.snappedTo, .item(1))
    }

    func test_css_center_alignment_and_padding() {
        // snapport = 250 − 30 − 20 = 200 from 30; centre at 130; row 3 centre 350 → 220
        let r = css(list(0, padding: Insets(top: 30, bottom: 20)), rows(.center), .proposedOffset(Point(x: 0, y: 230)))
        assertPoint(r.contentOffset, 0, 220)
    }

    func test_css_margin_grows_the_area() {
        var areas = rows()
        areas[2].margin = Insets(top: 15)
        // row 2 starts at 200, its area at 185
        assertPoint(css(list(0), areas, .proposedOffset(Point(x: 0, y: 190))).contentOffset, 0, 185)
    }

    func test_css_tie_keeps_the_earlier_area() {
        let areas = [rows()[0], rows()[2]] // positions 0 and 200
        let r = css(list(0), areas, .proposedOffset(Point(x: 0, y: 100)))
        assertPoint(r.contentOffset, 0, 0)
        XCTAssertEqual(r.snappedTo, .item(0))
    }

    func test_css_proximity_leaves_far_positions_alone() {
        let areas = [rows()[0], rows()[3]] // 0 and 300; range 250/3 = 83.3
        assertPoint(css(list(0), areas, .proposedOffset(Point(x: 0, y: 150)), .proximity).contentOffset, 0, 150)
        assertPoint(css(list(0), areas, .proposedOffset(Point(x: 0, y: 230)), .proximity).contentOffset, 0, 300)
        assertPoint(css(list(0), areas, .proposedOffset(Point(x: 0, y: 150)), .proximity, proximity: 160).contentOffset, 0, 0)
    }

    /// Chromium 156: a position exactly a third of the snapport away is still in proximity
    /// (Blink's ratio is the float 0.33333334): snapport 240, area [630, 1150) covers it up to
    /// 910, and `scrollTo(990)` rests at 910, 80 away.
    func test_css_proximity_range_edge_is_inclusive_like_blink() {
        let g = ScrollGeometry(viewport: Size(width: 200, height: 240), contentSize: Size(width: 200, height: 1850))
        let areas = [SnapArea(frame: Rect(x: 0, y: 630, width: 100, height: 520), alignX: .none, alignY: .start)]
        assertPoint(css(g, areas, .proposedOffset(Point(x: 0, y: 990)), .proximity).contentOffset, 0, 910)
    }

    /// Both axes snap: each axis only considers areas visible across it, and when the two
    /// choices are not visible together the nearer axis wins and the other is searched again
    /// against it (Chromium's `SelectAxisToFollowForMutualVisibility`). A at (0, 0), B at
    /// (500, 500), both 100 square, in a 200 view: from (480, 20) x alone picks A (B is not
    /// visible across at y 20), y alone picks B; they tie at 480, x is followed, y re-searched → A.
    func test_css_both_axes_follow_the_nearer_axis_for_mutual_visibility() {
        let g = ScrollGeometry(viewport: Size(width: 200, height: 200), contentSize: Size(width: 1000, height: 1000))
        let areas = [SnapArea(frame: Rect(x: 0, y: 0, width: 100, height: 100)),
                     SnapArea(frame: Rect(x: 500, y: 500, width: 100, height: 100))]
        let r = ScrollSnap(geometry: g, areas: areas, intent: .proposedOffset(Point(x: 480, y: 20)),
                           behavior: .css(CSSSnapRule(strictness: .mandatory))).resolve()
        assertPoint(r.contentOffset, 0, 0)
        XCTAssertEqual(r.snappedTo, .item(0))
        // Chromium 156 answers, for scrollTo from (0, 0) to each point (left, top):
        for (to, want) in [((480.0, 480.0), (500.0, 500.0)), ((20, 480), (500, 500)), ((300, 300), (500, 500)),
                           // neither axis sees an area across it: the mutual search picks B
                           ((260, 240), (500, 500))] {
            let s = ScrollSnap(geometry: g, areas: areas, intent: .proposedOffset(Point(x: to.0, y: to.1)),
                               behavior: .css(CSSSnapRule(strictness: .mandatory))).resolve()
            assertPoint(s.contentOffset, want.0, want.1, "\(to)")
        }
    }

    /// Chromium 156 (two-axis probe): from `scrollTo(990, 664)` no area is visible across at
    /// y 664, so x finds nothing at first; y picks the last area (start 1070, visible across at
    /// x 990); x is then searched again at y 1070 and centres that area: (1135, 1070).
    func test_css_an_axis_that_finds_nothing_searches_again_at_the_other_axis_choice() {
        let g = ScrollGeometry(viewport: Size(width: 200, height: 200), contentSize: Size(width: 1400, height: 1400))
        let areas = [SnapArea(frame: Rect(x: 700, y: 230, width: 100, height: 150), alignX: .end, alignY: .end),
                     SnapArea(frame: Rect(x: 200, y: 380, width: 150, height: 100), alignX: .end, alignY: .none),
                     SnapArea(frame: Rect(x: 200, y: 1030, width: 100, height: 50), alignX: .start, alignY: .center),
                     SnapArea(frame: Rect(x: 1160, y: 1070, width: 150, height: 150), alignX: .center, alignY: .start)]
        let r = ScrollSnap(geometry: g, areas: areas, intent: .proposedOffset(Point(x: 990, y: 664)),
                           behavior: .css(CSSSnapRule(strictness: .mandatory))).resolve()
        assertPoint(r.contentOffset, 1135, 1070)
        XCTAssertEqual(r.snappedTo, .item(3))
    }

    /// Chromium 156 (two-axis conformance): with areas aligned only horizontally, `scrollBy(-104,
    /// 171)` from (220, 400) snaps x back to 220 (nothing ahead, mandatory) and leaves y where it
    /// *was* — an axis without a choice keeps the current position, not current + delta.
    func test_css_delta_axis_without_a_choice_does_not_move() {
        let g = ScrollGeometry(viewport: Size(width: 250, height: 150), contentSize: Size(width: 1400, height: 900),
                               contentOffset: Point(x: 220, y: 400))
        let areas = [SnapArea(frame: Rect(x: 220, y: 510, width: 50, height: 300), alignX: .start, alignY: .none),
                     SnapArea(frame: Rect(x: 1010, y: 110, width: 50, height: 50), alignX: .center, alignY: .none)]
        let r = ScrollSnap(geometry: g, areas: areas, intent: .delta(Point(x: -104, y: 171)),
                           behavior: .css(CSSSnapRule(strictness: .mandatory))).resolve()
        assertPoint(r.contentOffset, 220, 400)
    }

    func test_css_delta_picks_the_first_position_ahead() {
        // from 100 by +20: intended 120; positions ahead of 100 are 200, 300…; nearest to 120 is 200
        assertPoint(css(list(100), rows(), .delta(Point(x: 0, y: 20))).contentOffset, 0, 200)
        // by −20 from 100: 0
        assertPoint(css(list(100), rows(), .delta(Point(x: 0, y: -20))).contentOffset, 0, 0)
    }

    func test_css_delta_with_nothing_ahead() {
        let areas = [rows()[0], rows()[2]] // 0 and 200
        // mandatory: falls back to the position nearest the current offset (200)
        assertPoint(css(list(200), areas, .delta(Point(x: 0, y: 100))).contentOffset, 0, 200)
        // proximity: no snap, lands at 300
        assertPoint(css(list(200), areas, .delta(Point(x: 0, y: 100)), .proximity).contentOffset, 0, 300)
    }

    func test_css_area_larger_than_snapport_keeps_the_intended_position() {
        let big = [SnapArea(frame: Rect(x: 0, y: 100, width: 100, height: 600), alignX: .none, alignY: .start),
                   SnapArea(frame: Rect(x: 0, y: 700, width: 100, height: 100), alignX: .none, alignY: .start)]
        // 300 keeps [100, 700) over the whole snapport [300, 550): stays
        let r = css(list(0), big, .proposedOffset(Point(x: 0, y: 300)))
        assertPoint(r.contentOffset, 0, 300)
        XCTAssertEqual(r.snappedTo, .item(0))
        // 480: the area covers up to offset 450; 450 (covering) beats 100 and 700→ clamped 700
        assertPoint(css(list(0), big, .proposedOffset(Point(x: 0, y: 480))).contentOffset, 0, 450)
    }

    func test_css_none_alignment_is_not_a_position() {
        var areas = rows()
        areas[1].alignY = .none
        assertPoint(css(list(0), areas, .proposedOffset(Point(x: 0, y: 110))).contentOffset, 0, 200)
    }
    /// Chromium 156, pinned by the browser: a covering area [550, 1100) in a 360 view with an
    /// `end` area [460, 560) poking into it — `scrollTo(526)` rests at 560, where the large area
    /// covers the snapport without the intruder (not 550, and not its centre 645).
    func test_css_covering_dodges_an_intruding_area() {
        let g = ScrollGeometry(viewport: Size(width: 100, height: 360), contentSize: Size(width: 100, height: 2320))
        let areas = [SnapArea(frame: Rect(x: 0, y: 460, width: 100, height: 80), margin: Insets(bottom: 20), alignX: .none, alignY: .end),
                     SnapArea(frame: Rect(x: 0, y: 550, width: 50, height: 550), alignX: .none, alignY: .center)]
        let r = css(g, areas, .proposedOffset(Point(x: 0, y: 526)), .proximity)
        assertPoint(r.contentOffset, 0, 560)
        XCTAssertEqual(r.snappedTo, .item(1))
    }

    /// Chromium 156: a covering position past the range's start is dropped, not clipped — from
    /// `scrollTo(-25)` the area [20, 580) (covering from −20 with padding 40) loses to its centre.
    func test_css_covering_position_outside_the_range_is_dropped() {
        let g = ScrollGeometry(viewport: Size(width: 100, height: 350), contentSize: Size(width: 100, height: 2290),
                               scrollPadding: Insets(top: 40, bottom: 30))
        let areas = [SnapArea(frame: Rect(x: 0, y: 20, width: 50, height: 540), margin: Insets(bottom: 20), alignX: .none, alignY: .center)]
        assertPoint(css(g, areas, .proposedOffset(Point(x: 0, y: -25))).contentOffset, 0, 120)
        // at −20 the snapport is covered at the intended position itself: it stays (clamped to 0)
        assertPoint(css(g, areas, .proposedOffset(Point(x: 0, y: -20))).contentOffset, 0, 0)
    }

    // MARK: CSS on both axes, one of which cannot scroll (Chromium 156, cc/input/scroll_snap_data.cc)

    private func both(_ g: ScrollGeometry, _ areas: [SnapArea], _ intent: SnapIntent,
                      _ strictness: CSSSnapRule.Strictness = .mandatory) -> ScrollSnap.Result {
        ScrollSnap(geometry: g, areas: areas, intent: intent, behavior: .css(CSSSnapRule(strictness: strictness))).resolve()
    }

    /// A list as wide as its viewport (100 × 250, rows 100 high, `start` both ways, x range
    /// [0, 0]) under `both`, `scrollTo(0, 530)`. x: each row is as wide as the snapport, so each
    /// covers it at x = 0, the intended x: one result, the union of all ten rows
    /// (`SetOrUpdateResult` → `SnapSearchResult::Union`), visible across at every y. y: the start
    /// nearest 530 is row 5's, 500. Chromium 156 rests at (0, 500), as `y` alone does; keeping
    /// only row 0 (visible for y in [0, 100]) made x the nearer axis (0 away against 30), y was
    /// searched again among rows visible with row 0, and the answer was 100.
    func test_css_both_list_as_wide_as_the_viewport_snaps_like_y_alone() {
        let g = ScrollGeometry(viewport: Size(width: 100, height: 250), contentSize: Size(width: 100, height: 1000))
        let rows = (0..<10).map { SnapArea(frame: Rect(x: 0, y: Double($0) * 100, width: 100, height: 100)) }
        for strictness in [CSSSnapRule.Strictness.mandatory, .proximity] {
            let r = both(g, rows, .proposedOffset(Point(x: 0, y: 530)), strictness)
            assertPoint(r.contentOffset, 0, 500, "\(strictness)")
            XCTAssertEqual(r.snappedTo, .item(5))
            let alone = ScrollSnap(geometry: g, areas: rows, intent: .proposedOffset(Point(x: 0, y: 530)),
                                   behavior: .css(CSSSnapRule(strictness: strictness, axes: .y))).resolve()
            XCTAssertEqual(r.contentOffset, alone.contentOffset)
        }
    }

    /// A carousel of seven 200-square cards centred in a 300 × 200 view (y range [0, 0]) at
    /// (150, 0), `scrollBy(120, 10)`. y: nothing lies ahead of 0, so (mandatory) y is searched
    /// again at the current offset, where every card covers the snapport: their union. x: the
    /// centred position ahead of 150 nearest 270 is card 2's, 350. Chromium 156: (350, 0); with
    /// card 0 alone (visible for x in [0, 200]) the carousel did not move.
    func test_css_both_carousel_that_cannot_scroll_vertically_moves_on_scrollBy() {
        let g = ScrollGeometry(viewport: Size(width: 300, height: 200), contentSize: Size(width: 1400, height: 200),
                               contentOffset: Point(x: 150, y: 0))
        let cards = (0..<7).map { SnapArea(frame: Rect(x: Double($0) * 200, y: 0, width: 200, height: 200), alignX: .center, alignY: .center) }
        let r = both(g, cards, .delta(Point(x: 120, y: 10)))
        assertPoint(r.contentOffset, 350, 0)
    }

    /// Nested areas tie on an axis that cannot scroll (250 × 450 view, x range [0, 350], y [0, 0]):
    /// a section A (240, 0, 100 × 450; x center, y end), B (300, 50, 300 × 100; x end, y center)
    /// and a card C inside A (270, 360, 50 × 50; center). `scrollTo(289, 28)`: on y every
    /// position clips to 0, A, B and C tie; on `both` Chromium 156 keeps A (the earlier), not the
    /// innermost C. x: B covers the snapport from 340 to 350 between A's and C's ends → 340,
    /// visible with A. Keeping C (visible for x in [20, 320]) would follow y, as the nearer axis
    /// (28 against 51), and x would find only C's centre, 170.
    func test_css_both_a_tie_keeps_the_earlier_area_even_when_nested() {
        let g = ScrollGeometry(viewport: Size(width: 250, height: 450), contentSize: Size(width: 600, height: 450))
        let areas = [SnapArea(frame: Rect(x: 240, y: 0, width: 100, height: 450), alignX: .center, alignY: .end),
                     SnapArea(frame: Rect(x: 300, y: 50, width: 300, height: 100), alignX: .end, alignY: .center),
                     SnapArea(frame: Rect(x: 270, y: 360, width: 50, height: 50), alignX: .center, alignY: .center)]
        let r = both(g, areas, .proposedOffset(Point(x: 289, y: 28)))
        assertPoint(r.contentOffset, 340, 0)
        XCTAssertEqual(r.snappedTo, .item(0))
        // Listed C first, C is the earlier: it stays, y is followed, x centres C (Chromium 156: 170).
        let r2 = both(g, [areas[2], areas[1], areas[0]], .proposedOffset(Point(x: 289, y: 28)))
        assertPoint(r2.contentOffset, 170, 0)
    }
}
