import ScrollQueryClient
import XCTest

final class LayoutEditCodableTests: XCTestCase {
    func testEdit_eachVariant_isItsOwnKey() {
        assertRoundTrip(LayoutEdit.insert(.stack(at: 0, sizes: [120, 80])), #"{"insert":{"at":0,"sizes":[120,80]}}"#)
        assertRoundTrip(LayoutEdit.insert(.stack(at: 2, sizes: [nil], ids: ["new"])), #"{"insert":{"at":2,"ids":["new"],"sizes":[null]}}"#)
        assertRoundTrip(LayoutEdit.insert(.items(at: 1, items: [Item(id: 9, frame: Rect(x: 0, y: 0, width: 1, height: 2))])),
                        #"{"insert":{"at":1,"items":[{"frame":{"height":2,"width":1,"x":0,"y":0},"id":9}]}}"#)
        assertRoundTrip(LayoutEdit.remove(ids: [7, "eight"]), #"{"remove":{"ids":[7,"eight"]}}"#)
        assertRoundTrip(LayoutEdit.resize(id: 5, size: .length(240)), #"{"resize":{"id":5,"size":240}}"#)
        assertRoundTrip(LayoutEdit.resize(id: "a", size: .size(Size(width: 390, height: 150))),
                        #"{"resize":{"id":"a","size":{"height":150,"width":390}}}"#)
    }

    func testEdit_withExplicitNulls_decodes() {
        assertDecodes(#"{"insert":null,"remove":{"ids":[1]},"resize":null}"#, LayoutEdit.remove(ids: [1]))
    }

    func testStackSizes_isAListOrUniform() {
        assertRoundTrip(StackSizes.list([100, nil, 40.5]), "[100,null,40.5]")
        assertRoundTrip(StackSizes.uniform(100, count: 1000), #"{"count":1000,"uniform":100}"#)
        assertRoundTrip(StackSizes.uniform(nil, count: 3), #"{"count":3}"#)
    }

    func testLayoutRequest_isItemsOrStack() {
        assertRoundTrip(LayoutRequest(stack: Stack(axis: .vertical, spacing: 20, sizes: .uniform(100, count: 1000))),
                        #"{"stack":{"axis":"vertical","sizes":{"count":1000,"uniform":100},"spacing":20}}"#)
        assertRoundTrip(LayoutRequest(items: [], contentSize: Size(width: 1, height: 2)), #"{"contentSize":{"height":2,"width":1},"items":[]}"#)
    }

    func testContentSize_keepsANullLength() throws {
        assertRoundTrip(try JSONDecoder().decode(LayoutContentSize.self, from: Data(#"{"width":null,"height":119980}"#.utf8)),
                        #"{"height":119980,"width":null}"#)
    }
}
