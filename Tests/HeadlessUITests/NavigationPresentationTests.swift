import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

/// A stack whose help screen is pushed by a flag that a button sets and another clears, with a link on it.
private struct HelpStack: View {
    @State private var showsHelp = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("Help") { showsHelp = true }
                Text("help: \(showsHelp)")
            }
            .navigationTitle("Home")
            .navigationDestination(isPresented: $showsHelp) {
                VStack {
                    Text("Help page")
                    NavigationLink("More") { MoreHelp(closeAll: { showsHelp = false }) }
                    Button("Close help") { showsHelp = false }
                }
                .navigationTitle("Help")
            }
        }
    }
}

private struct MoreHelp: View {
    let closeAll: () -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("More help")
        Button("Back") { dismiss() }
        Button("Close all") { closeAll() }
    }
}

/// A stack that pushes the recipe an optional names; a button on the pushed screen swaps it for another.
private struct RecipeItemStack: View {
    @State private var recipe: String?

    var body: some View {
        NavigationStack {
            Button("Open soup") { recipe = "Soup" }
                .navigationDestination(item: $recipe) { name in
                    VStack {
                        Text("Recipe: \(name)")
                        Button("Swap") { recipe = "Stew" }
                    }
                }
            Text("item: \(recipe ?? "none")")
        }
    }
}

/// A split view whose sidebar pushes by value onto the detail column.
private struct SplitWithLinks: View {
    @State private var visibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            NavigationLink("Ingredients", value: 3)
            NavigationLink("Steps", value: 5)
            Button("Hide sidebar") { visibility = .doubleColumn }
        } content: {
            Text("Middle")
        } detail: {
            Text("Detail root")
                .navigationDestination(for: Int.self) { Text("\($0) ingredients") }
        }
    }
}

@MainActor
@Suite("Navigation variants: flag- and item-pushed destinations, split views, NavigationView")
struct NavigationPresentationTests {
    @Test("a flag pushes its destination over the root, which is covered until the flag is cleared")
    func flagPushesAndClears() throws {
        let ui = ViewHost(HelpStack())
        try ui.find(button: "Help").tap()
        #expect(ui.texts.contains("Help page"))
        #expect(try ui.find(ViewType.NavigationStack.self).navigationTitle == "Help")
        #expect(ui.tree.contains("(covered by"))
        #expect(ui.tree.contains(".navigationDestination(isPresented: true)"))

        try ui.find(button: "Close help").tap()

        #expect(!ui.texts.contains("Help page"))
        #expect(ui.texts.contains("help: false"))
    }

    @Test("a link on the pushed screen pushes above it; popping that leaves the flag's screen")
    func linksPushAbove() throws {
        let ui = ViewHost(HelpStack())
        try ui.find(button: "Help").tap()
        try ui.find(navigationLink: "More").tap()
        #expect(ui.texts.contains("More help"))
        #expect(!ui.texts.contains("Help page"))

        try ui.find(button: "Back").tap()

        #expect(ui.texts.contains("Help page"))
        #expect(ui.tree.contains("help: true"))
    }

    @Test("clearing the flag pops its screen and every screen pushed above it")
    func clearingPopsAbove() throws {
        let ui = ViewHost(HelpStack())
        try ui.find(button: "Help").tap()
        try ui.find(navigationLink: "More").tap()

        try ui.find(button: "Close all").tap()

        #expect(!ui.texts.contains("More help"))
        #expect(!ui.texts.contains("Help page"))
        #expect(ui.texts.contains("help: false"))
        #expect(try ui.find(ViewType.NavigationStack.self).navigationTitle == "Home")
    }

    @Test("an item pushes the view built for it; a new item swaps the view, and popping sets it to nil")
    func itemPushes() throws {
        let ui = ViewHost(RecipeItemStack())
        try ui.find(button: "Open soup").tap()
        #expect(ui.texts.contains("Recipe: Soup"))

        try ui.find(button: "Swap").tap()
        #expect(ui.texts.contains("Recipe: Stew"))
        #expect(ui.findAll(ViewType.NavigationStack.self).first?.children.count == 2)
    }

    @Test("a split view's sidebar link shows its view in the detail column; the sidebar stays usable")
    func splitViewPushesIntoDetail() throws {
        let ui = ViewHost(SplitWithLinks())
        let columns = try ui.find(ViewType.NavigationSplitView.self).children
        #expect(columns.map(\.kind) == ["NavigationSplitColumn", "NavigationSplitColumn", "NavigationSplitColumn"])
        #expect(ui.tree.contains("NavigationSplitColumn sidebar"))

        try ui.find(navigationLink: "Ingredients").tap()

        #expect(ui.texts.contains("3 ingredients"))
        #expect(!ui.texts.contains("Detail root"))
        #expect(try ui.find(navigationLink: "Ingredients").isEnabled)
    }

    @Test("a second sidebar link replaces what the detail column shows instead of pushing on top")
    func sidebarLinksReplaceTheDetail() throws {
        let ui = ViewHost(SplitWithLinks())
        try ui.find(navigationLink: "Ingredients").tap()
        try ui.find(navigationLink: "Steps").tap()

        #expect(ui.texts.contains("5 ingredients"))
        #expect(!ui.tree.contains("3 ingredients"))
        let detail = try #require(try ui.find(ViewType.NavigationSplitView.self).children.last)
        #expect(detail.children.count == 2)
    }

    @Test("a double-column visibility hides the sidebar of three columns, not the middle one")
    func doubleColumnHidesSidebar() throws {
        let ui = ViewHost(SplitWithLinks())
        try ui.find(button: "Hide sidebar").tap()
        #expect(throws: InspectionError.self) { try ui.find(navigationLink: "Ingredients") }
        #expect(ui.texts.contains("Middle"))
    }

    @Test("NavigationView renders as a NavigationStack")
    func navigationViewIsAStack() throws {
        let ui = ViewHost(NavigationView { NavigationLink("Next") { Text("Pushed") } })
        try ui.find(navigationLink: "Next").tap()
        #expect(ui.texts == ["Next", "Pushed"] || ui.texts == ["Pushed"])
        #expect(ui.contains(ViewType.NavigationStack.self))
    }
}
