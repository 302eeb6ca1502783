import HeadlessUI

// A small recipes app's presentations, written as a learner writes them: sheets, toolbars, alerts about an
// error, a confirmation dialog, tabs, a menu and links.

/// What happened on screen, in order, for the behaviour tests to read: appearances, tasks, dismissals.
@Observable
final class ScreenEvents {
    var entries: [String] = []
}

/// A recipe book whose toolbar button presents an editor in a sheet.
struct RecipeBookView: View {
    let events: ScreenEvents
    @State private var recipes = ["Pfannkuchen"]
    @State private var showsEditor = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(recipes, id: \.self) { recipe in
                    Text(recipe)
                }
            }
            .navigationTitle("Rezepte")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Neues Rezept", systemImage: "plus") {
                        showsEditor = true
                    }
                }
            }
            .sheet(isPresented: $showsEditor, onDismiss: { events.entries.append("dismissed") }) {
                RecipeEditorView(events: events) { recipes.append($0) }
            }
        }
    }
}

/// The editor in the sheet: its own state, a cancel and a done button that close it.
struct RecipeEditorView: View {
    let events: ScreenEvents
    var onSave: (String) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var ingredients = 0

    var body: some View {
        NavigationStack {
            Form {
                Text("Zutaten: \(ingredients)")
                Button("Zutat hinzufügen") {
                    ingredients += 1
                }
            }
            .navigationTitle("Rezept bearbeiten")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Abbrechen") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {
                        onSave("Waffeln")
                        dismiss()
                    }
                }
            }
            .onAppear { events.entries.append("editor appeared") }
            .onDisappear { events.entries.append("editor disappeared") }
            .task {
                do {
                    try await Task.sleep(for: .seconds(60))
                } catch {
                    events.entries.append("editor task cancelled")
                }
            }
        }
    }
}

/// A meal in the picker; each one presents its own sheet.
struct PickableMeal: Identifiable {
    let id: Int
    let name: String
}

/// A list of meals: tapping one shows it in a sheet with `sheet(item:)`.
struct MealPickerView: View {
    private let meals = [PickableMeal(id: 1, name: "Pfannkuchen"), PickableMeal(id: 2, name: "Waffeln")]
    @State private var selectedMeal: PickableMeal?

    var body: some View {
        VStack {
            Text(selectedMeal == nil ? "Nichts ausgewählt" : "Ausgewählt")
            List(meals) { meal in
                Button(meal.name) {
                    selectedMeal = meal
                }
            }
        }
        .sheet(item: $selectedMeal) { meal in
            MealSheetView(meal: meal)
        }
    }
}

/// The sheet for one meal, closed with a button.
struct MealSheetView: View {
    let meal: PickableMeal
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Rezept: \(meal.name)")
            Button("Schließen") { dismiss() }
        }
    }
}

/// A shopping list whose toolbar holds bare buttons and a group in the bottom bar.
struct ToolbarShoppingList: View {
    @State private var items: [String] = []

    var body: some View {
        NavigationStack {
            List(items, id: \.self) { item in
                Text(item)
            }
            .navigationTitle("Einkaufsliste")
            .toolbar {
                Button("Add") {
                    items.append("Zutat \(items.count + 1)")
                }
            }
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Alle löschen") { items.removeAll() }
                }
            }
        }
    }
}

/// Why loading failed, in words for the person using the app.
struct RecipeLoadError: LocalizedError {
    var errorDescription: String? { "Keine Verbindung zum Server." }
}

/// A loader that presents its error in an alert, and asks before deleting.
struct RecipeLoaderView: View {
    @State private var loadError: RecipeLoadError?
    @State private var showsError = false
    @State private var asksToDelete = false
    @State private var status = "Bereit"

    var body: some View {
        VStack {
            Text(status)
            Button("Laden") {
                loadError = RecipeLoadError()
                showsError = true
            }
            Button("Rezept entfernen …") {
                asksToDelete = true
            }
        }
        .alert("Laden fehlgeschlagen", isPresented: $showsError, presenting: loadError) { _ in
            Button("OK") { status = "Fehler gesehen" }
        } message: { error in
            Text(error.localizedDescription)
        }
        .confirmationDialog("Rezept löschen?", isPresented: $asksToDelete, titleVisibility: .visible) {
            Button("Löschen", role: .destructive) { status = "Gelöscht" }
        }
    }
}

/// A tab with state of its own that reports when it appears and disappears.
struct CountingTab: View {
    let title: String
    let events: ScreenEvents
    @State private var count = 0

    var body: some View {
        VStack {
            Text(title)
            Text("Gezählt: \(count)")
            Button("Zählen") { count += 1 }
        }
        .onAppear { events.entries.append("\(title) appeared") }
        .onDisappear { events.entries.append("\(title) disappeared") }
    }
}

/// Tabs in the `.tabItem` form.
struct RecipeTabsView: View {
    let events: ScreenEvents

    var body: some View {
        TabView {
            CountingTab(title: "Rezepte", events: events)
                .tabItem { Label("Rezepte", systemImage: "book") }
            CountingTab(title: "Favoriten", events: events)
                .tabItem { Label("Favoriten", systemImage: "heart") }
        }
    }
}

/// The sections of the app, which select its tabs.
enum AppSection: Hashable {
    case recipes
    case favorites
}

/// Tabs in the `Tab` form, selected by a value the app can also set.
struct SectionTabsView: View {
    @State private var section = AppSection.recipes

    var body: some View {
        TabView(selection: $section) {
            Tab("Rezepte", systemImage: "book", value: .recipes) {
                VStack {
                    Text("Alle Rezepte")
                    Button("Zu den Favoriten") { section = .favorites }
                }
            }
            Tab("Favoriten", systemImage: "heart", value: .favorites) {
                Text("Deine Favoriten")
            }
        }
    }
}

/// Tabs in the `Tab` form without selection, and `.tag` with a selection.
struct MoreTabsView: View {
    @State private var selectedTab = 1

    var body: some View {
        VStack {
            TabView {
                Tab("Start", systemImage: "house") { Text("Willkommen") }
                Tab("Suche", systemImage: "magnifyingglass") { Text("Suchen") }
            }
            TabView(selection: $selectedTab) {
                Text("Erster Tab")
                    .tabItem { Label("Eins", systemImage: "1.circle") }
                    .tag(0)
                Text("Zweiter Tab")
                    .tabItem { Label("Zwei", systemImage: "2.circle") }
                    .tag(1)
            }
        }
    }
}

/// A menu of actions and links to the recipe's source.
struct RecipeActionsView: View {
    @Environment(\.openURL) private var openURL
    @State private var status = "Bereit"

    var body: some View {
        VStack {
            Text(status)
            Menu("Mehr") {
                Button("Teilen") { status = "Geteilt" }
                Button("Quelle öffnen") {
                    openURL(URL(string: "https://www.themealdb.com/meal/52772")!)
                }
            }
            Menu {
                Button("Umbenennen") { status = "Umbenannt" }
            } label: {
                Label("Bearbeiten", systemImage: "pencil")
            }
            Link("Rezept im Web", destination: URL(string: "https://www.themealdb.com")!)
        }
    }
}
