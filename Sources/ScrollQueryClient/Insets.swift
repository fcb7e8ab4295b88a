/// Content insets (UIKit's `adjustedContentInset`, SwiftUI's safe area), or scroll padding;
/// an edge left `nil` is 0.
public struct Insets: Codable, Hashable, Sendable {
    public var top: Double?
    public var left: Double?
    public var bottom: Double?
    public var right: Double?
    public init(top: Double? = nil, left: Double? = nil, bottom: Double? = nil, right: Double? = nil) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
}
