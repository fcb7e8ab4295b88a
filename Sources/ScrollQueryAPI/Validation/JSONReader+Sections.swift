import ScrollCore

/// `sections`: a section list (`SectionLayout`) read in one pass, each section checked once
/// its object is read.
///
/// ```
/// [{"header": h, "count": n, "itemHeight": r, "spacing": s, "footer": f}, …]
/// [{"header": h, "sizes": [r, null, …], "estimatedSize": e}, …]
/// ```
///
/// Each section: `header` and `footer` optional (absent: the section has none, and no flat
/// index for it); the rows as `count` with `itemHeight` (or `estimatedSize`: every row an
/// estimate), or `sizes` (a `null` takes `estimatedSize`). Checks after each section's object,
/// in this order: `itemHeight` with `sizes` (`conflicting_fields` at `itemHeight`), neither
/// `count` nor `sizes` (`missing_field` at `count`), `count` other than the length of `sizes`
/// (`invalid_field` at `count`), a row without a size (`missing_field` at `estimatedSize`).
/// Every flat index (headers, rows, footers) counts against `--max-items`: past it is 413
/// `too_many_items` at `sections`. A list past ±1e12 points is
/// `invalid_field` at `sections`.
extension JSONReader {
    private enum SectionField: Int, JSONFields {
        case header, count, itemHeight, sizes, estimatedSize, spacing, footer
        static let keys = JSONKeySet(cases: Self.self)
    }

    mutating func readSections(limits: RequestLimits) throws(DecodeFailure) -> ItemLayout {
        let maxItems = max(limits.maxItems, 0)
        var sections: [SectionLayout.Section] = []
        var flatCount = 0
        var length = 0.0
        try readArray(maxCount: maxItems) { (reader, _) throws(DecodeFailure) in
            let section = try reader.readSection(maxItems: maxItems)
            flatCount += section.flatCount
            length += (section.header ?? 0) + section.rowsLength + (section.footer ?? 0)
            guard length <= NumberRange.limit else { throw Self.sectionsBeyondLimit }
            sections.append(section)
        }
        // Every flat index counts: headers, rows and footers (at most maxItems + 2 per section,
        // at most maxItems sections: no overflow).
        guard flatCount <= maxItems else { throw DecodeFailure(.tooManyItems(limit: maxItems)) }
        return ItemLayout(sections: SectionLayout(sections: sections))
    }

    private static var sectionsBeyondLimit: DecodeFailure {
        DecodeFailure(.invalidField(
            "lays its items out beyond 1e12 points: the headers, rows and footers of all sections must stay within 1e12"))
    }

    private mutating func readSection(maxItems: Int) throws(DecodeFailure) -> SectionLayout.Section {
        var header: Double?
        var count: Int?
        var itemHeight: Double?
        var sizes: [Double]?
        var estimatedSize: Double?
        var spacing = 0.0
        var footer: Double?
        try readObject(SectionField.self) { (reader, field) throws(DecodeFailure) in
            switch field {
            case .header: header = try reader.readNumber(in: .nonNegative)
            case .count: count = try reader.readInteger(in: 0...maxItems, aboveRange: .tooManyItems(limit: maxItems))
            case .itemHeight: itemHeight = try reader.readNumber(in: .nonNegative)
            case .sizes:
                var list: [Double] = []
                list.reserveCapacity(min(reader.remainingByteCount / 2, maxItems))
                try reader.readArray(maxCount: maxItems) { (reader, _) throws(DecodeFailure) in
                    list.append(try reader.consumeNull() ? .nan : try reader.readNumber(in: .nonNegative))
                }
                sizes = list
            case .estimatedSize: estimatedSize = try reader.readNumber(in: .nonNegative)
            case .spacing: spacing = try reader.readNumber(in: .nonNegative)
            case .footer: footer = try reader.readNumber(in: .nonNegative)
            }
        }
        let rows: StackLayout
        if let sizes {
            if itemHeight != nil {
                throw DecodeFailure(
                    .conflictingFields("send one of itemHeight (every row) or sizes (one per row), not both"),
                    at: [.key("itemHeight")])
            }
            if let count, count != sizes.count {
                throw DecodeFailure(
                    .invalidField("must be the length of sizes: count is \(count), sizes has \(sizes.count)"),
                    at: [.key("count")])
            }
            var list = sizes
            var estimated: [Bool] = []
            if let firstUnknown = list.firstIndex(where: \.isNaN) {
                guard let estimatedSize else { throw Self.missingRowSize(row: firstUnknown, count: list.count) }
                estimated = [Bool](repeating: false, count: list.count)
                for index in firstUnknown..<list.count where list[index].isNaN {
                    list[index] = estimatedSize
                    estimated[index] = true
                }
            }
            rows = StackLayout(axis: .vertical, spacing: spacing, sizes: list, estimated: estimated)
        } else {
            guard let count else {
                throw DecodeFailure(
                    .missingField("a section needs count (with itemHeight, or estimatedSize) or sizes"),
                    at: [.key("count")])
            }
            if let itemHeight {
                rows = StackLayout(axis: .vertical, spacing: spacing, uniformSize: itemHeight, count: count)
            } else if count == 0 {
                rows = StackLayout(axis: .vertical, spacing: spacing, uniformSize: 0, count: 0)
            } else {
                guard let estimatedSize else { throw Self.missingRowSize(row: 0, count: count) }
                rows = StackLayout(
                    axis: .vertical, spacing: spacing, uniformSize: estimatedSize, count: count, estimated: true)
            }
        }
        guard rows.mainLength <= NumberRange.limit else { throw Self.sectionsBeyondLimit }
        return SectionLayout.Section(header: header, rows: rows, footer: footer)
    }

    private static func missingRowSize(row: Int, count: Int) -> DecodeFailure {
        DecodeFailure(
            .missingField("row \(row) of \(count) has no size: send itemHeight, its size in sizes, or estimatedSize"),
            at: [.key("estimatedSize")])
    }
}
