import ScrollQueryClient
import XCTest

final class ScrollOffsetCodableTests: XCTestCase {
    func testPlatformCall_isItsNameAndItsParameters() {
        let table: [(PlatformCall, String)] = [
            (.ensureVisible(), #"{"name":"ensureVisible"}"#),
            (.ensureVisible(alignment: 0.5, alignmentPolicy: .keepVisibleAtEnd),
             #"{"alignment":0.5,"alignmentPolicy":"keepVisibleAtEnd","name":"ensureVisible"}"#),
            (.showOnScreen, #"{"name":"showOnScreen"}"#),
            (.jumpTo(pixels: 640), #"{"name":"jumpTo","pixels":640}"#),
            (.scrollToItem(scrollOffset: 30), #"{"name":"scrollToItem","scrollOffset":30}"#),
            (.bringIntoView(spec: .default), #"{"name":"bringIntoView","spec":"default"}"#),
            (.smoothScrollToPosition(snap: .end), #"{"name":"smoothScrollToPosition","snap":"end"}"#),
            (.scrollToPosition, #"{"name":"scrollToPosition"}"#),
            (.scrollToPositionWithOffset(offset: 60), #"{"name":"scrollToPositionWithOffset","offset":60}"#),
            (.requestChildRectangleOnScreen, #"{"name":"requestChildRectangleOnScreen"}"#),
            (.scrollViewRequestChildRectangleOnScreen(fadingEdge: 24),
             #"{"fadingEdge":24,"name":"ScrollView.requestChildRectangleOnScreen"}"#),
        ]
        for (call, json) in table { assertRoundTrip(call, json) }
    }

    func testAnchor_isANameOrPhysicalOrLogicalAxes() {
        assertRoundTrip(ScrollAnchor.bottomTrailing, #""bottomTrailing""#)
        assertRoundTrip(ScrollAnchor.axes(x: .nearest, y: .fraction(0.25)), #"{"x":"nearest","y":0.25}"#)
        assertRoundTrip(ScrollAnchor.axes(x: nil, y: .fraction(1)), #"{"y":1}"#)
        assertRoundTrip(ScrollAnchor.logical(block: .center, inline: .fraction(0.25)), #"{"block":"center","inline":0.25}"#)
        assertRoundTrip(ScrollAnchor.logical(block: .end, inline: nil), #"{"block":"end"}"#)
    }

    func testTarget_page_carriesItsOverlap() {
        assertRoundTrip(ScrollTarget.page(.down, overlap: 40), #"{"overlap":40,"page":"down"}"#)
        assertRoundTrip(ScrollTarget.page(.left), #"{"page":"left"}"#)
        assertRoundTrip(ScrollTarget.next(after: "a", wrap: true), #"{"next":{"after":"a","wrap":true}}"#)
    }

    func testRequest_platformSemantics_sendsCallAndReverseLayout() {
        let request = ScrollOffsetRequest(viewport: Size(width: 10, height: 20), contentSize: Size(width: 10, height: 90),
                                          target: .index(3), semantics: .compose, displayScale: 3,
                                          call: .scrollToItem(scrollOffset: 30), reverseLayout: true)
        assertRoundTrip(request, #"{"call":{"name":"scrollToItem","scrollOffset":30},"contentSize":{"height":90,"width":10},"displayScale":3,"reverseLayout":true,"semantics":"compose","target":{"index":3},"viewport":{"height":20,"width":10}}"#)
    }

    func testRequest_jumpTo_sendsNoTarget() {
        let request = ScrollOffsetRequest(viewport: Size(width: 10, height: 20), contentSize: Size(width: 10, height: 90),
                                          target: nil, semantics: .flutter, call: .jumpTo(pixels: 5))
        assertRoundTrip(request, #"{"call":{"name":"jumpTo","pixels":5},"contentSize":{"height":90,"width":10},"semantics":"flutter","viewport":{"height":20,"width":10}}"#)
    }

    func testWritingMode_isTheCSSKeyword() {
        assertRoundTrip([WritingMode.horizontalTB, .verticalRL, .sidewaysLR], #"["horizontal-tb","vertical-rl","sideways-lr"]"#)
    }
}
