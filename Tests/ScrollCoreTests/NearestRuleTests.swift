import XCTest
import ScrollCore

/// `NearestRule.offset(revealing:in:from:)` on one axis.
///
/// Fixture: current offset 90, alignment area [100, 200] (length 100; e.g. a 10-point inset).
///   align starts → 90 + (target.start − 100)
///   align ends   → 90 + (target.end − 200)
final class NearestRuleTests: XCTestCase {
    private let area = Span(start: 100, length: 100)
    private let offset = 90.0

    private func css(_ start: Double, _ length: Double) -> Double {
        NearestRule.leastMovement.offset(revealing: Span(start: start, length: length), in: area, from: offset)
    }

    private func uikit(_ start: Double, _ length: Double) -> Double {
        NearestRule.startAboveAlignsStart.offset(
            revealing: Span(start: start, length: length), in: area, from: offset
        )
    }

    // MARK: - Both rules: no move when the target is inside the area

    func test_nearest_doesNotMove_whenItemFullyVisible() {
        XCTAssertEqual(css(120, 30), 90)
        XCTAssertEqual(uikit(120, 30), 90)
    }

    func test_nearest_doesNotMove_whenTargetTouchesAreaStart() {
        XCTAssertEqual(css(100, 30), 90)
        XCTAssertEqual(uikit(100, 30), 90)
    }

    func test_nearest_doesNotMove_whenTargetTouchesAreaEnd() {
        XCTAssertEqual(css(170, 30), 90)
        XCTAssertEqual(uikit(170, 30), 90)
    }

    func test_nearest_doesNotMove_whenTargetExactlyOnBothAreaEdges() {
        XCTAssertEqual(css(100, 100), 90)
        XCTAssertEqual(uikit(100, 100), 90)
    }

    func test_nearest_movesOnePoint_whenTargetSticksOutOnePointPastEnd() {
        // [171, 201]: 90 + (201 - 200) = 91
        XCTAssertEqual(css(171, 30), 91)
        XCTAssertEqual(uikit(171, 30), 91)
    }

    // MARK: - leastMovement (SwiftUI, CSS / Chromium)

    func test_css_nearest_alignsEnd_whenShorterTargetSticksOutBelow() {
        // [180, 230]: 90 + 30 = 120
        XCTAssertEqual(css(180, 50), 120)
    }

    func test_css_nearest_alignsStart_whenShorterTargetSticksOutAbove() {
        // [70, 120]: 90 - 30 = 60
        XCTAssertEqual(css(70, 50), 60)
    }

    func test_css_nearest_alignsEnd_whenShorterTargetEntirelyBelow() {
        // [300, 350]: 90 + 150 = 240
        XCTAssertEqual(css(300, 50), 240)
    }

    func test_css_nearest_alignsStart_whenShorterTargetEntirelyAbove() {
        // [0, 50]: 90 - 100 = -10
        XCTAssertEqual(css(0, 50), -10)
    }

    func test_css_nearest_doesNotMove_whenLongerTargetCoversArea() {
        XCTAssertEqual(css(50, 200), 90) // [50, 250]
    }

    func test_css_nearest_doesNotMove_whenLongerTargetStartsOnAreaStartAndCoversIt() {
        XCTAssertEqual(css(100, 150), 90) // [100, 250]
    }

    func test_css_nearest_doesNotMove_whenLongerTargetEndsOnAreaEndAndCoversIt() {
        XCTAssertEqual(css(40, 160), 90) // [40, 200]
    }

    func test_css_nearest_alignsEnd_whenLongerTargetSticksOutAbove() {
        // [0, 150], length 150 > 100, end before area end: 90 + (150 - 200) = 40
        XCTAssertEqual(css(0, 150), 40)
    }

    func test_css_nearest_alignsStart_whenLongerTargetSticksOutBelow() {
        // [150, 300]: 90 + 50 = 140
        XCTAssertEqual(css(150, 150), 140)
    }

    func test_css_nearest_alignsStart_whenLongerTargetEntirelyBelow() {
        // [300, 450]: 90 + 200 = 290
        XCTAssertEqual(css(300, 150), 290)
    }

    func test_css_nearest_alignsEnd_whenLongerTargetEntirelyAbove() {
        // [-200, -50]: 90 + (-50 - 200) = -160
        XCTAssertEqual(css(-200, 150), -160)
    }

    func test_css_nearest_alignsBothEdges_whenEqualLengthTargetSticksOutBelow() {
        // [150, 250]: start 90 + 50 = 140 = end 90 + 50
        XCTAssertEqual(css(150, 100), 140)
    }

    func test_css_nearest_alignsBothEdges_whenEqualLengthTargetSticksOutAbove() {
        // [50, 150]: start 90 - 50 = 40 = end 90 - 50
        XCTAssertEqual(css(50, 100), 40)
    }

    // MARK: - startAboveAlignsStart (UIKit)

    func test_uikit_nearest_alignsStart_whenShorterTargetSticksOutAbove() {
        XCTAssertEqual(uikit(70, 50), 60) // 90 - 30
    }

    func test_uikit_nearest_alignsEnd_whenShorterTargetSticksOutBelow() {
        XCTAssertEqual(uikit(180, 50), 120) // 90 + 30
    }

    func test_uikit_nearest_alignsStart_whenLongerTargetCoversAreaWithStartAbove() {
        // [50, 250] covers the area, CSS would not move; UIKit: 90 - 50 = 40
        XCTAssertEqual(uikit(50, 200), 40)
    }

    func test_uikit_nearest_alignsEnd_whenLongerTargetStartsOnAreaStartAndCoversIt() {
        // [100, 250]: start not above → 90 + 50 = 140 (CSS: no move)
        XCTAssertEqual(uikit(100, 150), 140)
    }

    func test_uikit_nearest_alignsStart_whenLongerTargetSticksOutAbove() {
        // [0, 150]: 90 - 100 = -10 (CSS aligns ends: 40)
        XCTAssertEqual(uikit(0, 150), -10)
    }

    func test_uikit_nearest_alignsEnd_whenLongerTargetSticksOutBelow() {
        // [150, 300]: 90 + 100 = 190 (CSS aligns starts: 140)
        XCTAssertEqual(uikit(150, 150), 190)
    }

    func test_uikit_nearest_alignsStart_whenLongerTargetEntirelyAbove() {
        // [-200, -50]: 90 - 300 = -210 (CSS: -160)
        XCTAssertEqual(uikit(-200, 150), -210)
    }

    func test_uikit_nearest_alignsBothEdges_whenEqualLengthTargetPartlyVisible() {
        XCTAssertEqual(uikit(150, 100), 140) // ends: 90 + 50
        XCTAssertEqual(uikit(50, 100), 40) // starts: 90 - 50
    }

    // MARK: - Zero-length area

    func test_nearest_alignsStart_whenAreaHasZeroLengthAndTargetBelow() {
        // area [100, 100]; target [150, 160]: leastMovement: longer, end past → starts: 90 + 50 = 140
        // startAboveAlignsStart: start not above → ends: 90 + 60 = 150
        let empty = Span(start: 100, length: 0)
        let target = Span(start: 150, length: 10)
        XCTAssertEqual(NearestRule.leastMovement.offset(revealing: target, in: empty, from: 90), 140)
        XCTAssertEqual(NearestRule.startAboveAlignsStart.offset(revealing: target, in: empty, from: 90), 150)
    }
}
