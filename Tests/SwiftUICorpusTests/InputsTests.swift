import Foundation
import Testing
import HeadlessUI
import HeadlessUITesting

@MainActor
@Suite("Inputs: sliders, date pickers, steppers with actions, and focus behave as a learner expects")
struct InputsTests {
    let firstDay = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("sliding a stepped slider writes the nearest step within its bounds through its binding")
    func sliderSteps() throws {
        let ui = ViewHost(KitchenSettingsView(earliestDay: firstDay))
        #expect(try ui.find(slider: "Portions").sliderValue == 2)

        try ui.find(slider: "Portions").slide(to: 4.4)
        #expect(ui.texts.contains("Cooking for 4"))

        try ui.find(slider: "Portions").slide(to: 20)
        #expect(ui.texts.contains("Cooking for 8"))
        #expect(try ui.find(slider: "Portions").sliderValue == 8)
    }

    @Test("a slider without a label is found by its accessibility label and slides freely within 0...1")
    func unlabelledSlider() throws {
        let ui = ViewHost(KitchenSettingsView(earliestDay: firstDay))

        try ui.find(slider: "Timer volume").slide(to: 0.25)
        #expect(ui.texts.contains("Volume 25 %"))

        try ui.find(slider: "Timer volume").slide(to: -3)
        #expect(ui.texts.contains("Volume 0 %"))
    }

    @Test("a date picker with a range starting on a day offers no earlier date")
    func datePickerKeepsToItsRange() throws {
        let ui = ViewHost(KitchenSettingsView(earliestDay: firstDay))
        #expect(try ui.find(datePicker: "Cook on").date == firstDay)

        try ui.find(datePicker: "Cook on").choose(firstDay.addingTimeInterval(-86_400))
        #expect(ui.texts.contains("Cooking on the first day"))

        try ui.find(datePicker: "Cook on").choose(firstDay.addingTimeInterval(2 * 86_400))
        #expect(ui.texts.contains("Cooking later"))
        #expect(try ui.find(datePicker: "Cook on").date == firstDay.addingTimeInterval(2 * 86_400))
    }

    @Test("a switch-styled toggle still switches with a tap")
    func styledToggle() throws {
        let ui = ViewHost(KitchenSettingsView(earliestDay: firstDay))
        try ui.find(toggle: "Remind me").tap()
        #expect(try ui.find(toggle: "Remind me").isOn == false)
    }

    @Test("a stepper with its own actions runs them, and a nil action disables its button")
    func stepperActions() throws {
        let ui = ViewHost(ShoppingQuantityView())
        try ui.find(stepper: "Eggs").increment()
        #expect(ui.texts.contains("Eggs: 12"))

        try ui.find(stepper: "Eggs").decrement()
        try ui.find(stepper: "Eggs").decrement()
        #expect(ui.texts.contains("Eggs: 0"))
        #expect(throws: InspectionError.self) { try ui.find(stepper: "Eggs").decrement() }
    }

    @Test("a stepper over a range steps by its step and stops at its bound")
    func stepperWithLabelView() throws {
        let ui = ViewHost(ShoppingQuantityView())
        for _ in 0..<3 { try ui.find(stepper: "Boxes").increment() }
        #expect(ui.texts.contains("Eggs: 24"))
        #expect(throws: InspectionError.self) { try ui.find(stepper: "Boxes").increment() }
    }

    @Test("focusing a field sets the @FocusState to its value, and a button can move focus back")
    func focusFollowsTheField() throws {
        let ui = ViewHost(NoteFormView())
        #expect(ui.texts.contains("Nothing focused"))
        #expect(try ui.find(textField: "Title").isFocused == false)

        try ui.find(textField: "Note").focus()
        #expect(ui.texts.contains("Editing the note"))
        #expect(try ui.find(textField: "Note").isFocused == true)

        try ui.find(button: "Edit title").tap()
        #expect(try ui.find(textField: "Title").isFocused == true)
        #expect(try ui.find(textField: "Note").isFocused == false)

        try ui.find(button: "Done").tap()
        #expect(ui.texts.contains("Nothing focused"))
    }

    @Test("pressing Return in the title lets go of focus, then onSubmit moves it on to the note")
    func submitMovesFocusOn() throws {
        let ui = ViewHost(NoteFormView())
        try ui.find(textField: "Title").setText("Pancakes")
        #expect(ui.texts.contains("Editing the title"))

        try ui.find(textField: "Title").submit()

        #expect(ui.texts.contains("Editing the note"))
        #expect(try ui.find(textField: "Note").isFocused == true)
    }

    @Test("one view has focus at a time: a Boolean focus state taking it resets the other")
    func focusIsExclusive() throws {
        let ui = ViewHost(NoteFormView())
        try ui.find(textField: "Title").focus()
        try ui.find(textField: "Search notes").focus()

        #expect(ui.texts.contains("Searching"))
        #expect(try ui.find(textField: "Title").isFocused == false)

        try ui.find(button: "Edit title").tap()
        #expect(ui.texts.contains("Editing the title"))
        #expect(try ui.find(textField: "Search notes").isFocused == false)
    }
}

@MainActor
@Suite("Inputs: steppers with a format style step a Double and show its value formatted")
struct FormattedStepperTests {
    @Test("a stepper with a format steps by its step, stops at its bound and shows the value through the format")
    func formattedStepperStepsAndShowsItsValue() throws {
        let ui = ViewHost(BakingMeasuresView())
        #expect(try ui.find(stepper: "Flour").stepperValue == 1.0.formatted(.number))

        try ui.find(stepper: "Flour").increment()
        #expect(ui.texts.contains("Flour: \(1.25.formatted()) cups"))
        #expect(try ui.find(stepper: "Flour").stepperValue == 1.25.formatted(.number))

        for _ in 0..<3 { try ui.find(stepper: "Flour").increment() }
        #expect(ui.texts.contains("Flour: \(2.0.formatted()) cups"))
        #expect(throws: InspectionError.self) { try ui.find(stepper: "Flour").increment() }
    }

    @Test("a percent-formatted stepper with a label view and an unbounded one step their values")
    func percentAndUnboundedSteppers() throws {
        let ui = ViewHost(BakingMeasuresView())
        try ui.find(stepper: "Butter").decrement()
        #expect(try ui.find(stepper: "Butter").stepperValue == 0.4.formatted(.percent))

        try ui.find(stepper: "Sugar").increment()
        #expect(try ui.find(stepper: "Sugar").stepperValue == 150.0.formatted(.number))
    }
}

@MainActor
@Suite("Inputs: one toggle switches a collection of timers")
struct TimerSwitchesTests {
    @Test("the toggle over all timers is mixed while some run, and turning it on starts every timer")
    func allTimers() throws {
        let ui = ViewHost(KitchenTimersView())
        #expect(try ui.find(toggle: "All timers").isMixed == true)

        try ui.find(toggle: "All timers").tap()
        #expect(try ui.find(toggle: "Pasta").isOn == true)
        #expect(try ui.find(toggle: "All timers").isOn == true)

        try ui.find(toggle: "Oven").tap()
        #expect(try ui.find(toggle: "All timers").isMixed == true)
    }
}

@MainActor
@Suite("Inputs: focus starts where defaultFocus says, and a focused value follows focus")
struct FocusedValueCorpusTests {
    @Test("the editor opens with the title focused, and the status bar reads the focused field's value")
    func defaultFocusAndFocusedValue() throws {
        let ui = ViewHost(RecipeFieldsEditor())
        #expect(try ui.find(textField: "Title").isFocused == true)
        #expect(ui.texts.contains("Editing title"))

        try ui.find(textField: "Notes").focus()
        #expect(ui.texts.contains("Editing notes"))

        try ui.find(button: "Done").tap()
        #expect(ui.texts.contains("Not editing"))
        #expect(try ui.find(textField: "Title").isFocused == false)
    }
}
