import Foundation

// SwiftUI adds these to the standard collections, for the offsets `.onDelete` and `.onMove` pass; Foundation
// on Linux does not have them, so HeadlessUI does, with SwiftUI's signatures.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as `.onDelete` passes them.
    ///
    /// ```swift
    /// .onDelete { offsets in items.remove(atOffsets: offsets) }
    /// ```
    public mutating func remove(atOffsets offsets: IndexSet) {
        // NB: from the back, so that removing one element does not shift the offsets still to remove.
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` before the element at offset `destination` (the count moves them to the
    /// end), keeping their order, as `.onMove` passes them.
    ///
    /// ```swift
    /// .onMove { from, to in items.move(fromOffsets: from, toOffset: to) }
    /// ```
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moved = source.map { elements[$0] }
        let before = elements.indices.filter { $0 < destination && !source.contains($0) }.map { elements[$0] }
        let after = elements.indices.filter { $0 >= destination && !source.contains($0) }.map { elements[$0] }
        for (index, element) in zip(indices, before + moved + after) {
            self[index] = element
        }
    }
}
