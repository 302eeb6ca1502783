import Testing
import Observation
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

@Observable
final class SearchModel {
    var query = ""
    var showsFavoritesOnly = false
}

/// A task list: a text field to add tasks, a toggle per setting, and a delete button that asks first.
private struct TaskListView: View {
    @State private var draft = ""
    @State private var tasks: [String] = []
    @State private var showsDone = true
    @State private var confirmsDelete = false

    var body: some View {
        List {
            TextField("New task", text: $draft)
            Button("Add") {
                tasks.append(draft)
                draft = ""
            }
            .disabled(draft.isEmpty)
            Toggle("Show done", isOn: $showsDone)
            ForEach(tasks, id: \.self) { Text($0) }
            Button("Delete all", role: .destructive) { confirmsDelete = true }
        }
        .alert("Delete all tasks?", isPresented: $confirmsDelete) {
            Button("Delete", role: .destructive) { tasks = [] }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
    }
}

/// Edits an `@Observable` model through `@Bindable`.
private struct SearchForm: View {
    @Bindable var model: SearchModel

    var body: some View {
        VStack {
            TextField("Search", text: $model.query, prompt: Text("Pancakes, waffles …"))
            Toggle(isOn: $model.showsFavoritesOnly) { Label("Favorites only", systemImage: "heart") }
            Toggle("Icon toggle", systemImage: "star", isOn: $model.showsFavoritesOnly)
        }
    }
}

/// Shows an alert without actions, which gets SwiftUI's OK button.
private struct PlainAlert: View {
    @State private var isShown = true
    @State private var dismissals = 0

    var body: some View {
        Text("dismissed \(dismissals)")
            .alert(Text("Saved"), isPresented: $isShown) {}
            .onChange(of: isShown) { dismissals += 1 }
    }
}

@MainActor
@Suite("Controls: Toggle, TextField, disabled buttons and alerts")
struct ControlsTests {
    @Test("TextField shows its label, holds the binding's text, and setText(_:) types into it")
    func textFieldTyping() throws {
        let ui = ViewHost(TaskListView())
        let field = try ui.find(textField: "New task")
        #expect(field.input == "")
        try field.setText("Buy flour")
        #expect(try ui.find(textField: "New task").input == "Buy flour")
        #expect(ui.tree.contains("TextField input: \"Buy flour\""))
        try ui.find(button: "Add").tap()
        #expect(ui.texts.contains("Buy flour"))
        #expect(try ui.find(textField: "New task").input == "")
    }

    @Test("setText(_:) on anything but a TextField throws")
    func setTextOnNonTextFieldThrows() throws {
        let ui = ViewHost(TaskListView())
        let error = #expect(throws: InspectionError.self) { try ui.find(button: "Add").setText("x") }
        #expect(error?.description.contains("Only a TextField can be typed into, but this is a Button") == true)
    }

    @Test("TextField with a prompt and a binding into an @Observable model")
    func textFieldWithPromptAndModel() throws {
        let model = SearchModel()
        let ui = ViewHost(SearchForm(model: model))
        try ui.find(textField: "Search").setText("Pan")
        #expect(model.query == "Pan")
        #expect(try ui.find(textField: "Search").texts == ["Search", "Pancakes, waffles …"])
    }

    @Test("Toggle shows its state, and tap() switches the binding")
    func toggleSwitches() throws {
        let ui = ViewHost(TaskListView())
        #expect(try ui.find(toggle: "Show done").isOn == true)
        try ui.find(toggle: "Show done").tap()
        #expect(try ui.find(toggle: "Show done").isOn == false)
        #expect(ui.tree.contains("Toggle isOn: false"))
    }

    @Test("Toggle with a label view or a system image edits a model's property")
    func toggleLabelForms() throws {
        let model = SearchModel()
        let ui = ViewHost(SearchForm(model: model))
        try ui.find(toggle: "Favorites only").tap()
        #expect(model.showsFavoritesOnly)
        #expect(try ui.find(toggle: "Icon toggle").isOn == true)
        #expect(ui.findAll(ViewType.Toggle.self).map(\.isOn) == [true, true])
        #expect(try ui.find(toggle: "Icon toggle").findAll(Image.self).map(\.systemImage) == ["star"])
    }

    @Test("a disabled button reports it, and tapping it throws without running the action")
    func disabledButtonCannotBeTapped() throws {
        let ui = ViewHost(TaskListView())
        let add = try ui.find(button: "Add")
        #expect(!add.isEnabled)
        #expect(ui.tree.contains("Button disabled"))
        let error = #expect(throws: InspectionError.self) { try add.tap() }
        #expect(error?.description.contains("This Button is disabled, so tapping it does nothing") == true)

        try ui.find(textField: "New task").setText("Milk")
        #expect(try ui.find(button: "Add").isEnabled)
    }

    @Test("disabled(true) on a container disables every control in it; disabled(false) cannot re-enable")
    func disabledContainer() throws {
        var taps = 0
        let ui = ViewHost(VStack {
            Button("inner") { taps += 1 }.disabled(false)
            Toggle("switch", isOn: .constant(true))
            TextField("field", text: .constant(""))
        }.disabled(true))
        #expect(ui.findAll(ViewType.Button.self).map(\.isEnabled) == [false])
        #expect(throws: InspectionError.self) { try ui.find(button: "inner").tap() }
        #expect(throws: InspectionError.self) { try ui.find(toggle: "switch").tap() }
        #expect(throws: InspectionError.self) { try ui.find(textField: "field").setText("x") }
        #expect(taps == 0)
    }

    @Test("a Button's role is shown in the tree")
    func buttonRole() throws {
        let ui = ViewHost(TaskListView())
        #expect(try ui.find(button: "Delete all").modifiers == ["role: destructive"])
    }

    @Test("an alert shows its title, message and buttons only while presented")
    func alertPresentation() throws {
        let ui = ViewHost(TaskListView())
        #expect(!ui.contains(ViewType.Alert.self))
        try ui.find(textField: "New task").setText("Milk")
        try ui.find(button: "Add").tap()

        try ui.find(button: "Delete all").tap()
        let alert = try ui.find(ViewType.Alert.self)
        #expect(alert.texts == ["Delete all tasks?", "This cannot be undone.", "Delete", "Cancel"])
    }

    @Test("tapping an alert's button dismisses it and runs the button's action")
    func alertButtonDismisses() throws {
        let ui = ViewHost(TaskListView())
        try ui.find(textField: "New task").setText("Milk")
        try ui.find(button: "Add").tap()
        try ui.find(button: "Delete all").tap()
        try ui.find(ViewType.Alert.self).find(button: "Cancel").tap()
        #expect(!ui.contains(ViewType.Alert.self))
        #expect(ui.texts.contains("Milk"))

        try ui.find(button: "Delete all").tap()
        try ui.find(ViewType.Alert.self).find(button: "Delete").tap()
        #expect(!ui.contains(ViewType.Alert.self))
        #expect(!ui.texts.contains("Milk"))
    }

    @Test("an alert without buttons gets an OK button that dismisses it")
    func alertWithoutActionsGetsOK() throws {
        let ui = ViewHost(PlainAlert())
        let alert = try ui.find(ViewType.Alert.self)
        #expect(alert.texts == ["Saved", "OK"])
        try alert.find(button: "OK").tap()
        #expect(!ui.contains(ViewType.Alert.self))
        #expect(ui.texts == ["dismissed 1"])
    }
}
