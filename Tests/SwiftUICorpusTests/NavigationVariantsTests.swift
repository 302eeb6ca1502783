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

@MainActor
@Suite("Navigation variants: a sidebar's List(selection:) chooses what the detail column shows")
struct SidebarSelectionTests {
    @Test("tapping a sidebar row selects it, and the detail column shows the selected recipe")
    func sidebarChoosesTheDetail() throws {
        let ui = ViewHost(CookbookSplitView())
        #expect(ui.texts.contains("Choose a recipe"))

        try ui.find(row: "Risotto").tap()
        #expect(try ui.find(row: "Risotto").isSelected == true)
        #expect(try ui.find(row: "Pancakes").isSelected == false)
        #expect(ui.texts.contains("Not a favorite"))
        #expect(ui.texts.contains("Opened 1 times"))

        try ui.find(row: "Soup").tap()
        #expect(try ui.find(row: "Risotto").isSelected == false)
        #expect(ui.texts.contains("Soup"))
    }

    @Test("a row's item menu acts on that row's id")
    func rowMenuActsOnItsRow() throws {
        let ui = ViewHost(CookbookSplitView())
        try ui.find(row: "Pancakes").find(button: "Add to favorites").tap()
        try ui.find(row: "Pancakes").tap()
        #expect(ui.texts.contains("A favorite"))
        try ui.find(row: "Risotto").tap()
        #expect(ui.texts.contains("Not a favorite"))
    }

    @Test("a list with a set selection chooses a row with a tap and more rows as edit mode would")
    func multipleSelection() throws {
        let ui = ViewHost(ShoppingChoiceView())
        try ui.find(row: "Milk").tap()
        try ui.find(row: "Eggs").extendSelection()
        #expect(try ui.find(row: "Flour").isSelected == false)
        try ui.find(button: "Move 2 to the basket").tap()
        #expect(ui.texts.contains("Basket: Eggs, Milk"))

        try ui.find(row: "Flour").tap()
        try ui.find(row: "Eggs").tap()
        #expect(try ui.find(row: "Flour").isSelected == false)
        #expect(try ui.find(button: "Move 1 to the basket").isEnabled)
    }
}
