import Testing
import HeadlessUI
import HeadlessUITesting

@MainActor
@Suite("Collections: lists delete, move, swipe and edit their rows")
struct CollectionsTests {
    private func titles(_ ui: ViewHost) -> [String] {
        ui.findAll(ViewType.Toggle.self).compactMap { $0.texts.first }
    }

    @Test("deleting a row removes that item and the list shows the rest")
    func deleteRemovesTheRow() throws {
        let ui = ViewHost(ShoppingListView())

        try ui.find(text: "Milk").delete()

        #expect(titles(ui) == ["Flour", "Eggs"])
        #expect(ui.texts.contains("0 of 2 done"))
    }

    @Test("moving a row reorders the items")
    func moveReorders() throws {
        let ui = ViewHost(ShoppingListView())

        try ui.find(text: "Eggs").move(toOffset: 0)
        #expect(titles(ui) == ["Eggs", "Flour", "Milk"])

        try ui.find(text: "Eggs").move(toOffset: 3)
        #expect(titles(ui) == ["Flour", "Milk", "Eggs"])
    }

    @Test("a swipe action's button runs for its own row")
    func swipeActionRuns() throws {
        let ui = ViewHost(ShoppingListView())

        try ui.find(toggle: "Milk").find(button: "Pin").tap()

        #expect(ui.texts.contains("Pinned: Milk"))
        #expect(try ui.find(toggle: "Milk").modifiers.contains(".swipeActions"))
    }

    @Test("toggling a row of ForEach($items) changes that item in the array")
    func bindingRowsWriteBack() throws {
        let ui = ViewHost(ShoppingListView())

        try ui.find(toggle: "Milk").tap()

        #expect(try ui.find(toggle: "Milk").isOn == true)
        #expect(try ui.find(toggle: "Flour").isOn == false)
        #expect(ui.texts.contains("1 of 3 done"))
    }

    @Test("a moved row keeps its binding to its own item")
    func bindingFollowsMove() throws {
        let ui = ViewHost(ShoppingListView())
        try ui.find(text: "Eggs").move(toOffset: 0)

        try ui.find(toggle: "Eggs").tap()

        #expect(try ui.find(toggle: "Eggs").isOn == true)
        #expect(try ui.find(toggle: "Flour").isOn == false)
    }

    @Test("the edit button reads Done while editing and Edit again after")
    func editButtonToggles() throws {
        let ui = ViewHost(ShoppingListView())

        try ui.find(button: "Edit").tap()
        #expect(throws: Never.self) { try ui.find(button: "Done") }
        try ui.find(button: "Done").tap()

        #expect(throws: Never.self) { try ui.find(button: "Edit") }
    }

    @Test("List($items) gives each row a binding to its item")
    func listOfBindings() throws {
        let ui = ViewHost(PantryView())

        try ui.find(toggle: "Oats").tap()

        #expect(ui.texts.contains("1 stocked"))
    }

    @Test("onDelete with a method and a destructive swipe action both delete their row")
    func deleteByMethodAndBySwipe() throws {
        let ui = ViewHost(PantryView())

        try ui.find(text: "Pepper").delete()
        #expect(!ui.texts.contains("Pepper"))

        try ui.find(text: "Sugar").find(button: "Delete").tap()
        #expect(!ui.texts.contains("Sugar"))
        #expect(ui.texts.contains("Salt"))
    }

    @Test("a row without onDelete cannot be deleted, and the error says so")
    func deleteNeedsOnDelete() throws {
        let ui = ViewHost(PantryView())
        let error = #expect(throws: InspectionError.self) { try ui.find(toggle: "Rice").delete() }
        #expect(error?.description.contains("no row of a ForEach with .onDelete") == true)
    }

    @Test("lazy stacks and grids show all their children")
    func lazyContainersShowEverything() {
        let ui = ViewHost(RecipeGrid())

        #expect(ui.texts == ["Pancakes", "Soup", "Salad", "Curry", "Quick", "Vegan", "Ingredients", "Flour",
                             "Step 1", "Step 2", "Milk", "300 ml", "Eggs", "2"])
        #expect(ui.contains(ViewType.LazyVGrid.self) && ui.contains(ViewType.GridRow.self))
    }
}
