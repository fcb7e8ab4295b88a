/// A vertical list of sections — a `UITableView`/`UICollectionView` with section headers,
/// SwiftUI `LazyVStack { Section(header:footer:) }`, Compose `stickyHeader {}` + `items`, a
/// Flutter `SliverMainAxisGroup` per section, DOM `<section>` blocks — each an optional header,
/// rows laid out as a stack (`StackLayout`: one size, or one per item, estimates included) and
/// an optional footer, one after the other from y = 0, as wide as the cross size.
///
/// Section s spans `[T_s, T_{s+1})` with `T_0 = 0` and `T_{s+1} = ((T_s + header_s) + R_s) +
/// footer_s`, `R_s` the rows' length (`StackLayout.mainLength`). In it: the header at `T_s`,
/// row j at `(T_s + header_s) + start_j`, the footer at `(T_s + header_s) + R_s`.
///
/// **Flat index** (what `{"index": i}`, visibility and the ids count): the header, each row
/// and the footer of every section, in content order — as Compose's `stickyHeader` is an
/// ordinary item of its `LazyListScope` and a `UICollectionView`'s supplementary views are laid
/// out in that order. A section without a header (or footer) gives it no index. So section s
/// begins at flat index `F_s = Σ_{i<s} (h_i + count_i + f_i)` (`h`, `f` 1 when present).
/// React Native's `SectionList` counts a header and a footer for every section, present or
/// not (`VirtualizedSectionList`), and react-virtuoso counts group headers only; a client
/// that numbers as they do converts, or names rows by `{"section", "item"}` instead.
///
/// Cost: `T` and `F` are prefix sums, so a frame by flat index is one binary search over the
/// sections (O(log sections)) and an O(1) look-up in the section's stack; a uniform section
/// keeps no per-row array. The rows' spacing is never negative, so the frames are monotone.
public struct SectionLayout: Sendable, Equatable {
    /// One section: what a request's `sections[s]` decodes to.
    public struct Section: Sendable, Equatable {
        /// The header's height, nil when the section has none.
        public let header: Double?
        /// The rows, a vertical stack from 0 without padding.
        public let rows: StackLayout
        /// The footer's height, nil when the section has none.
        public let footer: Double?

        public init(header: Double?, rows: StackLayout, footer: Double? = nil) {
            self.header = header
            self.rows = rows
            self.footer = footer
        }

        /// The flat indices the section takes: its header, rows and footer.
        public var flatCount: Int { (header == nil ? 0 : 1) + rows.count + (footer == nil ? 0 : 1) }
        /// Whether the section has a header, which takes the section's first flat index.
        var headerIndexCount: Int { header == nil ? 0 : 1 }
        /// The rows' length along y (never below 0).
        public var rowsLength: Double { Swift.max(0, rows.mainLength) }
    }

    /// What one flat index is in its section.
    public enum Part: Sendable, Equatable {
        case header
        case row(Int)
        case footer
    }

    /// A flat index as a section and the part of it.
    public struct Position: Sendable, Equatable {
        public var section: Int
        public var part: Part

        public init(section: Int, _ part: Part) {
            self.section = section
            self.part = part
        }
    }

    public let sections: [Section]
    /// Whether each header sticks at the top of the viewport while its section passes under it
    /// (`PinnedHeader`).
    public private(set) var pinnedHeaders: Bool
    /// `T_0…T_n`: where each section starts, then the end of the last.
    private let starts: [Double]
    /// `F_0…F_n`: each section's first flat index, then the flat count.
    private let flatStarts: [Int]
    /// Whether every start and length is on `AlignedOrder`'s exact grid.
    private let isOnGrid: Bool

    public init(sections: [Section], pinnedHeaders: Bool = false) {
        self.sections = sections
        self.pinnedHeaders = pinnedHeaders
        var starts = [Double]()
        var flatStarts = [Int]()
        starts.reserveCapacity(sections.count + 1)
        flatStarts.reserveCapacity(sections.count + 1)
        var start = 0.0
        var flat = 0
        var onGrid = true
        var firstEstimated: Int?
        for section in sections {
            if firstEstimated == nil, let row = section.rows.firstEstimated {
                firstEstimated = flat + section.headerIndexCount + row
            }
            starts.append(start)
            flatStarts.append(flat)
            let rowsStart = start + (section.header ?? 0)
            if onGrid {
                onGrid = AlignedOrder.isOnGrid(start) && AlignedOrder.isOnGrid(section.header ?? 0)
                    && AlignedOrder.isOnGrid(rowsStart) && AlignedOrder.isOnGrid(section.footer ?? 0)
                    && section.rows.alignedOrder(along: .vertical, crossSize: 0).isOnGrid
            }
            start = (rowsStart + section.rowsLength) + (section.footer ?? 0)
            flat += section.flatCount
        }
        starts.append(start)
        flatStarts.append(flat)
        self.starts = starts
        self.flatStarts = flatStarts
        self.isOnGrid = onGrid
        self.firstEstimated = firstEstimated
    }

    /// The same sections with `pinnedHeaders` set to `pinned` (the arrays are shared, not rebuilt).
    public func pinning(_ pinned: Bool) -> SectionLayout {
        var copy = self
        copy.pinnedHeaders = pinned
        return copy
    }

    /// The number of flat indices: every header, row and footer.
    public var count: Int { flatStarts.last ?? 0 }

    /// The length of the list along y: where the last section ends.
    public var length: Double { starts.last ?? 0 }

    /// Where section `section` starts (`T_s`); 0 outside the sections.
    public func start(ofSection section: Int) -> Double {
        starts.indices.contains(section) ? starts[section] : 0
    }

    /// Where section `section` ends (`T_{s+1}`); 0 outside the sections.
    public func end(ofSection section: Int) -> Double {
        sections.indices.contains(section) ? starts[section + 1] : 0
    }

    /// The header's height of section `section`, 0 when it has none (or there is no such section).
    public func headerLength(ofSection section: Int) -> Double {
        sections.indices.contains(section) ? sections[section].header ?? 0 : 0
    }

    // MARK: - Flat indices

    /// The section and part of flat index `index`, or nil outside `0..<count`. One binary
    /// search over `F`.
    public func position(ofFlatIndex index: Int) -> Position? {
        guard index >= 0, index < count else { return nil }
        // The last section whose first flat index is ≤ index (empty sections share theirs with
        // the next, and are skipped: their F is not below the next one's).
        var low = 0
        var high = sections.count
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if flatStarts[middle] <= index { low = middle } else { high = middle }
        }
        let section = sections[low]
        var local = index - flatStarts[low]
        if section.header != nil {
            if local == 0 { return Position(section: low, .header) }
            local -= 1
        }
        if local < section.rows.count { return Position(section: low, .row(local)) }
        return Position(section: low, .footer)
    }

    /// The flat index of `part` of section `section`, or nil when the section has no such
    /// part (no header, no footer, a row at or past its count, or no such section).
    public func flatIndex(section: Int, _ part: Part) -> Int? {
        guard sections.indices.contains(section) else { return nil }
        let value = sections[section]
        let first = flatStarts[section]
        switch part {
        case .header:
            return value.header == nil ? nil : first
        case .row(let row):
            guard row >= 0, row < value.rows.count else { return nil }
            return first + value.headerIndexCount + row
        case .footer:
            return value.footer == nil ? nil : first + value.headerIndexCount + value.rows.count
        }
    }

    // MARK: - Frames

    /// The frame of flat index `index` with `crossSize` as its width (a zero rect outside
    /// `0..<count`: the core never traps on a bad index).
    @inline(__always)
    public func frame(at index: Int, crossSize: Double) -> Rect {
        guard let position = position(ofFlatIndex: index) else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        let span = span(of: position)
        return Rect(x: 0, y: span.start, width: crossSize, height: span.length)
    }

    /// The vertical extent of `position`'s header, row or footer.
    public func span(of position: Position) -> Span {
        guard sections.indices.contains(position.section) else { return Span(start: 0, length: 0) }
        let section = sections[position.section]
        let start = starts[position.section]
        let rowsStart = start + (section.header ?? 0)
        switch position.part {
        case .header: return Span(start: start, length: section.header ?? 0)
        case .row(let row): return Span(start: rowsStart + section.rows.start(at: row), length: section.rows.size(at: row))
        case .footer: return Span(start: rowsStart + section.rowsLength, length: section.footer ?? 0)
        }
    }

    /// The section whose span `[T_s, T_{s+1})` holds `y`, or nil above the first or at or past
    /// the end of the last. An empty section (zero length) holds no y. One binary search.
    public func section(containing y: Double) -> Int? {
        guard !sections.isEmpty, y >= starts[0], y < length else { return nil }
        // The last s with T_s ≤ y; then skip back over nothing: T is non-decreasing, so the
        // last such s has T_{s+1} > y.
        var low = 0
        var high = sections.count
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if starts[middle] <= y { low = middle } else { high = middle }
        }
        return low
    }

    /// The frames' order along `along` (`AlignedOrder`): monotone along y (no length is
    /// negative), on the exact grid when every start and length is; across, one start and one
    /// width for every item.
    public func alignedOrder(along: Axis, crossSize: Double) -> AlignedOrder {
        guard along == .vertical else {
            return AlignedOrder(isMonotone: true, hasUniformLength: true, isOnGrid: AlignedOrder.isOnGrid(crossSize))
        }
        return AlignedOrder(isMonotone: true, hasUniformLength: false, isOnGrid: isOnGrid)
    }

    /// The content the list spans: `length` tall, `viewportCross` wide.
    public func contentSize(viewportCross: Double) -> Size {
        Size(width: viewportCross, height: Swift.max(0, length))
    }

    /// The first flat index whose frame rests on an estimated row size (that row's own index:
    /// every frame after it starts below it), nil when no size is an estimate.
    public let firstEstimated: Int?

    /// Whether flat index `index`'s frame rests on an estimated row size: `index ≥ firstEstimated`.
    public func frameIsEstimated(_ index: Int) -> Bool {
        guard let firstEstimated else { return false }
        return index >= firstEstimated
    }

    /// How many rows have estimated sizes.
    public var estimatedCount: Int { sections.reduce(0) { $0 + $1.rows.estimatedCount } }

    /// The heap bytes the layout keeps, for memory accounting.
    public var heapBytes: Int {
        sections.capacity * MemoryLayout<Section>.stride + starts.capacity * MemoryLayout<Double>.stride
            + flatStarts.capacity * MemoryLayout<Int>.stride + sections.reduce(0) { $0 + $1.rows.heapBytes }
    }

    /// The same layout with no spare array capacity (for a layout that is kept).
    public func compacted() -> SectionLayout {
        SectionLayout(
            sections: sections.map { Section(header: $0.header, rows: $0.rows.compacted(), footer: $0.footer) },
            pinnedHeaders: pinnedHeaders)
    }
}
