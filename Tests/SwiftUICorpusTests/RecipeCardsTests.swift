import Testing
import HeadlessUI
import HeadlessUITesting

@MainActor
@Suite("Decorated cards: overlays and backgrounds with views, and what only draws")
struct RecipeCardsTests {
    @Test("an overlay passed as a view is rendered after the card's content, a background view before it")
    func overlayAndBackgroundViews() throws {
        let ui = ViewHost(DecoratedRecipeCard(name: "Pancakes", isNew: true))
        #expect(ui.texts.first == "Tap for details")
        #expect(ui.texts.last == "New")
    }

    @Test("an icon-only label is still found by its title, as VoiceOver reads it")
    func iconOnlyButtonKeepsItsTitle() throws {
        let ui = ViewHost(DecoratedRecipeCard(name: "Pancakes", isNew: false))
        try ui.find(button: "Add favourite").tap()
        #expect(ui.tree.contains("heart.fill"))
        #expect(ui.tree.contains(".labelStyle(.iconOnly)"))
    }

    @Test("shadows, materials and image scales change nothing a test can use")
    func drawingOnly() throws {
        let ui = ViewHost(RecipeTagsView())
        #expect(ui.texts == ["quick", "vegetarian", "More"])
        #expect(ui.tree.contains(".labelStyle(.titleOnly)"))
    }
}
