import Foundation
@testable import GraderKit
import Testing

/// A check that names a property for what a method does with it points into the method, where the fix
/// goes, not at the property's declaration.
@Suite struct PlaceInMethodTests {
    private let model = """
        final class MealListModel {
            private(set) var isLoading = false
            var summary: String { isLoading ? "…" : "" }
            private(set) var unused = 0

            func load() async {
                isLoading = true
            }
        }

        """

    @Test("a property a method changes: the arrow points at its first use in a body, not at its declaration")
    func propertyPointsIntoTheMethod() throws {
        try withLesson(model) { finder in
            #expect(finder.place(file: "MealListModel.swift", symbol: "isLoading").description
                    == "Lessons/02-Init/MealListModel.swift:3:27")
            // A symbol that names the declaration on purpose keeps it.
            #expect(finder.place(file: "MealListModel.swift", symbol: "var isLoading").description
                    == "Lessons/02-Init/MealListModel.swift:2:18")
        }
    }

    @Test("a property nothing else uses keeps its declaration as the place")
    func unusedPropertyKeepsItsDeclaration() throws {
        try withLesson(model) { finder in
            #expect(finder.place(file: "MealListModel.swift", symbol: "unused").description
                    == "Lessons/02-Init/MealListModel.swift:4:22")
        }
    }

    private func withLesson(_ text: String, _ body: (StudentPlaceFinder) throws -> Void) throws {
        let root = NSTemporaryDirectory() + "place-in-method-\(UUID().uuidString)"
        let folder = "Lessons/02-Init"
        try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try text.write(toFile: "\(root)/\(folder)/MealListModel.swift", atomically: true, encoding: .utf8)
        try body(StudentPlaceFinder(root: root, folder: folder))
    }
}
