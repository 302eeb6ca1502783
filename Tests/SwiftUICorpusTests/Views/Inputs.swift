import HeadlessUI
import Foundation

// Inputs of a recipes app's settings and editor: a slider, a stepper with its own actions, a date picker, a
// switch, and focus that moves from field to field.

/// Kitchen settings: how loud the timer rings, how many portions a recipe starts with, when to cook.
struct KitchenSettingsView: View {
    let earliestDay: Date
    @State private var timerVolume = 0.5
    @State private var portionScale = 2.0
    @State private var isAdjustingScale = false
    @State private var cookingDay: Date
    @State private var remindsMe = true

    init(earliestDay: Date) {
        self.earliestDay = earliestDay
        _cookingDay = State(initialValue: earliestDay)
    }

    var body: some View {
        Form {
            Section("Timer") {
                Slider(value: $timerVolume)
                    .accessibilityLabel("Timer volume")
                Text("Volume \(Int(timerVolume * 100)) %")
            }
            Section("Portions") {
                Slider(value: $portionScale, in: 1...8, step: 1) {
                    Text("Portions")
                } minimumValueLabel: {
                    Image(systemName: "person")
                } maximumValueLabel: {
                    Image(systemName: "person.3")
                } onEditingChanged: { editing in
                    isAdjustingScale = editing
                }
                Text("Cooking for \(Int(portionScale))")
            }
            Section("Plan") {
                DatePicker("Cook on", selection: $cookingDay, in: earliestDay..., displayedComponents: .date)
                    .datePickerStyle(.graphical)
                Text(cookingDay == earliestDay ? "Cooking on the first day" : "Cooking later")
                Toggle("Remind me", isOn: $remindsMe)
                    .toggleStyle(.switch)
            }
        }
    }
}

/// A stepper that calls actions of its own, where the count is not a plain number in a range.
struct ShoppingQuantityView: View {
    @State private var eggs = 6

    var body: some View {
        VStack {
            Stepper("Eggs: \(eggs)", onIncrement: {
                eggs += 6
            }, onDecrement: eggs > 0 ? { eggs -= 6 } : nil)
            Stepper(value: $eggs, in: 0...24, step: 6) {
                Label("Boxes", systemImage: "cart")
            }
        }
    }
}

/// A note form where pressing Return moves focus on to the next field, and a button puts it back.
struct NoteFormView: View {
    enum Field: Hashable {
        case title, body
    }

    @State private var title = ""
    @State private var text = ""
    @FocusState private var focusedField: Field?
    @FocusState private var isSearching: Bool
    @State private var query = ""

    var body: some View {
        Form {
            TextField("Title", text: $title)
                .focused($focusedField, equals: .title)
                .submitLabel(.next)
                .onSubmit { focusedField = .body }
            TextField("Note", text: $text, axis: .vertical)
                .focused($focusedField, equals: .body)
            TextField("Search notes", text: $query)
                .focused($isSearching)
            Button("Edit title") { focusedField = .title }
            Button("Done") { focusedField = nil }
            Text(focusDescription)
        }
    }

    private var focusDescription: String {
        if isSearching { return "Searching" }
        switch focusedField {
        case .title?: return "Editing the title"
        case .body?: return "Editing the note"
        case nil: return "Nothing focused"
        }
    }
}

/// Measures for a recipe that come in quarters and tenths: steppers over a `Double` that show their value
/// through a format style, as VoiceOver reads it.
struct BakingMeasuresView: View {
    @State private var flourCups = 1.0
    @State private var butterShare = 0.5
    @State private var sugarGrams = 100.0

    var body: some View {
        Form {
            Stepper("Flour", value: $flourCups, in: 0...2, step: 0.25, format: .number)
            Stepper(value: $butterShare, in: 0...1, step: 0.1, format: .percent) {
                Text("Butter: \(butterShare.formatted(.percent))")
            }
            Stepper("Sugar", value: $sugarGrams, step: 50, format: .number)
            Text("Flour: \(flourCups.formatted()) cups")
        }
    }
}

/// Kitchen timers with a switch each, and one above them that turns them all on or off.
struct KitchenTimersView: View {
    struct KitchenTimer: Identifiable {
        let id = UUID()
        var name: String
        var isOn: Bool
    }

    @State private var timers = [
        KitchenTimer(name: "Oven", isOn: true),
        KitchenTimer(name: "Pasta", isOn: false),
    ]

    var body: some View {
        List {
            Toggle("All timers", systemImage: "timer", sources: $timers, isOn: \.isOn)
            ForEach($timers) { $timer in
                Toggle(timer.name, isOn: $timer.isOn)
            }
        }
    }
}

/// Which field of the recipe editor is being edited, for a status bar elsewhere on the screen.
struct EditedFieldKey: FocusedValueKey {
    typealias Value = String
}

extension FocusedValues {
    var editedField: String? {
        get { self[EditedFieldKey.self] }
        set { self[EditedFieldKey.self] = newValue }
    }
}

/// A recipe editor whose title field has focus when it opens, with a status bar that reads which field is
/// being edited through a focused value.
struct RecipeFieldsEditor: View {
    enum Field: Hashable {
        case title, notes
    }

    @State private var title = "Pancakes"
    @State private var notes = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        VStack {
            Form {
                TextField("Title", text: $title)
                    .focused($focusedField, equals: .title)
                    .focusedValue(\.editedField, "title")
                TextField("Notes", text: $notes)
                    .focused($focusedField, equals: .notes)
                    .focusedValue(\.editedField, "notes")
                Text("Photo")
                    .focusable(false)
            }
            .defaultFocus($focusedField, .title)
            Button("Done") { focusedField = nil }
            EditingStatusBar()
        }
    }
}

/// Shows which field is being edited, wherever focus is.
struct EditingStatusBar: View {
    @FocusedValue(\.editedField) private var editedField

    var body: some View {
        Text(editedField.map { "Editing \($0)" } ?? "Not editing")
    }
}
