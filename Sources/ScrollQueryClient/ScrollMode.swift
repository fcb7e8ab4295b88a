/// `ifNeeded`: Chromium's `scrollIntoViewIfNeeded`, per axis; default `always`.
public enum ScrollMode: String, Codable, Hashable, Sendable {
    case always, ifNeeded
}
