import ItemLayouts
import ScrollCore

/// `sections`: a section list (`SectionLayout`) read in one pass, each section checked once
/// its object is read.
///
/// ```
/// [{"header": h, "count": n, "itemHeight": r, "spacing": s, "footer": f}, …]
/// [{"header": h, "sizes": [r, null, …], "estimatedSize": e,
///   "headerId": id, "ids": [id, …], "footerId": id}, …]
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
/// `invalid_field` at the section that passes it.
///
/// Ids are all or nothing: without any, an item's id is its flat index; once one section sends
/// `headerId`, `ids` or `footerId`, every header, row and footer needs one — `ids` of another
/// length than the rows is `invalid_field` at `ids`, a part without one `missing_field` at the
/// first such key (after the array) — and no id may repeat in the list (`duplicate_id` at the
/// repeat, in flat order).
extension JSONReader {
    private enum SectionField: Int, JSONFields {
        case header, count, itemHeight, sizes, estimatedSize, spacing, footer, headerId, ids, footerId
        package static let keys = JSONKeySet(cases: Self.self)
    }

    /// A section's ids as sent (`ids` read into a table of its own: a repeat within it is
    /// `duplicate_id` at once).
    private struct SectionIDs {
        package var header: ItemID?
        package var rows: ItemIDs?
        package var footer: ItemID?
        package var any: Bool { header != nil || rows != nil || footer != nil }
    }

    package mutating func readSections(limits: RequestLimits) throws(DecodeFailure) -> ItemLayout {
        let maxItems = max(limits.maxItems, 0)
        var sections: [SectionLayout.Section] = []
        var flatCount = 0
        var length = 0.0
        var ids = ItemIDs()
        var sentIDs = false
        // The first part without an id: its section and key (reported once ids are known to be used).
        var firstMissing: (section: Int, key: String)?
        try readArray(maxCount: maxItems) { (reader, index) throws(DecodeFailure) in
            let (section, sent) = try reader.readSection(maxItems: maxItems)
            flatCount += section.flatCount
            length += (section.header ?? 0) + section.rowsLength + (section.footer ?? 0)
            guard length <= NumberRange.limit else { throw Self.sectionsBeyondLimit }
            sections.append(section)
            if sent.any { sentIDs = true }
            if let missing = Self.missingID(section, sent) {
                if firstMissing == nil { firstMissing = (index, missing) }
            } else if firstMissing == nil, sent.any {
                try Self.append(sent, of: section, to: &ids)
            }
        }
        // Every flat index counts: headers, rows and footers (at most maxItems + 2 per section,
        // at most maxItems sections: no overflow).
        guard flatCount <= maxItems else { throw DecodeFailure(.tooManyItems(limit: maxItems)) }
        let layout = SectionLayout(sections: sections)
        guard sentIDs else { return ItemLayout(sections: layout) }
        if let (section, key) = firstMissing {
            throw DecodeFailure(
                .missingField("every header, row and footer needs an id once one has: send headerId, ids and footerId in each section, or none"),
                at: [.key(key), .index(section)])
        }
        return ItemLayout(sections: layout, ids: ids)
    }

    /// The first key a section that has ids lacks, if any: `headerId` for a header, `ids` for
    /// rows, `footerId` for a footer.
    private static func missingID(_ section: SectionLayout.Section, _ sent: SectionIDs) -> String? {
        if section.header != nil, sent.header == nil { return "headerId" }
        if section.rows.count > 0, sent.rows == nil { return "ids" }
        if section.footer != nil, sent.footer == nil { return "footerId" }
        return nil
    }

    /// Appends a section's ids to the list's in flat order; a repeat is `duplicate_id` at it.
    private static func append(_ sent: SectionIDs, of section: SectionLayout.Section, to ids: inout ItemIDs) throws(DecodeFailure) {
        if let header = sent.header, !ids.append(header) { throw DecodeFailure(.duplicateID, at: [.key("headerId")]) }
        if let rows = sent.rows {
            for row in 0..<rows.count where !ids.append(from: rows, at: row) {
                throw DecodeFailure(.duplicateID, at: [.index(row), .key("ids")])
            }
        }
        if let footer = sent.footer, !ids.append(footer) { throw DecodeFailure(.duplicateID, at: [.key("footerId")]) }
    }

    private static var sectionsBeyondLimit: DecodeFailure {
        DecodeFailure(.invalidField(
            "lays its items out beyond 1e12 points: the headers, rows and footers of all sections must stay within 1e12"))
    }

    private mutating func readSection(maxItems: Int) throws(DecodeFailure) -> (SectionLayout.Section, SectionIDs) {
        var sent = SectionIDs()
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
            case .headerId: sent.header = try reader.readItemID()
            case .ids: sent.rows = try reader.readStackIDs(maxItems: maxItems)
            case .footerId: sent.footer = try reader.readItemID()
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
        if let ids = sent.rows, ids.count != rows.count {
            throw DecodeFailure(
                .invalidField("must have one id per row: the section has \(rows.count) rows, ids has \(ids.count)"),
                at: [.key("ids")])
        }
        return (SectionLayout.Section(header: header, rows: rows, footer: footer), sent)
    }

    private static func missingRowSize(row: Int, count: Int) -> DecodeFailure {
        DecodeFailure(
            .missingField("row \(row) of \(count) has no size: send itemHeight, its size in sizes, or estimatedSize"),
            at: [.key("estimatedSize")])
    }
}
