import XCTest
@testable import ScrollCore

/// `ExplicitFrames` gathers both axes' `ItemOrder` and the bounding box in one pass: each must
/// be exactly what appending every frame to an `ItemOrder` of that axis, and taking the largest
/// ends, gives.
final class ExplicitFramesTests: XCTestCase {
    private static let lists: [(name: String, rects: [Rect])] = [
        ("no frames", []),
        ("one frame", [Rect(x: 3, y: 5, width: 390, height: 152)]),
        ("a list on the grid", (0..<10).map { Rect(x: 0, y: Double($0) * 160, width: 390, height: 152) }),
        ("lengths that differ", [Rect(x: 0, y: 0, width: 390, height: 100), Rect(x: 0, y: 100, width: 390, height: 50)]),
        ("a later frame that starts earlier", [Rect(x: 10, y: 200, width: 5, height: 5), Rect(x: 20, y: 100, width: 5, height: 5)]),
        ("a later frame that ends earlier", [Rect(x: 0, y: 0, width: 100, height: 300), Rect(x: 0, y: 10, width: 100, height: 20)]),
        ("off the grid along x only", [Rect(x: 0.1, y: 0, width: 10, height: 10), Rect(x: 0.1, y: 10, width: 10, height: 10)]),
        ("off the grid along y only", [Rect(x: 0, y: 1.0 / 3, width: 10, height: 10), Rect(x: 0, y: 20, width: 10, height: 10)]),
        ("halves and 2^-10", [Rect(x: -0.5, y: 0x1p-10, width: 0.5, height: 1.5), Rect(x: 0, y: 2, width: 0.5, height: 1.5)]),
        ("2^-11, below the grid", [Rect(x: 0, y: 0x1p-11, width: 1, height: 1)]),
        ("past 2^40", [Rect(x: 0x1p40, y: 0, width: 1, height: 1), Rect(x: 0x1p40, y: -0x1p41, width: 1, height: 1)]),
        ("negative zero and negative values", [Rect(x: -0.0, y: -20, width: 0, height: -0.0), Rect(x: -5, y: -20, width: 0, height: 0)]),
        ("every end below zero", [Rect(x: -50, y: -40, width: 10, height: 10)]),
    ]

    func testOrdersAndBoundsAreThoseOfAppendingEachFrame() {
        for (name, rects) in Self.lists {
            var horizontal = ItemOrder(axis: .horizontal)
            var vertical = ItemOrder(axis: .vertical)
            var bounds = Size.zero
            for rect in rects {
                horizontal.append(rect)
                vertical.append(rect)
                bounds.width = Swift.max(bounds.width, rect.origin.x + rect.size.width)
                bounds.height = Swift.max(bounds.height, rect.origin.y + rect.size.height)
            }
            let frames = ExplicitFrames(rects)
            XCTAssertEqual(frames.bounds, bounds, name)
            XCTAssertEqual(frames.count, rects.count, name)
            for (axis, order) in [(Axis.horizontal, horizontal), (Axis.vertical, vertical)] {
                XCTAssertEqual(frames.isMonotone(along: axis), order.isMonotone, "\(name), \(axis)")
                XCTAssertEqual(frames.alignedOrder(along: axis), order.aligned, "\(name), \(axis)")
            }
        }
    }
}
