import Testing
import HeadlessUI
import HeadlessUITesting

@MainActor
@Suite("Scenes, tasks and bindings: a titled window, task(id:priority:), Binding's initialisers")
struct ScenesAndBindingsTests {
    @Test("a window group's title shows on the app, and its content renders")
    func titledWindowGroup() async throws {
        let ui = ViewHost(app: KitchenApp())
        await ui.settle()
        #expect(ui.rendered.modifiers.contains("WindowGroup(\"Kitchen\")"))
        #expect(ui.texts.contains("Pancakes"))
    }

    @Test("task(id:priority:) runs again when the id changes; task(priority:) runs once")
    func tasksWithPriority() async throws {
        let menu = DailyMenu()
        let ui = ViewHost(DishOfTheDayView(menu: menu))
        await ui.settle()
        #expect(ui.texts.contains("Good morning"))

        try ui.find(button: "Next day").tap()
        await ui.settle()

        #expect(ui.texts.contains("Soup"))
        #expect(menu.requests == [0, 1])
    }

    @Test("Binding(_:) unwraps an optional while it has a value, and the view drops the field when it is nil")
    func unwrappingBinding() throws {
        let ui = ViewHost(RecipeNoteEditor())
        try ui.find(textField: "Note").setText("Less salt")
        #expect(try ui.find(textField: "Note").input == "Less salt")

        try ui.find(button: "Delete note").tap()

        #expect(throws: InspectionError.self) { try ui.find(textField: "Note") }
        try ui.find(button: "Add note").tap()
        #expect(try ui.find(textField: "Note").input == "")
    }

    @Test("Binding(projectedValue:), an optional Binding(_:) and Binding(get:set:) all write their source")
    func otherInitialisers() throws {
        let ui = ViewHost(RecipeNoteEditor())
        try ui.find(button: "Rate higher").tap()
        #expect(ui.texts.contains("Rating 4, 2 servings"))

        try ui.find(button: "Six servings").tap()
        #expect(ui.texts.contains("Rating 4, 6 servings"))
        try ui.find(button: "Clear servings").tap()
        #expect(ui.texts.contains("Rating 4, 6 servings"))

        try ui.find(toggle: "Four or more").tap()
        #expect(ui.texts.contains("Rating 4, 2 servings"))
        try ui.find(toggle: "Details").tap()
        #expect(try ui.find(toggle: "Details").isOn == true)
    }
}

@MainActor
@Suite("Bindings and transactions: a setter receives the transaction its write happens in")
struct TransactionCorpusTests {
    @Test("a binding with an animation hands its transaction to the setter, a plain one hands none")
    func bindingCarriesItsAnimation() throws {
        let ui = ViewHost(RecipeStepsToggle())
        try ui.find(toggle: "Steps").tap()
        #expect(ui.texts.contains("Steps shown"))
        #expect(ui.texts.contains("Changed animated"))

        try ui.find(toggle: "Steps without animation").tap()
        #expect(ui.texts.contains("Steps hidden"))
        #expect(ui.texts.contains("Changed at once"))
    }

    @Test("writes inside withAnimation carry its animation; withTransaction changes state like any write")
    func blocksOpenTransactions() throws {
        let ui = ViewHost(RecipeStepsToggle())
        try ui.find(button: "Show steps gently").tap()
        #expect(ui.texts.contains("Steps shown"))
        #expect(ui.texts.contains("Changed animated"))

        try ui.find(button: "Hide steps").tap()
        #expect(ui.texts.contains("Steps hidden"))
    }
}

@MainActor
@Suite("Scenes: a window group that presents data gives its window a binding to the window's value")
struct PresentedWindowTests {
    @Test("the launch window of WindowGroup(for:) presents no value, and its content can set one")
    func launchWindowStartsEmpty() throws {
        let ui = ViewHost(app: RecipeWindowsApp())
        #expect(ui.rendered.modifiers.contains("WindowGroup(\"Recipe\")"))
        #expect(ui.texts.contains("No recipe in this window"))

        try ui.find(button: "Show recipe 7").tap()
        #expect(ui.texts.contains("Recipe 7"))
        try ui.find(button: "Close recipe").tap()
        #expect(ui.texts.contains("No recipe in this window"))
    }

    @Test("with a default value the launch window presents it, and writes through the binding stay")
    func defaultValueWindow() throws {
        let ui = ViewHost(app: ShoppingWindowsApp())
        #expect(ui.texts.contains("List: New list"))
        try ui.find(button: "Rename").tap()
        #expect(ui.texts.contains("List: Weekend"))
    }
}
