import HeadlessUI

// Preferences: ingredient groups tell the recipe how many ingredients they list, and it shows the total.

/// How many ingredients the groups below a view list, added up.
nonisolated struct IngredientCountKey: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

/// A recipe's ingredients in groups, with the total the groups report shown on top.
struct IngredientsView: View {
    @State private var total = 0
    @State private var showsSpices = true

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(total) Zutaten")
                .font(.title)
            Toggle("Gewürze zeigen", isOn: $showsSpices)
            IngredientGroup(title: "Teig", items: ["Mehl", "Milch", "Eier"])
            if showsSpices {
                IngredientGroup(title: "Gewürze", items: ["Zimt", "Zucker"])
            }
        }
        .onPreferenceChange(IngredientCountKey.self) { count in
            // The action is @Sendable in SwiftUI; SwiftUI calls it on the main actor.
            MainActor.assumeIsolated { total = count }
        }
    }
}

/// One group of ingredients, which reports how many it lists.
struct IngredientGroup: View {
    let title: String
    let items: [String]

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.headline)
            ForEach(items, id: \.self) { item in
                Text(item)
            }
        }
        .preference(key: IngredientCountKey.self, value: items.count)
    }
}
