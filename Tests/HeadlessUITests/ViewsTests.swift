import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

private struct Meal: Identifiable {
    let id: Int
    let name: String
}

private let meals = [Meal(id: 1, name: "Pancakes"), Meal(id: 2, name: "Waffles"), Meal(id: 3, name: "Crêpes")]

/// The first rendered node of `kind`, or `nil`, for built-in views whose generic type a test cannot name.
@MainActor
private func node(_ kind: String, in ui: ViewHost) -> RenderedView? {
    try? ui.find(kind: kind)
}

@MainActor
@Suite("Built-in views")
struct ViewsTests {
    // MARK: Text

    @Test("Text shows a string literal")
    func textLiteral() {
        #expect(ViewHost(Text("Desserts")).texts == ["Desserts"])
    }

    @Test("Text fills in the interpolations of a literal")
    func textInterpolation() {
        let count = 3
        let name = "Ada"
        #expect(ViewHost(Text("\(count) recipes by \(name)")).texts == ["3 recipes by Ada"])
    }

    @Test("Text shows a String or Substring value")
    func textStringValue() {
        let title: String = "Pancakes"
        let part: Substring = "Waffles and more".prefix(7)
        #expect(ViewHost(VStack { Text(title); Text(part) }).texts == ["Pancakes", "Waffles"])
    }

    @Test("Text(verbatim:) shows the string exactly as written")
    func textVerbatim() {
        #expect(ViewHost(Text(verbatim: "100% \\(raw)")).texts == ["100% \\(raw)"])
    }

    // MARK: Button

    @Test("Button with a title runs its action when tapped")
    func buttonWithTitle() throws {
        var taps = 0
        let ui = ViewHost(Button("Save") { taps += 1 })
        try ui.find(button: "Save").tap()
        try ui.find(button: "Save").tap()
        #expect(taps == 2)

        let title = "Delete"
        var deleted = false
        try ViewHost(Button(title) { deleted = true }).find(button: "Delete").tap()
        #expect(deleted)
    }

    @Test("Button with an action and a label view is found by the text in its label")
    func buttonWithLabel() throws {
        var tapped = false
        let ui = ViewHost(Button { tapped = true } label: {
            HStack {
                Image(systemName: "star")
                Text("Star")
            }
        })
        #expect(ui.findAll(Image.self).map(\.systemImage) == ["star"])
        try ui.find(button: "Star").tap()
        #expect(tapped)
    }

    @Test("Button with a system image shows a Label with the symbol and the title")
    func buttonWithSystemImage() throws {
        var tapped = false
        let ui = ViewHost(Button("Favorite", systemImage: "heart") { tapped = true })
        let button = try ui.find(button: "Favorite")
        #expect(button.texts == ["Favorite"])
        #expect(button.findAll(Image.self).map(\.systemImage) == ["heart"])
        #expect(node("Label", in: ui) != nil)
        try button.tap()
        #expect(tapped)
    }

    // MARK: List and ForEach

    @Test("List over Identifiable data shows one row per element, in order")
    func listOverIdentifiable() {
        let ui = ViewHost(List(meals) { Text($0.name) })
        #expect(ui.texts == ["Pancakes", "Waffles", "Crêpes"])
        #expect(node("List", in: ui)?.children.first?.kind == "ForEach")
    }

    @Test("List over a Range and with an id key path shows one row per element")
    func listOverRangeAndKeyPath() {
        #expect(ViewHost(List(0..<2) { Text("Row \($0)") }).texts == ["Row 0", "Row 1"])
        #expect(ViewHost(List(["x", "y"], id: \.self) { Text($0) }).texts == ["x", "y"])
    }

    @Test("List with static content shows its views")
    func listWithStaticContent() {
        let ui = ViewHost(List {
            Text("One")
            Text("Two")
        })
        #expect(ui.texts == ["One", "Two"])
    }

    @Test("ForEach over Identifiable data builds one view per element")
    func forEachOverIdentifiable() {
        let ui = ViewHost(VStack { ForEach(meals) { Text("\($0.id): \($0.name)") } })
        #expect(ui.texts == ["1: Pancakes", "2: Waffles", "3: Crêpes"])
    }

    @Test("ForEach over a Range builds one view per number")
    func forEachOverRange() {
        let ui = ViewHost(VStack { ForEach(0..<3) { Text("Row \($0)") } })
        #expect(ui.texts == ["Row 0", "Row 1", "Row 2"])
    }

    @Test("ForEach with an id key path builds one view per element")
    func forEachWithKeyPath() {
        let ui = ViewHost(VStack { ForEach(["b", "a"], id: \.self) { Text($0) } })
        #expect(ui.texts == ["b", "a"])
    }

    @Test("ForEach over empty data builds nothing")
    func forEachOverEmptyData() {
        let ui = ViewHost(VStack { ForEach([Meal]()) { Text($0.name) } })
        #expect(ui.texts.isEmpty)
        #expect(node("ForEach", in: ui)?.children.isEmpty == true)
    }

    // MARK: Containers

    @Test("VStack, HStack and Group show their children in order")
    func stacksAndGroup() {
        let ui = ViewHost(VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .top) {
                Text("a")
                Text("b")
            }
            Group {
                Text("c")
                Text("d")
            }
        })
        #expect(ui.texts == ["a", "b", "c", "d"])
        #expect(node("VStack", in: ui) != nil)
        #expect(node("HStack", in: ui)?.texts == ["a", "b"])
        #expect(node("Group", in: ui)?.texts == ["c", "d"])
    }

    @Test("EmptyView shows nothing")
    func emptyView() {
        let ui = ViewHost(EmptyView())
        #expect(ui.texts.isEmpty)
        #expect(ui.tree == "(nothing)")
    }

    @Test("AnyView shows the view it wraps")
    func anyView() {
        let ui = ViewHost(VStack { AnyView(Text("wrapped")); AnyView(erasing: Image(systemName: "star")) })
        #expect(ui.texts == ["wrapped"])
        #expect(ui.findAll(Image.self).map(\.systemImage) == ["star"])
    }

    // MARK: Status views

    @Test("ProgressView without a title is a spinner without text")
    func progressViewWithoutTitle() {
        let ui = ViewHost(ProgressView())
        #expect(ui.contains(ProgressView<EmptyView, EmptyView>.self))
        #expect(ui.texts.isEmpty)
    }

    @Test("ProgressView with a title shows the title")
    func progressViewWithTitle() throws {
        let title = "Fetching"
        let ui = ViewHost(VStack { ProgressView("Loading …"); ProgressView(title) })
        #expect(ui.texts == ["Loading …", "Fetching"])
        #expect(ui.findAll(ProgressView<Text, EmptyView>.self).count == 2)
    }

    @Test("ProgressView(value:total:) reports how full it is")
    func progressViewWithValue() throws {
        let ui = ViewHost(ProgressView(value: 1.0, total: 4.0))
        #expect(try ui.find(ProgressView<EmptyView, EmptyView>.self).modifiers == ["value: 0.25"])
    }

    @Test("NavigationStack reports the navigationTitle set inside it")
    func navigationStackTitle() {
        let ui = ViewHost(NavigationStack {
            List(meals) { Text($0.name) }
                .navigationTitle("Desserts")
        })
        let stack = node("NavigationStack", in: ui)
        #expect(stack?.navigationTitle == "Desserts")
        #expect(ui.tree.hasPrefix("NavigationStack title: \"Desserts\""))
        #expect(ui.texts == ["Pancakes", "Waffles", "Crêpes"])
    }

    @Test("NavigationStack without a navigationTitle reports none")
    func navigationStackWithoutTitle() {
        let ui = ViewHost(NavigationStack { Text("root") })
        #expect(node("NavigationStack", in: ui)?.navigationTitle == nil)
        #expect(ui.texts == ["root"])
    }

    @Test("Label shows its symbol and its title")
    func label() {
        let name = "Settings"
        let ui = ViewHost(VStack { Label("Favorite", systemImage: "heart"); Label(name, systemImage: "gear") })
        #expect(ui.texts == ["Favorite", "Settings"])
        #expect(ui.findAll(Image.self).map(\.systemImage) == ["heart", "gear"])
    }

    @Test("Image(systemName:) shows the named symbol")
    func image() throws {
        let ui = ViewHost(Image(systemName: "wifi.slash"))
        #expect(try ui.find(Image.self).systemImage == "wifi.slash")
        #expect(ui.tree == "Image systemName: \"wifi.slash\"")
    }

    @Test("ContentUnavailableView with a title, symbol and description shows all three")
    func contentUnavailableTitleForm() {
        let ui = ViewHost(ContentUnavailableView("No Recipes", systemImage: "wifi.slash",
                                                 description: Text("Check your connection.")))
        #expect(ui.texts == ["No Recipes", "Check your connection."])
        #expect(ui.findAll(Image.self).map(\.systemImage) == ["wifi.slash"])
        #expect(node("ContentUnavailableView", in: ui) != nil)
    }

    @Test("ContentUnavailableView without a description shows only the title")
    func contentUnavailableWithoutDescription() {
        let ui = ViewHost(ContentUnavailableView("Empty", systemImage: "tray"))
        #expect(ui.texts == ["Empty"])
    }

    @Test("ContentUnavailableView built from views shows label, description and working actions")
    func contentUnavailableBuilderForm() throws {
        var retries = 0
        let ui = ViewHost(ContentUnavailableView {
            Label("Offline", systemImage: "wifi.slash")
        } description: {
            Text("No connection.")
        } actions: {
            Button("Retry") { retries += 1 }
        })
        #expect(ui.texts == ["Offline", "No connection.", "Retry"])
        try ui.find(button: "Retry").tap()
        #expect(retries == 1)
    }

    @Test("cosmetic modifiers change nothing a test can see")
    func cosmeticModifiers() {
        let ui = ViewHost(Text("styled").font(.headline).padding().foregroundStyle(.secondary))
        #expect(ui.texts == ["styled"])
        #expect(ui.tree == "Text \"styled\"")
    }
}
