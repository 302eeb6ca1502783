import Testing
import HeadlessUI
import HeadlessUITesting

@MainActor
@Suite("Controls: pickers, text fields, steppers and toggles behave as a learner expects")
struct ControlsTests {
    @Test("choosing an option in a picker sets the selection and the view shows it")
    func pickerSelects() throws {
        let ui = ViewHost(CategoryPicker())
        #expect(ui.texts.contains("Showing Main"))

        try ui.find(picker: "Category").select("Dessert")

        #expect(ui.texts.contains("Showing Dessert"))
        let options = ui.findAll(ViewType.PickerOption.self)
        #expect(options.map(\.texts) == [["Breakfast"], ["Main"], ["Dessert"]])
        #expect(options.map(\.isSelected) == [false, false, true])
    }

    @Test("rows of a ForEach are options by their id, without a tag")
    func forEachRowsAreImplicitlyTagged() throws {
        let ui = ViewHost(RecipeFilters())

        try ui.find(picker: "Difficulty").select("Hard")

        #expect(ui.texts.contains("Difficulty: hard"))
    }

    @Test("an explicit tag is what the picker stores, not the option's text")
    func explicitTagsAreStored() throws {
        let ui = ViewHost(RecipeFilters())

        try ui.find(picker: "Sort by").select("Newest")

        #expect(ui.texts.contains("Sorted by date"))
        #expect(try ui.find(picker: "Difficulty").findAll(ViewType.PickerOption.self).count == 3)
    }

    @Test("selecting an option a picker does not have fails and names the option")
    func missingOptionFails() throws {
        let ui = ViewHost(CategoryPicker())
        let error = #expect(throws: InspectionError.self) { try ui.find(picker: "Category").select("Soup") }
        #expect(error?.description.contains("option \"Soup\"") == true)
    }

    @Test("pressing Return in the search field runs onSubmit with what was typed")
    func submitRunsOnSubmit() throws {
        let ui = ViewHost(RecipeSearch())

        try ui.find(textField: "Search").setText("Pancakes")
        #expect(!ui.texts.contains("Searched for Pancakes"))
        try ui.find(textField: "Search").submit()

        #expect(ui.texts.contains("Searched for Pancakes"))
    }

    @Test("a secure field takes a password and submits it")
    func secureFieldSubmits() throws {
        let ui = ViewHost(SignInForm())
        try ui.find(secureField: "Password").submit()
        #expect(ui.texts.contains("Please sign in"))

        try ui.find(secureField: "Password").setText("geheim")
        try ui.find(secureField: "Password").submit()

        #expect(try ui.find(secureField: "Password").input == "geheim")
        #expect(ui.texts.contains("Welcome back"))
    }

    @Test("a stepper steps its value up and down and stops at its bounds")
    func stepperStaysInBounds() throws {
        let ui = ViewHost(RecipeEditor())
        try ui.find(stepper: "Servings").increment()
        #expect(ui.texts.contains("Servings: 5"))

        for _ in 0..<7 { try ui.find(stepper: "Servings").increment() }
        #expect(ui.texts.contains("Servings: 12"))
        #expect(throws: InspectionError.self) { try ui.find(stepper: "Servings").increment() }
        #expect(ui.texts.contains("Servings: 12"))

        for _ in 0..<11 { try ui.find(stepper: "Servings").decrement() }
        #expect(ui.texts.contains("Servings: 1"))
        #expect(throws: InspectionError.self) { try ui.find(stepper: "Servings").decrement() }
    }

    @Test("a vertical text field takes notes like any text field")
    func verticalTextField() throws {
        let ui = ViewHost(RecipeEditor())

        try ui.find(textField: "Notes").setText("Rest the batter")

        let notes = try ui.find(textField: "Notes")
        #expect(notes.input == "Rest the batter")
        #expect(notes.modifiers.contains("axis: .vertical"))
    }

    @Test("a toggle in button style switches like a switch")
    func buttonStyleToggle() throws {
        let ui = ViewHost(RecipeEditor())

        try ui.find(toggle: "Favorite").tap()

        #expect(try ui.find(toggle: "Favorite").isOn == true)
        #expect(ui.texts.contains("Marked as favorite"))
    }
}
