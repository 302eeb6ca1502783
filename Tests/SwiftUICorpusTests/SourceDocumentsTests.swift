import AppDomain
import HeadlessUI
import HeadlessUITesting
import Testing

// The source documents' code compiles (that is most of the point of `SourceDocuments/`); these checks run
// the parts a learner would run in a preview, to show they also behave as the documents say.

@MainActor
@Suite("The source documents' code compiles and behaves as they say")
struct SourceDocumentsTests {
    @Test("the German lesson's list shows the preview service's three meals, and nothing when it fails")
    func germanPreviews() async throws {
        let ui = ViewHost(RecipeListView_Previews.previews)
        await ui.settle()
        #expect(try ui.find(preview: "Mit Beispieldaten").texts == ["Pfannkuchen", "Apfelstrudel", "Kaiserschmarrn"])
        #expect(try ui.find(preview: "Fehler").texts.isEmpty)
    }

    @Test("the German lesson's RecipeScreen creates its model once, in .task, from the environment's service")
    func recipeScreenCreatesModelOnce() async throws {
        let ui = ViewHost(RecipeScreen().environment(\.mealService, PreviewMealService()))
        #expect(ui.contains(ViewType.ProgressView.self))
        await ui.settle()
        #expect(ui.texts == ["meals"])
        #expect(ui.diagnostics.isEmpty)
    }

    @Test("the composition root's preview gives RecipeDetail its store: Favorite toggles without a missing object")
    func compositionRootPreview() throws {
        let ui = ViewHost(RecipeDetail_Previews.previews)
        // NB: the document's preview suite is kept on disk, so the meal may be a favourite from an earlier run.
        let before = try #require(ui.texts.first)
        try ui.find(button: before).tap()
        #expect(ui.texts == [before == "Favorite" ? "Unfavorite" : "Favorite"])
        #expect(ui.failures.isEmpty)
    }

    @Test("the English chapter's preview shows the fake's sample task instantly")
    func englishPreview() async {
        let ui = ViewHost(Chapter5.TaskListView_Previews.previews)
        await ui.settle()
        #expect(ui.texts == ["Sample Task"])
    }

    @Test("the English chapter's environment key gives the live client unless a view sets another")
    func englishKey() {
        #expect(EnvironmentValues().apiClient is Chapter5.APIClient)
        var values = EnvironmentValues()
        values.apiClient = Chapter5.FakeAPIClient()
        #expect(values.apiClient is Chapter5.FakeAPIClient)
    }
}
