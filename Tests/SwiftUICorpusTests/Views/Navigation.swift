import HeadlessUI

/// A recipe as the navigation examples push it.
struct RecipeLink: Hashable, Identifiable {
    let id: Int
    let name: String
}

/// A list that pushes recipes by value onto a path it owns, with a button that jumps back to the start.
struct RecipeBrowser: View {
    @State private var path: [RecipeLink] = []
    let recipes: [RecipeLink]

    var body: some View {
        NavigationStack(path: $path) {
            List(recipes) { recipe in
                NavigationLink(recipe.name, value: recipe)
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: RecipeLink.self) { recipe in
                RecipePage(recipe: recipe, next: recipes.first { $0.id == recipe.id + 1 })
            }
        }
    }
}

/// A pushed recipe: links on to the next one, and closes itself with the environment's dismiss action.
struct RecipePage: View {
    let recipe: RecipeLink
    let next: RecipeLink?
    @Environment(\.dismiss) private var dismiss
    @State private var opened = 0

    var body: some View {
        VStack {
            Text(recipe.name)
            Text("opened \(opened) times")
            if let next {
                NavigationLink("Next: \(next.name)", value: next)
            }
            Button("Done") { dismiss() }
        }
        .navigationTitle(recipe.name)
        .onAppear { opened += 1 }
    }
}

/// A stack over a `NavigationPath` of mixed values, pushed from code.
struct MixedPathScreen: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Show 3") { path.append(3) }
                Button("Show tea") { path.append("tea") }
            }
            .navigationDestination(for: Int.self) { Text("number \($0)") }
            .navigationDestination(for: String.self) { Text("word \($0)") }
        }
    }
}
