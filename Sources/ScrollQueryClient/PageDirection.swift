/// The direction of a page target (one viewport less `overlap` from `contentOffset`).
public enum PageDirection: String, Codable, Hashable, Sendable {
    case down, up, left, right
}
