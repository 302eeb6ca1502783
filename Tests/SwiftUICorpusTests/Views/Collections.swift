import HeadlessUI

// Lists that edit: deleting, moving, swipe actions and bindings to rows, and grids of recipes.

struct ShoppingItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

/// A shopping list whose rows can be ticked off, deleted, moved and pinned.
struct ShoppingListView: View {
    @State private var items = [
        ShoppingItem(title: "Flour"),
        ShoppingItem(title: "Milk"),
        ShoppingItem(title: "Eggs"),
    ]
    @State private var pinned: [String] = []

    var body: some View {
        NavigationStack {
            VStack {
                HStack {
                    Text("\(items.filter(\.isDone).count) of \(items.count) done")
                    EditButton()
                }
                List {
                    ForEach($items) { $item in
                        Toggle(item.title, isOn: $item.isDone)
                            .swipeActions(edge: .leading) {
                                Button("Pin") {
                                    pinned.append(item.title)
                                }
                            }
                    }
                    .onDelete { offsets in
                        items.remove(atOffsets: offsets)
                    }
                    .onMove { from, to in
                        items.move(fromOffsets: from, toOffset: to)
                    }
                }
                if !pinned.isEmpty {
                    Text("Pinned: \(pinned.joined(separator: ", "))")
                }
            }
            .navigationTitle("Shopping")
        }
    }
}

/// The same list written with `List($items)` and a delete swipe action.
struct PantryView: View {
    @State private var items = [ShoppingItem(title: "Rice"), ShoppingItem(title: "Oats")]
    @State private var names = ["Salt", "Pepper", "Sugar"]

    var body: some View {
        VStack {
            List($items) { $item in
                Toggle(item.title, isOn: $item.isDone)
            }
            List {
                ForEach(names, id: \.self) { name in
                    Text(name)
                        .swipeActions {
                            Button("Delete", role: .destructive) {
                                names.removeAll { $0 == name }
                            }
                        }
                }
                .onDelete(perform: deleteNames)
            }
            Text("\(items.filter(\.isDone).count) stocked")
        }
    }

    func deleteNames(at offsets: IndexSet) {
        names.remove(atOffsets: offsets)
    }
}

/// Recipes in lazy stacks and grids.
struct RecipeGrid: View {
    let recipes = ["Pancakes", "Soup", "Salad", "Curry"]
    let columns = [GridItem(.flexible()), GridItem(.adaptive(minimum: 80))]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(recipes, id: \.self) { recipe in
                    Text(recipe)
                }
            }
            LazyHGrid(rows: [GridItem(.fixed(44), spacing: 8)], alignment: .top) {
                Text("Quick")
                Text("Vegan")
            }
            LazyVStack(alignment: .leading, spacing: 8, pinnedViews: [.sectionHeaders]) {
                Section("Ingredients") {
                    Text("Flour")
                }
            }
            LazyHStack(spacing: 4) {
                Text("Step 1")
                Text("Step 2")
            }
            Grid(alignment: .leading, horizontalSpacing: 12) {
                GridRow {
                    Text("Milk")
                    Text("300 ml")
                }
                GridRow {
                    Text("Eggs")
                    Text("2")
                }
            }
        }
    }
}
