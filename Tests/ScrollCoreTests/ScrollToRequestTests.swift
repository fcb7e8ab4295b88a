import XCTest
import ScrollCore

final class ScrollToRequestTests: XCTestCase {
    func test_request_defaultsToSwiftUI_noAnchor_noMargin_noGrid() {
        let request = ScrollToRequest(target: .edge(.top))
        XCTAssertEqual(request.semantics, .swiftui)
        XCTAssertNil(request.anchor)
        XCTAssertEqual(request.margin, Insets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertNil(request.pixelGrid)
    }

    func test_request_keepsEveryGivenField() {
        let request = ScrollToRequest(
            target: .point(Point(x: 1, y: 2)), anchor: .bottom, margin: Insets(top: 3),
            semantics: .uikit, pixelGrid: PixelGrid(scale: 3)
        )
        XCTAssertEqual(request.target, .point(Point(x: 1, y: 2)))
        XCTAssertEqual(request.anchor, Anchor(x: .fraction(0.5), y: .fraction(1)))
        XCTAssertEqual(request.margin, Insets(top: 3))
        XCTAssertEqual(request.semantics, .uikit)
        XCTAssertEqual(request.pixelGrid?.scale, 3)
    }
}
