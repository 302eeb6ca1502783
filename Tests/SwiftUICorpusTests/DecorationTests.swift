import Testing
import HeadlessUI
import HeadlessUITesting

@MainActor
@Suite("Overlays, backgrounds, tap gestures, animations and .id behave as in SwiftUI")
struct DecorationTests {
    @Test("A double tap gesture on an image runs its action, and the overlay it turns on can be found")
    func tapGestureAndOverlay() throws {
        let ui = ViewHost(FavoritePhotoView())
        #expect(ui.texts.contains("Kein Favorit"))
        #expect(!ui.tree.contains("heart.fill"))

        let photo = try ui.find(ViewType.Image.self)
        #expect(photo.modifiers.contains(".onTapGesture(count: 2)"))
        try photo.tap()

        #expect(ui.texts.contains("Favorit"))
        #expect(ui.tree.contains("heart.fill"))
        try ui.find(text: "Antippen").tap()
        #expect(ui.texts.contains("Kein Favorit"))
    }

    @Test("A background's views come before the content's, an overlay's after")
    func layersInOrder() throws {
        let ui = ViewHost(FavoritePhotoView())
        try ui.find(ViewType.Image.self).tap()
        let photo = try ui.find(ViewType.Image.self)
        #expect(photo.texts == ["Rahmen"])
        #expect(photo.children.first?.texts == ["Rahmen"])
        #expect(photo.children.last?.tree.contains("heart.fill") == true)
    }

    @Test("Animations and transitions change nothing but show in the tree")
    func animationsAreDecorations() throws {
        let ui = ViewHost(FavoritePhotoView())
        #expect(ui.tree.contains(".animation(easeInOut)"))
        #expect(ui.tree.contains(".transition(.move(edge: .bottom))"))
        #expect(ui.tree.contains(".transition(.slide)"))
        #expect(withAnimation(.spring) { 41 + 1 } == 42)
    }

    @Test("A new .id makes a new view: @State starts fresh and onAppear and the task run again")
    func idResetsIdentity() async throws {
        let events = ScreenEvents()
        let ui = ViewHost(MealNotesSwitcher(events: events))
        await ui.settle()
        try ui.find(button: "Notiz hinzufügen").tap()
        #expect(ui.texts.contains("Notizen: 1"))
        #expect(events.entries == ["notes appeared", "notes task"])

        try ui.find(button: "Nächstes Gericht").tap()
        await ui.settle()

        #expect(ui.texts.contains("Gericht 2"))
        #expect(ui.texts.contains("Notizen: 0"))
        #expect(events.entries == ["notes appeared", "notes task", "notes appeared", "notes task"])
    }

    @Test("The same .id keeps the view: re-rendering does not reset its @State")
    func sameIDKeepsState() throws {
        let ui = ViewHost(MealNotesSwitcher(events: ScreenEvents()))
        try ui.find(button: "Notiz hinzufügen").tap()
        try ui.find(button: "Notiz hinzufügen").tap()
        #expect(ui.texts.contains("Notizen: 2"))
    }
}
