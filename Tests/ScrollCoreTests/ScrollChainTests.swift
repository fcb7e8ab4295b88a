import XCTest
import ScrollCore

/// Scroll chains: a list inside a card inside a page, innermost first.
///
/// List: viewport 300×200, content 300×1000, at 0. Page: viewport 390×844, content 390×2000,
/// at 0, the list's scrollport at (45, 1200). Row: y [600, 650).
final class ScrollChainTests: XCTestCase {
    private let list = ScrollGeometry(viewport: Size(width: 300, height: 200), contentSize: Size(width: 300, height: 1000))
    private let page = ScrollAncestor(
        geometry: ScrollGeometry(viewport: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 2000)),
        frame: Rect(x: 45, y: 1200, width: 300, height: 200))
    private let row = Rect(x: 0, y: 600, width: 300, height: 50)

    private func chain(
        _ anchor: Anchor, margin: Insets = .zero, container: ChainContainer = .all, grid: PixelGrid? = nil
    ) -> (ScrollToResult, [ScrollToResult]) {
        list.scrollTo(
            ScrollToRequest(target: .rect(row), anchor: anchor, margin: margin, semantics: .css, pixelGrid: grid),
            through: [page], container: container)
    }

    func test_nearest_listThenPage() {
        // List: 650 − 200 = 450; the row is then at 150 in the scrollport, 1350 in the page:
        // page nearest 1400 − 844 = 556.
        let (inner, outer) = chain(.nearest)
        XCTAssertEqual(inner.contentOffset, Point(x: 0, y: 450))
        XCTAssertEqual(outer.map(\.contentOffset), [Point(x: 0, y: 556)])
        XCTAssertEqual(outer.first?.targetRect, Rect(x: 45, y: 1350, width: 300, height: 50))
    }

    func test_marginAppliesAtEveryLevel_butTheRectCarriedIsTheBox() {
        // margin 10 top and bottom. List: (650 + 10) − 200 = 460: row at [140, 190) in the
        // scrollport, the page sees [1340, 1390) and grows it to [1330, 1400): 1400 − 844 = 556.
        let (inner, outer) = chain(.nearest, margin: Insets(top: 10, bottom: 10))
        XCTAssertEqual(inner.contentOffset.y, 460)
        XCTAssertEqual(outer.first?.targetRect, Rect(x: 45, y: 1330, width: 300, height: 70))
        XCTAssertEqual(outer.first?.contentOffset.y, 556)
    }

    func test_theCarriedRectIsClippedToTheInnerScrollport() {
        // A 500-tall row [600, 1100) with start: the list goes to 600 (inside [0, 800]), the row
        // fills the 200-tall scrollport, so the page aligns [1200, 1400) — start: 1200, but the
        // page's range ends at 2000 − 844 = 1156.
        let tall = Rect(x: 0, y: 600, width: 300, height: 500)
        let (inner, outer) = list.scrollTo(
            ScrollToRequest(target: .rect(tall), anchor: .topLeading, semantics: .css), through: [page], container: .all)
        XCTAssertEqual(inner.contentOffset.y, 600)
        XCTAssertEqual(outer.first?.targetRect, Rect(x: 45, y: 1200, width: 300, height: 200))
        XCTAssertEqual(outer.first?.idealOffset.y, 1200)
        XCTAssertEqual(outer.first?.contentOffset.y, 1156)
    }

    func test_containerNearest_listsTheAncestorAtItsUnchangedOffset() {
        let (inner, outer) = chain(.nearest, container: .nearest)
        XCTAssertEqual(inner.contentOffset.y, 450)
        XCTAssertEqual(outer.first?.contentOffset, .zero)
        XCTAssertEqual(outer.first?.idealOffset, .zero)
    }

    func test_pixelGrid_ancestorSeesTheRoundedInnerOffset() {
        // A 51-tall row, centred: list 600 − 0.5·(200 − 51) = 525.5 → 526 (half up); the row
        // is then at [74, 125) in the scrollport, [1274, 1325) in the page, which centres it
        // at 1274 − 0.5·(844 − 51) = 877.5 → 878 (from 525.5 unrounded it would be 878.5).
        let odd = Rect(x: 0, y: 600, width: 300, height: 51)
        let (inner, outer) = list.scrollTo(
            ScrollToRequest(target: .rect(odd), anchor: .center, semantics: .css, pixelGrid: PixelGrid(scale: 1)),
            through: [page], container: .all)
        XCTAssertEqual(inner.contentOffset.y, 526)
        XCTAssertEqual(outer.first?.targetRect?.origin.y, 1274)
        XCTAssertEqual(outer.first?.contentOffset.y, 878)
    }
}
