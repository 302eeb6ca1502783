import HeadlessUI

/// A list filtered by a search field, which remembers what was searched for when Return is pressed.
struct SearchableRecipes: View {
    let names: [String]
    @State private var query = ""
    @State private var lastSearch = ""

    private var matches: [String] {
        query.isEmpty ? names : names.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(matches, id: \.self) { Text($0) }
                if !lastSearch.isEmpty {
                    Text("Searched for \(lastSearch)")
                }
            }
            .navigationTitle("Recipes")
            .searchable(text: $query, prompt: "Search recipes")
            .onSubmit(of: .search) { lastSearch = query }
        }
    }
}
