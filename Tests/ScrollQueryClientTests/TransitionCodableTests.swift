import ScrollQueryClient
import XCTest

final class TransitionCodableTests: XCTestCase {
    func testKeep_isANameOrAnItem() {
        assertRoundTrip(TransitionKeep.firstVisible, #""firstVisible""#)
        assertRoundTrip(TransitionKeep.item("msg-41"), #"{"id":"msg-41"}"#)
    }

    func testAnchor_isAnItemOrAPinnedEdge() {
        assertRoundTrip(TransitionAnchor.edge(.bottom), #"{"edge":"bottom"}"#)
        assertRoundTrip(TransitionAnchor.item(id: 10, before: 0, after: 12.5), #"{"after":12.5,"before":0,"id":10}"#)
    }
}
