/// The inline base direction: CSS `direction`, SwiftUI `LayoutDirection`
/// (`.rightToLeft`), UIKit `effectiveUserInterfaceLayoutDirection`.
public enum TextDirection: String, Sendable, CaseIterable {
    case ltr, rtl
}
