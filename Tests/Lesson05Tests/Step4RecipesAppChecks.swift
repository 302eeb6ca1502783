import AppDomain
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson05

@Suite("Step 4 · RecipesApp and RecipeDetail", .recordingLiveServices)
struct Step4RecipesAppChecks {
    @Test("without a FavoritesStore above it, RecipeDetail reports SwiftUI's missing-object error")
    func detailRequiresStore() {
        let ui = ViewHost(RecipeDetail(meal: .sample))
        let missing = ui.failures.filter { $0.kind == .missingObservableObject && $0.message.contains("FavoritesStore") }
        #expect(!missing.isEmpty,
                .step(4, "RecipeDetail(meal:) with no FavoritesStore above it should stop with SwiftUI's "
                      + "\"No Observable object of type FavoritesStore found\": that is what "
                      + "`@Environment(FavoritesStore.self)` does when no ancestor provides the store. It showed "
                      + "\(ui.texts) instead (live uses: \(describe(liveUses.reaches))), so it gets its store "
                      + "somewhere else. Read it with `@Environment(FavoritesStore.self) private var favorites`.",
                      file: "RecipeDetail.swift", symbol: "struct RecipeDetail"))
    }

    @Test("tapping Favorite toggles the meal in the store from the environment")
    func togglesEnvironmentStore() throws {
        let spies = SpySet()
        let ui = ViewHost(RecipeDetail(meal: .sample).dependencies(spies.deps))
        let button = try favoriteButton(in: ui)
        try button.tap()
        #expect(spies.favorites.contains(Meal.sample.id),
                .step(4, "After one tap the meal should be a favourite in the store that `.dependencies` put "
                      + "into the environment. Call `favorites.toggle(id: meal.id)` on the store from "
                      + "`@Environment(FavoritesStore.self)`.", file: "RecipeDetail.swift", symbol: "Button("))
        try ui.find(button: "Favorite").tap()
        #expect(!spies.favorites.contains(Meal.sample.id),
                .step(4, "A second tap should remove the favourite again (toggle, not insert).",
                      file: "RecipeDetail.swift", symbol: "Button("))
    }

    @Test("tapping Favorite tracks \"favorite\" on the analytics from the environment")
    func tracksOnEnvironmentAnalytics() throws {
        let spies = SpySet()
        let ui = ViewHost(RecipeDetail(meal: .sample).dependencies(spies.deps))
        let button = try favoriteButton(in: ui)
        try button.tap()
        #expect(spies.analytics.events == ["favorite"],
                .step(4, "One tap should send exactly the event \"favorite\" to the analytics in the "
                      + "environment; it received \(spies.analytics.events). Read it with "
                      + "`@Environment(\\.analytics) private var analytics` and call `analytics.track(\"favorite\")`.",
                      file: "RecipeDetail.swift", symbol: "Button("))
    }

    @Test("with its services from .dependencies, RecipeDetail reaches no live service")
    func detailStaysOffLiveServices() {
        let spies = SpySet()
        let ui = ViewHost(RecipeDetail(meal: .sample).dependencies(spies.deps))
        try? ui.find(button: "Favorite").tap()
        #expect(liveUses.reaches.isEmpty,
                .step(4, "RecipeDetail reached the live \(describe(liveUses.reaches)) although `.dependencies` "
                      + "gave it every service. Use the `favorites` and `analytics` from the environment, in "
                      + "`body` and in the button's action.", file: "RecipeDetail.swift", symbol: ".shared."))
    }

    @Test("RecipeDetail's preview renders with the preview services: no live service, no diagnostic")
    func detailPreviewIsSafe() {
        clearPreviewFavorites()
        let ui = ViewHost(RecipeDetail_Previews.previews)
        try? ui.find(button: "Favorite").tap()
        #expect(ui.diagnostics.isEmpty,
                .step(4, "RecipeDetail_Previews should render and let you tap Favorite, but SwiftUI would "
                      + "report: \(messages(ui.diagnostics)). Give the preview every service in one line: "
                      + "`RecipeDetail(meal: .sample).dependencies(.preview())`.",
                      file: "RecipeDetail.swift", symbol: "RecipeDetail_Previews"))
        #expect(liveUses.reaches.isEmpty,
                .step(4, "RecipeDetail_Previews reached the live \(describe(liveUses.reaches)); a preview must "
                      + "not touch real services. Use `.dependencies(.preview())`, and keep preview() free of "
                      + "live services (step 2).",
                      file: "RecipeDetail.swift", symbol: "RecipeDetail_Previews"))
    }

    @Test("RecipesApp creates its live services once, however often its scene renders")
    func appCreatesLiveServicesOnce() async {
        // What one call of live() creates, to compare the app with. NB: a `MealAPI()` is left out: the
        // meal service key's default may create one whenever the environment is written (as SwiftUI's
        // `@Entry` does), which is harmless; a second store or analytics is what loses state.
        let counts = { (uses: [LiveUse]) in uses.filter { $0.service != "MealAPI" } }
        _ = AppDependencies.live()
        let oneSet = counts(liveUses.uses)
        liveUses.reset()

        let ui = ViewHost(app: RecipesApp())
        await ui.settle()        // ContentView's task stores its result: the scene renders again
        ui.disappear()
        ui.appear()
        await ui.settle()
        let rendered = counts(liveUses.uses).filter { use in oneSet.contains(use) }
        #expect(!oneSet.isEmpty && counted(rendered) == counted(oneSet),
                .step(4, "RecipesApp should create the live services once, when it starts, however often its "
                      + "body runs. One call of AppDependencies.live() creates \(counted(oneSet)); while the "
                      + "app's scene rendered, reloaded and came back on screen there were \(counted(rendered)). "
                      + "Hold the set in `@State private var deps = AppDependencies.live()` and apply it with "
                      + "`ContentView().dependencies(deps)`; live() inside `body` makes a new set on every render.",
                      file: "RecipesApp.swift", symbol: "var body"))
    }

    @Test("in RecipesApp, a recipe's Favorite reaches the app's live store and analytics, never a singleton")
    func appHandsLiveServicesDown() async throws {
        let ui = ViewHost(app: RecipesApp())
        await ui.settle()
        let link = try #require(ui.findAll(kind: "NavigationLink").first,
                                .step(4, "RecipesApp should show ContentView with today's pick as a link; the "
                                      + "app shows:\n\(ui.tree)", file: "RecipesApp.swift", symbol: "ContentView("))
        try link.tap()
        let button = try #require(try? ui.find(button: "Favorite"),
                                  .step(4, "Opening a recipe in RecipesApp should show RecipeDetail with its "
                                        + "Favorite button, but SwiftUI would report: \(messages(ui.failures)). "
                                        + "Apply the set at the app's root: `ContentView().dependencies(deps)`.",
                                        file: "RecipesApp.swift", symbol: "ContentView("))
        try button.tap()
        let toggled = liveUses.contains(service: "FavoritesStore", call: "toggle(id:)")
        let tracked = liveUses.uses.contains { $0.service == "Analytics" && $0.call == "track(_:)" && $0.detail == "favorite" }
        #expect(toggled && tracked,
                .step(4, "In the app, tapping Favorite should use the live store and analytics that "
                      + "AppDependencies.live() created; live uses seen: \(describe(liveUses.reaches)). Apply "
                      + "`deps` with `.dependencies(deps)` on ContentView.",
                      file: "RecipesApp.swift", symbol: ".dependencies("))
        let singletons = liveUses.uses.filter { $0.call == "shared" }
        #expect(singletons.isEmpty,
                .step(4, "While the app ran, code reached \(describe(singletons)). Every service now comes from "
                      + "the composition root: live() creates it (step 2), and views read it from the environment.",
                      file: "RecipeDetail.swift", symbol: ".shared."))
    }

    /// RecipeDetail's Favorite button, or a failure that says what the detail shows instead.
    private func favoriteButton(in ui: ViewHost) throws -> RenderedView {
        try #require(try? ui.find(button: "Favorite"),
                     .step(4, "RecipeDetail should show a button titled \"Favorite\"; it shows \(ui.texts) "
                           + "(diagnostics: \(messages(ui.diagnostics))). If a store is missing although "
                           + "`.dependencies` gave one, see step 3.", file: "RecipeDetail.swift", symbol: "Button("))
    }
}
