import Foundation

/// What a client stored, by layout id: the body of `POST /v1/layouts`, or the base's id and the
/// edits of `POST /v1/layouts/{base}/edits`. Enough to store each layout again, base first, on a
/// server that does not hold it. Shared by the copies of a `ScrollQueryClient`; safe from any
/// thread.
final class StoredLayouts: @unchecked Sendable {
    enum Recipe: Sendable {
        case body(LayoutRequest)
        case edits(base: String, [LayoutEdit])
    }

    private let lock = NSLock()
    private var recipes: [String: Recipe] = [:]

    /// How `layoutId` was made, or nil when this client did not store it.
    subscript(layoutId: String) -> Recipe? {
        lock.lock()
        defer { lock.unlock() }
        return recipes[layoutId]
    }

    /// Keeps `recipe` for `layoutId`; the first recipe of an id stays (any of them makes the same layout).
    func keep(_ recipe: Recipe, for layoutId: String) {
        lock.lock()
        defer { lock.unlock() }
        if recipes[layoutId] == nil { recipes[layoutId] = recipe }
    }

    func forget(_ layoutId: String) {
        lock.lock()
        defer { lock.unlock() }
        recipes[layoutId] = nil
    }

    var ids: [String] {
        lock.lock()
        defer { lock.unlock() }
        return Array(recipes.keys)
    }

    /// The layouts a request body names: every string `layout` member, at any depth (a
    /// transition's `before` and `after`, an animation's `offsetRequest`).
    static func named(in body: Data?) -> [String] {
        guard let body, let json = try? JSONSerialization.jsonObject(with: body) else { return [] }
        func walk(_ value: Any) -> [String] {
            if let object = value as? [String: Any] {
                return object.flatMap { key, member -> [String] in
                    if key == "layout", let id = member as? String { return [id] }
                    return walk(member)
                }
            }
            if let array = value as? [Any] { return array.flatMap(walk) }
            return []
        }
        return walk(json)
    }
}
