import HeadlessUI

// Other ways to navigate in a recipes app: columns on an iPad, the older NavigationView, and screens
// pushed from a flag or from an optional value.

/// Categories in a sidebar, the chosen category's recipes in the detail column.
struct RecipeCategoriesSplitView: View {
    let categories = ["Breakfast", "Dessert"]
    @State private var selectedCategory: String?
    @State private var visibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(categories, id: \.self) { category in
                Button(category) { selectedCategory = category }
            }
            .navigationTitle("Categories")
            .navigationSplitViewColumnWidth(220)
        } detail: {
            VStack {
                if let selectedCategory {
                    Text("Recipes for \(selectedCategory)")
                } else {
                    Text("Choose a category")
                }
                Button("Focus on the recipes") { visibility = .detailOnly }
            }
            .navigationBarTitleDisplayMode(.inline)
        }
        .navigationSplitViewStyle(.balanced)
    }
}

/// A settings screen still written with NavigationView, as older code is.
struct LegacySettingsView: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Units") { Text("Metric or imperial") }
                NavigationLink(destination: Text("Light or dark")) { Text("Appearance") }
            }
            .navigationTitle("Settings")
        }
        .navigationViewStyle(.stack)
    }
}

/// A start screen that pushes the shopping list from a flag.
struct KitchenStartView: View {
    @State private var showsShoppingList = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("Open shopping list") { showsShoppingList = true }
                Text(showsShoppingList ? "List open" : "List closed")
            }
            .navigationTitle("Kitchen")
            .toolbarTitleDisplayMode(.large)
            .navigationDestination(isPresented: $showsShoppingList) {
                ShoppingListScreen()
            }
        }
    }
}

/// The pushed shopping list; Done closes it.
struct ShoppingListScreen: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Flour, milk, eggs")
            Button("Done") { dismiss() }
        }
        .navigationTitle("Shopping list")
        .toolbarTitleDisplayMode(.inline)
    }
}

/// A note that a list pushes by value.
struct KitchenNote: Hashable, Identifiable {
    let id: Int
    let title: String
    let text: String
}

/// Notes that open by setting an optional: the pushed screen shows the note that was set.
struct KitchenNotesView: View {
    let notes: [KitchenNote]
    @State private var openNote: KitchenNote?

    var body: some View {
        NavigationStack {
            List(notes) { note in
                Button(note.title) { openNote = note }
            }
            .navigationTitle("Notes")
            .navigationDestination(item: $openNote) { note in
                Text(note.text)
                    .navigationTitle(note.title)
            }
        }
    }
}
