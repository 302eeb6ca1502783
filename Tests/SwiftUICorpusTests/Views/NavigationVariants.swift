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

/// A cookbook on a tablet: the sidebar's list chooses the recipe the detail column shows, each row has a menu
/// for what it can do, and choosing a row counts as opening it.
struct CookbookSplitView: View {
    struct Recipe: Identifiable, Hashable {
        let id: Int
        let name: String
    }

    let recipes = [Recipe(id: 1, name: "Pancakes"), Recipe(id: 2, name: "Risotto"), Recipe(id: 3, name: "Soup")]
    @State private var selectedRecipe: Recipe.ID?
    @State private var favorites: Set<Recipe.ID> = []
    @State private var openings = 0

    var body: some View {
        NavigationSplitView {
            List(recipes, selection: $selectedRecipe) { recipe in
                Text(recipe.name)
            }
            .contextMenu(forSelectionType: Recipe.ID.self) { ids in
                Button("Add to favorites") { favorites.formUnion(ids) }
            } primaryAction: { ids in
                openings += ids.count
            }
            .navigationTitle("Recipes")
        } detail: {
            if let recipe = recipes.first(where: { $0.id == selectedRecipe }) {
                Text(recipe.name)
                Text(favorites.contains(recipe.id) ? "A favorite" : "Not a favorite")
            } else {
                Text("Choose a recipe")
            }
            Text("Opened \(openings) times")
        }
    }
}

/// A shopping list where several items can be chosen at once, to move them to the basket together.
struct ShoppingChoiceView: View {
    let items = ["Eggs", "Flour", "Milk"]
    @State private var chosen = Set<String>()
    @State private var basket: [String] = []

    var body: some View {
        VStack {
            List(items, id: \.self, selection: $chosen) { item in
                Text(item)
            }
            Button("Move \(chosen.count) to the basket") {
                basket += chosen.sorted()
                chosen = []
            }
            Text("Basket: \(basket.joined(separator: ", "))")
        }
    }
}
