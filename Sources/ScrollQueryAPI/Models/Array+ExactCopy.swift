extension Array {
    /// A copy in a buffer of its own, sized for the elements (`Array(self)` would share this
    /// buffer, spare capacity included): what a layout that is kept holds.
    func exactCopy() -> [Element] {
        withUnsafeBufferPointer { Array($0) }
    }
}
