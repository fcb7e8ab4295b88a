import ItemLayouts
import ScrollCore

/// The `target` of a request as sent: items are named by id or index and resolved against
/// `items` by the handler; the other kinds map straight onto `ScrollTarget`.
enum TargetReference: Sendable, Equatable {
    case id(ItemID)
    /// Any integral number, kept as sent: a negative or too-large index is "not found" (404),
    /// not malformed (400), and the 404 message repeats what the client sent.
    case index(Double)
    case edge(ContentEdge)
    case rect(Rect)
    case point(Point)
    /// The item after (`.next`) or before (`.previous`) the one with this id, in content order.
    case step(ItemStep, from: ItemID, wrap: Bool)
    /// One page from the current offset.
    case page(PageDirection, overlap: Double)
    /// A header, row or footer of a section list, by section (any integral number, kept as
    /// sent like `index`: one past the list is "not found").
    case section(Double, SectionPart)
}

/// The part of a section a `{"section": s, "item": …}` target names.
enum SectionPart: Sendable, Equatable {
    /// `"item": "header"`, or no `item`.
    case header
    /// `"item": j`: row j, kept as sent.
    case row(Double)
    /// `"item": "footer"`.
    case footer
}
