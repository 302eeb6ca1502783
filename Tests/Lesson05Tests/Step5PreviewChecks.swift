import AppDomain
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson05

@Suite("Step 5 · Typical errors: every preview gets every service ⟪de: Typische Fehler: Jede Preview bekommt jeden Dienst⟫", .recordingLiveServices)
struct Step5PreviewChecks {
    @Test("ContentView's preview opens a recipe and taps Favorite without SwiftUI's missing-object error ⟪de: die Preview von ContentView öffnet ein Rezept und tippt auf Favorite ohne SwiftUIs Fehler zum fehlenden Objekt⟫")
    func contentPreviewOpensRecipe() async throws {
        clearPreviewFavorites()
        let first = try #require(try await PreviewMealService().meals(in: "Dessert").first)
        let ui = ViewHost(ContentView_Previews.previews)
        await ui.settle()
        let link = try #require(try? ui.find(navigationLink: first.name),
                                .step(5, "ContentView_Previews should list \(first.name) from PreviewMealService "
                                      + "as a link; it shows \(ui.texts) (live uses: \(describe(liveUses.reaches))). "
                                      + "Give the preview the whole preview set.",
                                      de: "ContentView_Previews sollte \(first.name) aus PreviewMealService als "
                                      + "Link auflisten; es zeigt \(ui.texts) (Zugriffe auf Live-Dienste: "
                                      + "\(describe(liveUses.reaches, german: true))). Gib der Preview den ganzen "
                                      + "Preview-Satz.",
                                      file: "ContentView.swift", symbol: "ContentView_Previews"))
        try link.tap()
        try? ui.find(button: "Favorite").tap()
        // NB: a pushed view gets the NavigationStack's environment, as in SwiftUI; what the List inside the
        // stack sets does not reach it.
        let stackAdvice = pushedViewFailed(in: ui)
            ? (" RecipeDetail is pushed by the NavigationStack, so it gets the stack's environment, not the List's: "
               + "set the services above the NavigationStack, on ContentView itself.",
               " RecipeDetail wird vom NavigationStack gezeigt und bekommt dessen Environment, nicht die der List: "
               + "setze die Dienste über dem NavigationStack, an ContentView selbst.")
            : ("", "")
        #expect(ui.diagnostics.isEmpty,
                .step(5, "Opening \(first.name) in ContentView_Previews should show its recipe, but SwiftUI "
                      + "would stop with: \(messages(ui.diagnostics)). Setting services one by one forgets "
                      + "one; give the preview all of them at once, as one set." + stackAdvice.0,
                      de: "Wird \(first.name) in ContentView_Previews geöffnet, sollte das Rezept erscheinen, "
                      + "aber SwiftUI würde abbrechen mit: \(messages(ui.diagnostics, german: true)). Wer Dienste "
                      + "einzeln setzt, vergisst einen; gib der Preview alle auf einmal, als einen Satz."
                      + stackAdvice.1,
                      file: "ContentView.swift", symbol: "ContentView_Previews"))
        #expect(liveUses.reaches.isEmpty,
                .step(5, "Opening a recipe in ContentView_Previews and tapping Favorite reached the live "
                      + "\(describe(liveUses.reaches)); a preview must work offline. Give it the preview set, and "
                      + "keep preview() free of live services (step 2).",
                      de: "Beim Öffnen eines Rezepts in ContentView_Previews und beim Tipp auf Favorite wurde der "
                      + "Live-Dienst \(describe(liveUses.reaches, german: true)) erreicht; eine Preview muss "
                      + "offline funktionieren. Gib ihr den Preview-Satz, und halte preview() frei von "
                      + "Live-Diensten (Schritt 2).",
                      file: "ContentView.swift", symbol: "ContentView_Previews"))
    }
}
