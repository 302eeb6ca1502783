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

@MainActor
@Suite("Layout: anchors resolved by a GeometryReader, and named coordinate spaces")
struct AnchorLayoutTests {
    @Test("the chosen meal's anchor reaches the overlay, which resolves it on the headless screen")
    func anchorReachesTheOverlay() throws {
        let ui = ViewHost(MealBarView())
        #expect(!ui.texts.contains { $0.hasPrefix("Underline") })

        try ui.find(button: "Lunch").tap()
        #expect(ui.texts.contains("Underline 393 points wide"))
    }

    @Test("bounds(of:) finds a coordinate space named around the reader, and nil elsewhere")
    func namedCoordinateSpace() throws {
        let ui = ViewHost(MealBarView())
        #expect(ui.texts.contains("Inside a card 393 points wide"))
        #expect(ui.texts.contains("Outside any card"))
    }
}
