import XCTest
import ScrollCore

/// A realistic iPhone list: viewport 390x844, safe-area insets top 47 bottom 34, fifty rows
/// 100 tall (content 390x5000). Row i spans y [100·i, 100·i + 100].
///
///   range y [-47, 5000 + 34 - 844 = 4190]; x cannot scroll (content width = viewport width)
///   area at offset o: y [o + 47, o + 47 + 763]   (763 = 844 - 47 - 34)
///   anchor a on row i: 100·i - 47 - a·(763 - 100) = 100·i - 47 - 663·a
final class PhoneExampleTests: XCTestCase {
    private let phone = ScrollGeometry(
        viewport: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 5000),
        contentInsets: Insets(top: 47, bottom: 34)
    )

    private func row(_ i: Double) -> Rect {
        Rect(x: 0, y: 100 * i, width: 390, height: 100)
    }

    private func scroll(
        _ target: ScrollTarget, anchor: Anchor? = nil, semantics: ScrollSemantics = .swiftui,
        scale: Double? = nil, from offsetY: Double? = nil
    ) -> ScrollToResult {
        var g = phone
        if let offsetY { g.contentOffset = Point(x: 0, y: offsetY) }
        return g.scrollTo(ScrollToRequest(
            target: target, anchor: anchor, semantics: semantics, pixelGrid: scale.map { PixelGrid(scale: $0) }
        ))
    }

    func test_phone_restsAtMinusTopInset_withRangeUpTo4190() {
        XCTAssertEqual(phone.contentOffset, Point(x: 0, y: -47))
        XCTAssertEqual(phone.range, ScrollRange(min: Point(x: 0, y: -47), max: Point(x: 0, y: 4190)))
        XCTAssertEqual(phone.alignmentArea(on: .vertical, at: -47), Span(start: 0, length: 763))
    }

    func test_phone_nearest_doesNotMove_whenRowVisibleAtRest() {
        // row 3 [300, 400] inside [0, 763]
        XCTAssertEqual(scroll(.rect(row(3))).contentOffset, Point(x: 0, y: -47))
        XCTAssertEqual(scroll(.rect(row(3)), semantics: .uikit).contentOffset, Point(x: 0, y: -47))
    }

    func test_phone_nearest_scrollsRowUnderBottomInsetIntoView() {
        // row 7 [700, 800] sticks out under the home indicator: -47 + (800 - 763) = -10
        XCTAssertEqual(scroll(.rect(row(7))).contentOffset.y, -10)
    }

    func test_phone_nearestToRow20_alignsItsBottomAboveBottomInset_inSwiftUIAndUIKit() {
        // -47 + (2100 - 763) = 1290; at 1290 the area is [1337, 2100]
        XCTAssertEqual(scroll(.rect(row(20))).contentOffset.y, 1290)
        XCTAssertEqual(scroll(.rect(row(20)), semantics: .uikit).contentOffset.y, 1290)
    }

    func test_phone_cssDefaultToRow20_alignsItsTopBelowTopInset() {
        // 2000 - 47 = 1953
        XCTAssertEqual(scroll(.rect(row(20)), semantics: .css).contentOffset.y, 1953)
    }

    func test_phone_row20_topCenterBottomAnchors() {
        // top 1953; center 2000 - 47 - 331.5 = 1621.5; bottom 2000 - 47 - 663 = 1290
        XCTAssertEqual(scroll(.rect(row(20)), anchor: .top).contentOffset, Point(x: 0, y: 1953))
        XCTAssertEqual(scroll(.rect(row(20)), anchor: .center).contentOffset, Point(x: 0, y: 1621.5))
        XCTAssertEqual(scroll(.rect(row(20)), anchor: .bottom).contentOffset, Point(x: 0, y: 1290))
    }

    func test_phone_row20Centred_onEachDisplayScale() {
        // 1621.5: scale 1 → 1622; scale 2 → 1621.5 (on grid); scale 3 → 4864.5 → 4865 → 1621⅔
        XCTAssertEqual(scroll(.rect(row(20)), anchor: .center, scale: 1).contentOffset.y, 1622)
        XCTAssertEqual(scroll(.rect(row(20)), anchor: .center, scale: 2).contentOffset.y, 1621.5)
        XCTAssertEqual(scroll(.rect(row(20)), anchor: .center, scale: 3).contentOffset.y, 1621 + 2.0 / 3, accuracy: tolerance)
    }

    func test_phone_scrollingBackToRow5_alignsItsTopBelowTopInset() {
        // from 1290 (area [1337, 2100]) row 5 [500, 600] is above: 1290 + (500 - 1337) = 453 = 500 - 47
        XCTAssertEqual(scroll(.rect(row(5)), from: 1290).contentOffset.y, 453)
        XCTAssertEqual(scroll(.rect(row(5)), semantics: .uikit, from: 1290).contentOffset.y, 453)
    }

    func test_phone_lastRowAtTop_clampsToRangeMax() {
        // row 49: 4900 - 47 = 4853 > 4190
        let result = scroll(.rect(row(49)), anchor: .top)
        XCTAssertEqual(result.idealOffset.y, 4853)
        XCTAssertEqual(result.contentOffset.y, 4190)
        XCTAssertTrue(result.clampedY)
        XCTAssertEqual(result.visibleRect, Rect(x: 0, y: 4190, width: 390, height: 844))
    }

    func test_phone_firstRowAtBottom_clampsToRangeMin() {
        // row 0: 0 - 47 - 663 = -710 < -47
        let result = scroll(.rect(row(0)), anchor: .bottom)
        XCTAssertEqual(result.idealOffset.y, -710)
        XCTAssertEqual(result.contentOffset.y, -47)
        XCTAssertTrue(result.clampedY)
    }

    func test_phone_edgeTopAndBottom_reachRangeBoundsExactly() {
        // top: 0 - 47 = -47; bottom: -47 - (763 - 5000) = 4190
        let top = scroll(.edge(.top))
        let bottom = scroll(.edge(.bottom))
        XCTAssertEqual(top.contentOffset, Point(x: 0, y: -47))
        XCTAssertFalse(top.clampedY)
        XCTAssertEqual(bottom.contentOffset, Point(x: 0, y: 4190))
        XCTAssertFalse(bottom.clampedY)
    }

    func test_phone_visibleRect_includesTheInsetAreas() {
        XCTAssertEqual(scroll(.rect(row(20))).visibleRect, Rect(x: 0, y: 1290, width: 390, height: 844))
    }
}
