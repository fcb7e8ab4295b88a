import XCTest
import ScrollCore

/// `PlatformLayout.startsAtFarEnd` and `ScrollGeometry.platformPosition`: where the platforms
/// count their scroll position from.
final class PlatformLayoutTests: XCTestCase {
    func test_startsAtFarEnd_onlyOnTheScrollAxis_reverseXorHorizontalRTL() {
        // (orientation, reverseLayout, direction) → (x, y)
        let table: [(Axis, Bool, TextDirection, Bool, Bool)] = [
            (.vertical, false, .ltr, false, false),
            (.vertical, true, .ltr, false, true),
            (.vertical, false, .rtl, false, false),  // RTL does not reverse a vertical list
            (.vertical, true, .rtl, false, true),
            (.horizontal, false, .ltr, false, false),
            (.horizontal, true, .ltr, true, false),
            (.horizontal, false, .rtl, true, false),  // LinearLayoutManager.resolveShouldLayoutReverse
            (.horizontal, true, .rtl, false, false),  // reversed twice: starts at the left
        ]
        for (orientation, reverse, direction, x, y) in table {
            let layout = PlatformLayout(orientation: orientation, reverseLayout: reverse, direction: direction)
            XCTAssertEqual(layout.startsAtFarEnd(.horizontal), x, "\(layout)")
            XCTAssertEqual(layout.startsAtFarEnd(.vertical), y, "\(layout)")
        }
    }

    func test_platformPosition_countsFromTheListStart() {
        // Range [-50, 2230]: viewport 800, content 3000, padding 50/30.
        let geometry = ScrollGeometry(
            viewport: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 3000),
            contentInsets: Insets(top: 50, bottom: 30))
        XCTAssertEqual(geometry.platformPosition(of: -50, on: .vertical, startsAtFarEnd: false), 0)
        XCTAssertEqual(geometry.platformPosition(of: 1000, on: .vertical, startsAtFarEnd: false), 1050)  // pixels = offset + padding
        XCTAssertEqual(geometry.platformPosition(of: 2230, on: .vertical, startsAtFarEnd: true), 0)
        XCTAssertEqual(geometry.platformPosition(of: 1000, on: .vertical, startsAtFarEnd: true), 1230)
    }

    func test_platformPosition_ofContentShorterThanTheViewport_isZero() {
        let geometry = ScrollGeometry(
            viewport: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 300),
            contentInsets: Insets(top: 50, bottom: 30))
        let request = PlatformScrollRequest(
            call: .compose(.scrollToItem(scrollOffset: 0)), target: Rect(x: 0, y: 200, width: 400, height: 100),
            layout: PlatformLayout(reverseLayout: true))
        let result = geometry.scrollTo(request)
        XCTAssertEqual(result.scroll.contentOffset.y, -50)
        XCTAssertEqual(result.platformScrollPosition, 0)
    }

    func test_aCallWithoutATarget_staysPut() {
        let geometry = ScrollGeometry(
            viewport: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 3000),
            contentOffset: Point(x: 0, y: 1000))
        for call: PlatformScrollCall in [
            .flutter(.default), .flutter(.showOnScreen), .compose(.default), .compose(.bringIntoView(spec: .tv)),
            .android(.default), .android(.scrollToPosition), .android(.requestChildRectangleOnScreen),
            .android(.scrollViewRequestChildRectangleOnScreen(fadingEdge: 12)),
        ] {
            let result = geometry.scrollTo(PlatformScrollRequest(call: call, target: nil))
            XCTAssertEqual(result.scroll.contentOffset, Point(x: 0, y: 1000), "\(call)")
            XCTAssertEqual(result.platformScrollPosition, 1000, "\(call)")
        }
    }

    func test_roundsOnlyComposeAndAndroid() {
        XCTAssertFalse(PlatformScrollCall.flutter(.showOnScreen).usesWholePixels)
        XCTAssertTrue(PlatformScrollCall.compose(.default).usesWholePixels)
        XCTAssertTrue(PlatformScrollCall.android(.default).usesWholePixels)
    }
}
