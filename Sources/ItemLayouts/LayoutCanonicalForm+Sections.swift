import ScrollCore

/// `sections` (kind 5): `u8 pinnedHeaders` (0 | 1); `u64 s`; per section: header `u8 0 | u8 1,
/// f64`; footer `u8 0 | u8 1, f64`; `f64 spacing`; rows `u8 0, u64 n, f64 size, u8 estimated`
/// (0 | 1) when every row has one size and flag `| u8 1, u64 n`, per row `u8 estimated, f64
/// size` (an estimated row's size is its section's estimatedSize); then ids, one per flat
/// index: `u8 0` (indices) `| u8 1, n × id`.
extension LayoutCanonicalForm {
    /// Everything a section list is, readable back into the same `SectionLayout`: rows of one
    /// size and flag are written once whether they were sent as `count` + `itemHeight` or as
    /// `sizes`, so the form does not depend on the spelling.
    package static func writeSections(_ layout: SectionLayout, ids: ItemIDs, into form: inout some CanonicalWriter) {
        form.u8(layout.pinnedHeaders ? 1 : 0)
        form.u64(UInt64(layout.sections.count))
        for section in layout.sections {
            form.optional(section.header)
            form.optional(section.footer)
            let rows = section.rows
            form.f64(rows.spacing)
            let count = rows.count
            let first = rows.size(at: 0)
            let firstEstimated = rows.isEstimated(0)
            var alike = true
            for row in 0..<count where rows.size(at: row).bitPattern != first.bitPattern || rows.isEstimated(row) != firstEstimated {
                alike = false
                break
            }
            if alike {
                form.u8(0)
                form.u64(UInt64(count))
                form.f64(count == 0 ? 0 : first)
                form.u8(count > 0 && firstEstimated ? 1 : 0)
            } else {
                form.u8(1)
                form.u64(UInt64(count))
                for row in 0..<count {
                    form.u8(rows.isEstimated(row) ? 1 : 0)
                    form.f64(rows.size(at: row))
                }
            }
        }
        writeIDs(ids, into: &form)
    }

    /// The section list as `writeSections` wrote it.
    package static func readSections(contentSize: Size?, from form: inout CanonicalReader) throws(CanonicalReader.Malformed) -> ItemLayout {
        let pinnedHeaders: Bool
        switch try form.u8() {
        case 0: pinnedHeaders = false
        case 1: pinnedHeaders = true
        default: throw CanonicalReader.Malformed(reason: "a pinnedHeaders flag other than 0 or 1")
        }
        // Each section takes at least 2 + 8 + 1 + 8 bytes.
        let sectionCount = try form.count(bytesEach: 19)
        var sections: [SectionLayout.Section] = []
        sections.reserveCapacity(sectionCount)
        for _ in 0..<sectionCount {
            let header = try form.optional()
            let footer = try form.optional()
            let spacing = try form.f64()
            let rows: StackLayout
            switch try form.u8() {
            case 0:
                let count = try readBoundedCount(from: &form)
                let size = try form.f64()
                let estimated = try readFlag(from: &form)
                rows = StackLayout(axis: .vertical, spacing: spacing, uniformSize: size, count: count, estimated: estimated)
            case 1:
                let count = try form.count(bytesEach: 9)
                var sizes: [Double] = []
                sizes.reserveCapacity(count)
                var estimated: [Bool] = []
                estimated.reserveCapacity(count)
                for _ in 0..<count {
                    estimated.append(try readFlag(from: &form))
                    sizes.append(try form.f64())
                }
                rows = StackLayout(
                    axis: .vertical, spacing: spacing, sizes: sizes, estimated: estimated.contains(true) ? estimated : [])
            default:
                throw CanonicalReader.Malformed(reason: "a row form other than 0 or 1")
            }
            sections.append(SectionLayout.Section(header: header, rows: rows, footer: footer))
        }
        let layout = SectionLayout(sections: sections, pinnedHeaders: pinnedHeaders)
        let ids = try readIDs(count: layout.count, from: &form)
        return ItemLayout(sections: layout, ids: ids.areIndices ? nil : ids, contentSize: contentSize)
    }

    private static func readFlag(from form: inout CanonicalReader) throws(CanonicalReader.Malformed) -> Bool {
        switch try form.u8() {
        case 0: return false
        case 1: return true
        default: throw CanonicalReader.Malformed(reason: "an estimated flag other than 0 or 1")
        }
    }
}
