import ScrollQueryClient
import XCTest

final class SnapCodableTests: XCTestCase {
    func testBehavior_eachVariant_isItsOwnKey() {
        assertRoundTrip(SnapBehavior.none, #""none""#)
        assertRoundTrip(SnapBehavior.paging(), #"{"paging":{}}"#)
        assertRoundTrip(SnapBehavior.paging(pageSize: Size(width: 300, height: 500)), #"{"paging":{"pageSize":{"height":500,"width":300}}}"#)
        assertRoundTrip(SnapBehavior.viewAligned(align: .center, limit: .alwaysByOne),
                        #"{"viewAligned":{"align":"center","limit":"alwaysByOne"}}"#)
        assertRoundTrip(SnapBehavior.viewAligned(), #"{"viewAligned":{}}"#)
        assertRoundTrip(SnapBehavior.css(.mandatory(axis: .y)), #"{"css":{"axis":"y","type":"mandatory"}}"#)
        assertRoundTrip(SnapBehavior.css(.proximity(120, axis: .both)), #"{"css":{"axis":"both","proximity":120,"type":"proximity"}}"#)
        assertRoundTrip(SnapBehavior.css(.proximity()), #"{"css":{"type":"proximity"}}"#)
    }

    func testMotion_isOneKeyOfTheRequest() {
        let size = Size(width: 320, height: 480)
        assertRoundTrip(ScrollSnapRequest(viewport: size, contentSize: size, motion: .velocity(Point(x: 1500, y: 0))),
                        #"{"contentSize":{"height":480,"width":320},"velocity":{"x":1500,"y":0},"viewport":{"height":480,"width":320}}"#)
        assertRoundTrip(ScrollSnapRequest(viewport: size, layout: "sha256-00", motion: .proposedOffset(Point(x: 0, y: 90))),
                        #"{"layout":"sha256-00","proposedOffset":{"x":0,"y":90},"viewport":{"height":480,"width":320}}"#)
        assertRoundTrip(ScrollSnapRequest(viewport: size, motion: .delta(Point(x: 0, y: -480)), decelerationRate: .fast,
                                          flingModel: .android, behavior: .paging()),
                        #"{"behavior":{"paging":{}},"decelerationRate":"fast","delta":{"x":0,"y":-480},"flingModel":"android","viewport":{"height":480,"width":320}}"#)
    }

    func testDecelerationRate_isANameOrANumber() {
        assertRoundTrip(DecelerationRate.normal, #""normal""#)
        assertRoundTrip(DecelerationRate.fast, #""fast""#)
        assertRoundTrip(DecelerationRate.rate(0.995), "0.995")
    }

    func testSnapAlign_isOneNameOrPerAxis() {
        assertRoundTrip(SnapAlign.both(.center), #""center""#)
        assertRoundTrip(SnapAlign.axes(x: nil, y: .end), #"{"y":"end"}"#)
        assertDecodes(#"{"x":null,"y":"end"}"#, SnapAlign.axes(x: nil, y: .end))
        assertRoundTrip(SnapItem(id: 3, frame: Rect(x: 0, y: 10, width: 50, height: 60), margin: Insets(top: 4), snapAlign: .both(.none)),
                        #"{"frame":{"height":60,"width":50,"x":0,"y":10},"id":3,"margin":{"top":4},"snapAlign":"none"}"#)
    }

    func testSnappedTo_isAnItemOrAPage_andNullIsKept() throws {
        assertRoundTrip(SnappedTo.id("card-2"), #"{"id":"card-2"}"#)
        assertRoundTrip(SnappedTo.page(Point(x: 1, y: 0)), #"{"page":{"x":1,"y":0}}"#)
        let answer = try JSONDecoder().decode(ScrollSnapAnswer.self, from: Data(
            #"{"projectedOffset":{"x":748.5,"y":0},"contentOffset":{"x":320,"y":0},"snappedTo":null,"velocity":{"x":641.25,"y":0}}"#.utf8))
        assertRoundTrip(answer, #"{"contentOffset":{"x":320,"y":0},"projectedOffset":{"x":748.5,"y":0},"snappedTo":null,"velocity":{"x":641.25,"y":0}}"#)
    }
}
