import HeadlessUI
import HeadlessUITesting
import Testing

@MainActor
@Suite("Navigation by value, paths and dismiss")
struct NavigationCorpusTests {
    private let recipes = [RecipeLink(id: 1, name: "Soup"), RecipeLink(id: 2, name: "Stew")]

    @Test("a value link pushes its destination; dismiss pops back to the list")
    func pushAndPop() throws {
        let ui = ViewHost(RecipeBrowser(recipes: recipes))
        try ui.find(navigationLink: "Soup").tap()
        #expect(try ui.find(ViewType.NavigationStack.self).navigationTitle == "Soup")
        #expect(ui.texts == ["Soup", "opened 1 times", "Next: Stew", "Done"])
        try ui.find(navigationLink: "Next: Stew").tap()
        #expect(ui.texts.first == "Stew")
        try ui.find(button: "Done").tap()
        #expect(ui.texts == ["Soup", "opened 2 times", "Next: Stew", "Done"])
        try ui.find(button: "Done").tap()
        #expect(ui.texts == ["Soup", "Stew"])
        #expect(try ui.find(ViewType.NavigationStack.self).navigationTitle == "Recipes")
    }

    @Test("a title attached to the stack or outside it shows nowhere, as in SwiftUI; the stack reads its content's title")
    func titleOutsideTheStack() throws {
        let onStack = ViewHost(NavigationStack { Text("Soup") }.navigationTitle("Recipes"))
        #expect(try onStack.find(ViewType.NavigationStack.self).navigationTitle == nil)
        let around = ViewHost(VStack { NavigationStack { Text("Soup") } }.navigationTitle("Recipes"))
        #expect(try around.find(ViewType.NavigationStack.self).navigationTitle == nil)
        let inside = ViewHost(NavigationStack { Text("Soup").navigationTitle("Recipes") })
        #expect(try inside.find(ViewType.NavigationStack.self).navigationTitle == "Recipes")
    }

    @Test("a toolbar shows only inside a navigation stack, as on an iPhone; a sheet needs a stack of its own")
    func toolbarOutsideTheStack() throws {
        let add = { Button("Add") {} }
        let alone = ViewHost(Text("Soup").toolbar { ToolbarItem(placement: .primaryAction) { add() } })
        #expect(throws: InspectionError.self) { try alone.find(button: "Add") }
        let around = ViewHost(VStack { NavigationStack { Text("Soup") } }.toolbar { add() })
        #expect(throws: InspectionError.self) { try around.find(button: "Add") }
        let inside = ViewHost(NavigationStack { Text("Soup").toolbar { ToolbarItem(placement: .primaryAction) { add() } } })
        #expect(try inside.find(ViewType.Toolbar.self).texts == ["Add"])
        let sheet = ViewHost(NavigationStack {
            Text("Soup").sheet(isPresented: .constant(true)) { Text("Editor").toolbar { add() } }
        })
        #expect(sheet.texts.contains("Editor"))
        #expect(throws: InspectionError.self) { try sheet.find(button: "Add") }
        let ownStack = ViewHost(Text("Soup").sheet(isPresented: .constant(true)) {
            NavigationStack { Text("Editor").toolbar { add() } }
        })
        #expect(try ownStack.find(button: "Add").isEnabled)
    }

    @Test("a search field shows only inside a navigation stack, as on an iPhone")
    func searchOutsideTheStack() throws {
        let alone = ViewHost(List { Text("Soup") }.searchable(text: .constant(""), prompt: "Search"))
        #expect(throws: InspectionError.self) { try alone.find(searchField: "Search") }
        #expect(alone.texts == ["Soup"])
        let inside = ViewHost(NavigationStack { List { Text("Soup") }.searchable(text: .constant(""), prompt: "Search") })
        #expect(try inside.find(searchField: "Search").isEnabled)
    }

    @Test("a NavigationPath takes values of several types, each with its own destination")
    func mixedPath() throws {
        let ui = ViewHost(MixedPathScreen())
        try ui.find(button: "Show 3").tap()
        #expect(ui.texts == ["number 3"])
        let stack = try ui.find(ViewType.NavigationStack.self)
        #expect(stack.children.count == 2)
        #expect(throws: InspectionError.self) { try ui.find(button: "Show tea") }
    }
}
