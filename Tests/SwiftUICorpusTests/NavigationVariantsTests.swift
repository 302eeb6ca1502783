import Testing
import HeadlessUI
import HeadlessUITesting

@MainActor
@Suite("Navigation variants: split view, NavigationView, destinations pushed by a flag or an item")
struct NavigationVariantsTests {
    @Test("a split view's columns are its children; choosing in the sidebar changes the detail")
    func splitViewColumns() throws {
        let ui = ViewHost(RecipeCategoriesSplitView())
        let split = try ui.find(ViewType.NavigationSplitView.self)
        #expect(split.children.count == 2)
        #expect(split.children.last?.texts.contains("Choose a category") == true)

        try ui.find(button: "Dessert").tap()

        #expect(ui.texts.contains("Recipes for Dessert"))
        #expect(ui.tree.contains(".navigationBarTitleDisplayMode(.inline)"))
    }

    @Test("a detail-only column visibility hides the sidebar from searches")
    func detailOnlyHidesTheSidebar() throws {
        let ui = ViewHost(RecipeCategoriesSplitView())
        try ui.find(button: "Focus on the recipes").tap()
        #expect(throws: InspectionError.self) { try ui.find(button: "Breakfast") }
    }

    @Test("NavigationView pushes its links like a stack, and reports the topmost title")
    func navigationViewIsAStack() throws {
        let ui = ViewHost(LegacySettingsView())
        #expect(try ui.find(ViewType.NavigationStack.self).navigationTitle == "Settings")

        try ui.find(navigationLink: "Appearance").tap()

        #expect(ui.texts.contains("Light or dark"))
        #expect(throws: InspectionError.self) { try ui.find(navigationLink: "Units").tap() }
    }

    @Test("navigationDestination(isPresented:) pushes while the flag is true; dismiss pops and resets it")
    func pushedByAFlag() throws {
        let ui = ViewHost(KitchenStartView())
        try ui.find(button: "Open shopping list").tap()

        #expect(ui.texts.contains("Flour, milk, eggs"))
        #expect(try ui.find(ViewType.NavigationStack.self).navigationTitle == "Shopping list")
        #expect(throws: InspectionError.self) { try ui.find(button: "Open shopping list").tap() }

        try ui.find(button: "Done").tap()

        #expect(!ui.texts.contains("Flour, milk, eggs"))
        #expect(ui.texts.contains("List closed"))
        #expect(try ui.find(ViewType.NavigationStack.self).navigationTitle == "Kitchen")
    }

    @Test("navigationDestination(item:) pushes the item that was set")
    func pushedByAnItem() throws {
        let notes = [KitchenNote(id: 1, title: "Oven", text: "Preheat to 180°"),
                     KitchenNote(id: 2, title: "Dough", text: "Rest for an hour")]
        let ui = ViewHost(KitchenNotesView(notes: notes))

        try ui.find(button: "Dough").tap()

        #expect(ui.texts.contains("Rest for an hour"))
        #expect(try ui.find(ViewType.NavigationStack.self).navigationTitle == "Dough")
        #expect(!ui.texts.contains("Preheat to 180°"))
    }
}
