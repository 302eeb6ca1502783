import Testing
import HeadlessUI
import HeadlessUITesting

@MainActor
@Suite("Layout: a geometry reader, safe-area insets and hidden views")
struct LayoutTests {
    @Test("a GeometryReader offers a phone's width, so the header picks its short title")
    func geometryReaderOffersAPhone() throws {
        let ui = ViewHost(RecipeHeaderView(title: "Pancakes"))
        let reader = try ui.find(ViewType.GeometryReader.self)
        #expect(reader.texts == ["Pancakes"])
    }

    @Test("views inset into the safe area are there to tap; a hidden button is not")
    func safeAreaInsetAndHidden() throws {
        let ui = ViewHost(ShoppingChecklistView())
        #expect(ui.tree.contains(".safeAreaInset(edge: .bottom)"))

        try ui.find(button: "Check all").tap()
        #expect(ui.findAll(ViewType.Image.self).count == 2)

        #expect(throws: InspectionError.self) { try ui.find(button: "Reset") }
        #expect(ui.tree.contains("hidden"))
    }

    @Test("a hidden mark keeps its place but cannot be found until it is shown")
    func hiddenMarkIsSkipped() throws {
        let ui = ViewHost(ShoppingChecklistView())
        #expect(ui.findAll(ViewType.Image.self).isEmpty)
        #expect(ui.texts.contains("Flour"))
    }
}
