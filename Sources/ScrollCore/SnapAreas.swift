/// The snap areas of a snap query: areas listed one by one (each with its own margin and
/// alignment), or item frames whose areas all take the defaults (no margin, aligned to start
/// on both axes) — a stack's items, which have no per-item snap fields.
///
/// A collection rather than an array so that snapping over a stack of a million rows reads
/// each frame when it needs it instead of building a million `SnapArea`s first.
public struct SnapAreas: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
    private enum Storage: Sendable, Equatable {
        case listed([SnapArea])
        case frames(ItemFrames)
    }

    private let storage: Storage

    public init(_ areas: [SnapArea]) {
        storage = .listed(areas)
    }

    /// Areas with the default margin and alignment around `frames`.
    public init(frames: ItemFrames) {
        storage = .frames(frames)
    }

    public init(arrayLiteral areas: SnapArea...) {
        self.init(areas)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .listed(let areas): return areas.count
        case .frames(let frames): return frames.count
        }
    }

    /// The area at `index`, which must be in `indices` (a zero area otherwise).
    public subscript(index: Int) -> SnapArea {
        switch storage {
        case .listed(let areas):
            return areas.indices.contains(index) ? areas[index] : SnapArea(frame: Rect(x: 0, y: 0, width: 0, height: 0))
        case .frames(let frames):
            return SnapArea(frame: frames[index])
        }
    }
}
