import Testing
import HeadlessUI
import HeadlessUITesting

@MainActor
@Suite("List rows: context menus, swipe actions, and styling that only draws")
struct ListRowsTests {
    @Test("a context menu's buttons are found within their row and run their action when tapped")
    func contextMenuButtons() throws {
        let ui = ViewHost(PantryListView())
        try ui.find(text: "Sugar").find(button: "Pin").tap()

        #expect(ui.texts.contains("Pinned: Sugar"))
        #expect(ui.findAll(ViewType.ContextMenu.self).count == 3)
    }

    @Test("a destructive context-menu button removes the row, as the swipe action does")
    func contextMenuRemoves() throws {
        let ui = ViewHost(PantryListView())
        try ui.find(text: "Eggs").find(button: "Remove").tap()
        #expect(!ui.texts.contains("Eggs"))

        try ui.find(text: "Flour").find(button: "Delete").tap()
        #expect(!ui.texts.contains("Flour"))
        #expect(ui.texts.contains("Sugar"))
    }

    @Test("a row's background is a layer behind it; separators and insets leave the rows as they are")
    func rowStyling() throws {
        let ui = ViewHost(PantryListView())
        try ui.find(text: "Flour").find(button: "Pin").tap()
        #expect(ui.tree.contains(".listRowBackground"))
        #expect(ui.tree.contains("yellow"))
    }

    @Test("a context menu with a preview offers its buttons; the preview is not rendered")
    func contextMenuWithPreview() throws {
        let ui = ViewHost(RecipePreviewRow(name: "Risotto"))
        #expect(!ui.tree.contains("photo"))
        try ui.find(button: "Share").tap()
        #expect(ui.texts.contains("Shared Risotto"))
    }
}
