import ItemLayouts
import ScrollCore

/// The `keep` of a transition as sent: an item is named by id and resolved against both sides'
/// items by the handler; the other kinds map straight onto `TransitionKeep`.
enum KeepReference: Sendable, Equatable {
    case rule(TransitionKeep)
    case id(ItemID)
}
