import HeadlessUI
import HeadlessUITesting
import Testing

@MainActor
@Suite("Searching a list")
struct SearchTests {
    @Test("typing into the search field filters the list, and Return runs onSubmit(of: .search)")
    func searchFilters() throws {
        let ui = ViewHost(SearchableRecipes(names: ["Pancakes", "Apple pie", "Pear tart"]))
        #expect(ui.texts.filter { $0 != "Search recipes" } == ["Pancakes", "Apple pie", "Pear tart"])
        try ui.find(searchField: "Search recipes").setText("p")
        try ui.find(searchField: "Search recipes").setText("pie")
        #expect(ui.texts.contains("Apple pie") && !ui.texts.contains("Pancakes"))
        #expect(try ui.find(searchField: "Search recipes").input == "pie")
        try ui.find(searchField: "Search recipes").submit()
        #expect(ui.texts.contains("Searched for pie"))
    }
}
