import XCTest
import ScrollCore

/// `semantics: .css` with a `displayScale`: Blink's LayoutUnit layout and device-pixel
/// scroll offsets, with worked numbers.
final class DevicePixelLayoutTests: XCTestCase {
    private func offset(
        viewport: Size, content: Size, at current: Point? = nil, target: Rect, anchor: Anchor, scale: Double,
        flow: FlowDirection = .standard
    ) -> ScrollToResult {
        ScrollGeometry(viewport: viewport, contentSize: content, contentOffset: current).scrollTo(
            ScrollToRequest(
                target: .rect(target), anchor: anchor, semantics: .css, pixelGrid: PixelGrid(scale: scale), flow: flow))
    }

    func test_rangeEnd_isOnTheDevicePixelGrid() {
        // DSF 2, content 300.2 tall in a 200.5 view: the CSS range would end at 99.7, off the
        // grid; Chromium's ends at round(600.375) − round(401) = 600 − 401 = 199 device px =
        // 99.5 (600.4 as a LayoutUnit is trunc(600.4 × 64) / 64 = 600.375).
        let result = offset(
            viewport: Size(width: 100, height: 200.5), content: Size(width: 100, height: 300.2),
            target: Rect(x: 0, y: 290, width: 10, height: 10), anchor: .bottom, scale: 2)
        XCTAssertEqual(result.range.max.y, 99.5)
        XCTAssertEqual(result.contentOffset.y, 99.5)
    }

    func test_tiesSurviveFloatingPoint_atAFractionalScale() {
        // DSF 2.625, start anchor at y 18.095238095238095 (= 47.5 / 2.625): computed in device
        // pixels from LayoutUnits (multiples of 1/64) the ideal is exactly the tie 47.5, which
        // rounds half up to 48 device px = 48 / 2.625; rounding in CSS px (the ideal × scale
        // after CSS-px arithmetic) may land a hair below the tie and go down.
        let result = offset(
            viewport: Size(width: 100, height: 100), content: Size(width: 100, height: 1000),
            target: Rect(x: 0, y: 18.095238095238095, width: 10, height: 10), anchor: .topLeading, scale: 2.625)
        XCTAssertEqual(result.contentOffset.y, 48 / 2.625)
    }

    func test_lengthsAreTruncatedToASixtyFourthOfADevicePixel() {
        // DSF 1, start: y 10.51 → trunc(672.64) / 64 = 10.5, a tie, which rounds half up to 11
        // (10.51 itself would round to 11 too, but the ideal reported is the LayoutUnit's).
        let a = offset(
            viewport: Size(width: 100, height: 100), content: Size(width: 100, height: 1000),
            target: Rect(x: 0, y: 10.51, width: 10, height: 10), anchor: .topLeading, scale: 1)
        XCTAssertEqual(a.contentOffset.y, 11)
        XCTAssertEqual(a.idealOffset.y, 10.5)
    }

    func test_currentOffset_isSnappedBeforeNearestMeasuresFromIt() {
        // DSF 1, current 20.6 → 21. A target at [25, 35) in a 100 view is inside [21, 121):
        // nearest stays at 21 (not 20.6).
        let result = offset(
            viewport: Size(width: 100, height: 100), content: Size(width: 100, height: 1000),
            at: Point(x: 0, y: 20.6), target: Rect(x: 0, y: 25, width: 10, height: 10), anchor: .nearest, scale: 1)
        XCTAssertEqual(result.contentOffset.y, 21)
    }

    func test_rtl_positionsCountFromTheTruncatedOrigin() {
        // DSF 1, rtl: content 237.5625, viewport 162.1875. The origin is 237.5625 − 162.1875 =
        // 75.375; the range is 238 − 162 = 76 px long and starts at 75.375 − trunc(75.375) =
        // 0.375: physical 0.375…76.375. Start anchor (right edge) at target x [0, 10):
        // 10 − 162.1875 = −152.1875 → position −227.5625 → clamped to −75 → 0.375.
        let result = offset(
            viewport: Size(width: 162.1875, height: 100), content: Size(width: 237.5625, height: 100),
            target: Rect(x: 0, y: 0, width: 10, height: 10), anchor: Anchor(x: .end, y: .start), scale: 1,
            flow: FlowDirection(direction: .rtl))
        XCTAssertEqual(result.range.min.x, 0.375)
        XCTAssertEqual(result.range.max.x, 76.375)
        XCTAssertEqual(result.contentOffset.x, 0.375)
        XCTAssertEqual(result.scrollOrigin?.x, 75.375)
    }
}
