extension Array {
    /// A copy in a buffer of its own, sized for the elements (`Array(self)` would share this
    /// buffer, spare capacity included): what a layout that is kept holds.
    public func exactCopy() -> [Element] {
        var copy: [Element] = []
        copy.reserveCapacity(count)
        copy.append(contentsOf: self)
        return copy
    }
}
