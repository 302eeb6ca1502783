import Testing
import HeadlessUI
import HeadlessUITesting

// `remove(atOffsets:)` and `move(fromOffsets:toOffset:)` must do what SwiftUI's do, since a learner's
// `.onDelete` and `.onMove` hand them the offsets unchanged.
@Suite("Editing collections by offsets, as .onDelete and .onMove pass them")
struct OffsetEditingTests {
    @Test("remove(atOffsets:) removes every element at the offsets")
    func removeSeveral() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: [0, 2, 3])
        #expect(letters == ["b", "e"])
    }

    @Test("move(fromOffsets:toOffset:) puts the elements before the destination, keeping their order",
          arguments: [
              ([1], 0, ["b", "a", "c", "d"]),
              ([0], 2, ["b", "a", "c", "d"]),
              ([0], 4, ["b", "c", "d", "a"]),
              ([3], 0, ["d", "a", "b", "c"]),
              ([0, 2], 4, ["b", "d", "a", "c"]),
              ([1, 3], 1, ["a", "b", "d", "c"]),
              ([2], 2, ["a", "b", "c", "d"]),
          ] as [(IndexSet, Int, [String])])
    func move(source: IndexSet, destination: Int, expected: [String]) {
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: source, toOffset: destination)
        #expect(letters == expected)
    }
}
