import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

private struct Recipe: Identifiable, Hashable {
    let id: Int
    let name: String
}

private let recipes = [Recipe(id: 1, name: "Pancakes"), Recipe(id: 2, name: "Waffles")]

/// A detail screen with state of its own and a title.
private struct RecipeDetail: View {
    let recipe: Recipe
    @Environment(\.counter) private var servings
    @State private var likes = 0

    var body: some View {
        VStack {
            Text("Detail \(recipe.name) for \(servings)")
            Button("Like") { likes += 1 }
            Text("likes \(likes)")
        }
        .navigationTitle(recipe.name)
    }
}

/// A recipe list whose rows link to their details, in each of SwiftUI's link forms.
private struct RecipeBrowser: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(recipes) { recipe in
                    NavigationLink { RecipeDetail(recipe: recipe) } label: {
                        Label(recipe.name, systemImage: "fork.knife")
                    }
                }
                NavigationLink("About") { Text("About this app") }
                NavigationLink("Credits", destination: Text("Made with love"))
                NavigationLink(destination: Text("Settings screen")) { Text("Settings") }
            }
            .navigationTitle("Recipes")
            .environment(\.counter, 4)
        }
    }
}

@MainActor
@Suite("NavigationStack and NavigationLink")
struct NavigationTests {
    @Test("a NavigationLink shows its label and is found by it")
    func linkShowsLabel() throws {
        let ui = ViewHost(RecipeBrowser())
        #expect(ui.texts == ["Pancakes", "Waffles", "About", "Credits", "Settings"])
        #expect(ui.findAll(ViewType.NavigationLink.self).count == 5)
        #expect(try ui.find(navigationLink: "Waffles").findAll(Image.self).map(\.systemImage) == ["fork.knife"])
    }

    // SwiftUI hosts a pushed view in the stack, so it gets the stack's environment: kean/Pulse#211 ("I was
    // setting environment objects on ConsoleView and they are not propagated to the screens pushed from it").
    @Test("a pushed view gets the stack's environment, not the one set on the list inside the stack")
    func tapPushesDestinationWithStackEnvironment() throws {
        let ui = ViewHost(RecipeBrowser())
        #expect(try ui.find(navigationLink: "Waffles").texts == ["Waffles"])
        try ui.find(navigationLink: "Waffles").tap()
        let stack = try ui.find(ViewType.NavigationStack.self)
        #expect(stack.children.count == 2)
        #expect(stack.children.last?.kind == "RecipeDetail")
        #expect(stack.children.last?.texts == ["Detail Waffles for 0", "Like", "likes 0"])

        let above = ViewHost(RecipeBrowser().environment(\.counter, 4))
        try above.find(navigationLink: "Waffles").tap()
        #expect(try above.find(RecipeDetail.self).texts.first == "Detail Waffles for 4")
    }

    @Test("the stack reports the title of its topmost view")
    func stackTitleFollowsTopmostView() throws {
        let ui = ViewHost(RecipeBrowser())
        #expect(try ui.find(ViewType.NavigationStack.self).navigationTitle == "Recipes")
        try ui.find(navigationLink: "Pancakes").tap()
        #expect(try ui.find(ViewType.NavigationStack.self).navigationTitle == "Pancakes")
        #expect(ui.tree.hasPrefix("RecipeBrowser\n  NavigationStack title: \"Pancakes\""))
    }

    @Test("a pushed view keeps its state across re-renders")
    func pushedViewKeepsState() throws {
        let ui = ViewHost(RecipeBrowser())
        try ui.find(navigationLink: "Pancakes").tap()
        try ui.find(button: "Like").tap()
        try ui.find(button: "Like").tap()
        #expect(try ui.find(RecipeDetail.self).texts.last == "likes 2")
    }

    @Test("the title and destination-view forms of NavigationLink push their destinations")
    func titleAndValueForms() throws {
        var shown: [[String]] = []
        for title in ["About", "Credits", "Settings"] {
            let ui = ViewHost(RecipeBrowser())
            try ui.find(navigationLink: title).tap()
            shown.append(try ui.find(ViewType.NavigationStack.self).children.dropFirst().flatMap(\.texts))
        }
        #expect(shown == [["About this app"], ["Made with love"], ["Settings screen"]])
    }

    @Test("a NavigationLink outside a NavigationStack does nothing, so tapping it throws")
    func linkOutsideStackThrows() throws {
        let ui = ViewHost(NavigationLink("Lost") { Text("never shown") })
        let error = #expect(throws: InspectionError.self) { try ui.find(navigationLink: "Lost").tap() }
        #expect(error?.description.contains("not inside a NavigationStack") == true)
        #expect(ui.texts == ["Lost"])
    }

    @Test("a disabled NavigationLink cannot be tapped")
    func disabledLink() throws {
        let ui = ViewHost(NavigationStack { NavigationLink("Locked") { Text("secret") }.disabled(true) })
        #expect(throws: InspectionError.self) { try ui.find(navigationLink: "Locked").tap() }
        #expect(ui.texts == ["Locked"])
    }
}
