import XCTest
import ScrollCore

/// One worked case of a platform rule, computed by hand from the platform's source.
///
/// Fixture unless a row says otherwise: a list 800 long on its scroll axis (400 across) over
/// content 3000 long, current offset 1000, so the range is [0, 2200]; `pad` is the platform's
/// padding as `contentInsets` (leading, trailing), `pinned` pinned slivers / sticky headers as
/// `scrollPadding`; `item` the target's start and length on the scroll axis. `rest` is the
/// expected resting offset (visual convention), `position` the platform's own number.
struct PlatformRow {
    let id: String
    let cite: String
    let call: PlatformScrollCall
    let item: (start: Double, length: Double)?
    let offset: Double
    let pad: (Double, Double)
    let pinned: (Double, Double)
    let margin: (Double, Double)
    let reverse: Bool
    let horizontal: Bool
    let rtl: Bool
    let scale: Double?
    let rest: Double
    let position: Double
}

func row(
    _ id: String, _ cite: String, _ call: PlatformScrollCall, item: (Double, Double)?,
    offset: Double = 1000, pad: (Double, Double) = (0, 0), pinned: (Double, Double) = (0, 0),
    margin: (Double, Double) = (0, 0), reverse: Bool = false, horizontal: Bool = false, rtl: Bool = false,
    scale: Double? = nil, rest: Double, position: Double
) -> PlatformRow {
    PlatformRow(
        id: id, cite: cite, call: call, item: item.map { (start: $0.0, length: $0.1) }, offset: offset, pad: pad,
        pinned: pinned, margin: margin, reverse: reverse, horizontal: horizontal, rtl: rtl, scale: scale,
        rest: rest, position: position)
}

extension PlatformRow {
    var axis: Axis { horizontal ? .horizontal : .vertical }

    var geometry: ScrollGeometry {
        horizontal
            ? ScrollGeometry(
                viewport: Size(width: 800, height: 400), contentSize: Size(width: 3000, height: 400),
                contentInsets: Insets(left: pad.0, right: pad.1), scrollPadding: Insets(left: pinned.0, right: pinned.1),
                contentOffset: Point(x: offset, y: 0))
            : ScrollGeometry(
                viewport: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 3000),
                contentInsets: Insets(top: pad.0, bottom: pad.1), scrollPadding: Insets(top: pinned.0, bottom: pinned.1),
                contentOffset: Point(x: 0, y: offset))
    }

    var request: PlatformScrollRequest {
        let rect = item.map {
            horizontal
                ? Rect(x: $0.start, y: 0, width: $0.length, height: 400)
                : Rect(x: 0, y: $0.start, width: 400, height: $0.length)
        }
        return PlatformScrollRequest(
            call: call, target: rect,
            margin: horizontal ? Insets(left: margin.0, right: margin.1) : Insets(top: margin.0, bottom: margin.1),
            layout: PlatformLayout(
                orientation: axis, reverseLayout: reverse, direction: rtl ? .rtl : .ltr),
            displayScale: scale)
    }
}

/// Runs every row; a failure names the row and the source line it follows.
func assertRows(_ rows: [PlatformRow], file: StaticString = #filePath, line: UInt = #line) {
    var ids = Set<String>()
    for row in rows {
        XCTAssertTrue(ids.insert(row.id).inserted, "duplicate row \(row.id)", file: file, line: line)
        let result = row.geometry.scrollTo(row.request)
        let message = "\(row.id) — \(row.cite)"
        XCTAssertEqual(result.scroll.contentOffset[row.axis], row.rest, accuracy: tolerance, "offset \(message)", file: file, line: line)
        XCTAssertEqual(result.platformScrollPosition, row.position, accuracy: tolerance, "position \(message)", file: file, line: line)
        let cross: Axis = row.horizontal ? .vertical : .horizontal
        XCTAssertEqual(result.scroll.contentOffset[cross], 0, "cross axis \(message)", file: file, line: line)
    }
}
