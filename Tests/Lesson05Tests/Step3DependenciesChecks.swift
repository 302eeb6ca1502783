import AppDomain
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson05

@Suite("Step 3 · dependencies(_:) applies every service ⟪de: dependencies(_:) setzt jeden Dienst⟫", .recordingLiveServices)
struct Step3DependenciesChecks {
    @Test("makes the meal service, the analytics and the favourites store reachable anywhere below ⟪de: macht Rezeptdienst, Analytics und Favoriten-Store überall darunter erreichbar⟫")
    func everyServiceReachable() {
        let spies = SpySet()
        let sightings = Sightings()
        // The probes sit a few levels down, the way RecipeDetail sits below ContentView.
        let ui = ViewHost(
            VStack {
                List {
                    Section("probes") {
                        MealServiceProbe(sightings: sightings)
                        AnalyticsProbe(sightings: sightings)
                        FavoritesProbe(sightings: sightings)
                    }
                }
            }
            .dependencies(spies.deps))
        let mealService = sightings.mealService.map { "\(type(of: $0))" } ?? "nothing"
        #expect(sightings.mealService as? SpyMealService === spies.mealService,
                .step(3, "A view below your `dependencies(_:)` modifier, given a set of spies, should read deps.mealService with "
                      + "`@Environment(\\.mealService)`, but it read \(mealService). The modifier must put every "
                      + "service of the set into the environment, the meal service under its key.",
                      de: "Eine View unter deinem Modifier `dependencies(_:)`, der einen Satz Spies bekommt, sollte mit `@Environment(\\.mealService)` "
                      + "deps.mealService lesen, gelesen hat sie \(mealService). Der Modifier muss jeden Dienst "
                      + "des Satzes in die Environment legen, den Rezeptdienst unter seinem Key.",
                      file: "View+Dependencies.swift", symbol: "func dependencies"))
        let analytics = sightings.analytics.map { "\(type(of: $0))" } ?? "nothing"
        #expect(sightings.analytics as? SpyAnalytics === spies.analytics,
                .step(3, "A view below your `dependencies(_:)` modifier, given a set of spies, should read deps.analytics with "
                      + "`@Environment(\\.analytics)`, but it read \(analytics). The modifier must put every "
                      + "service of the set into the environment, the analytics under their key.",
                      de: "Eine View unter deinem Modifier `dependencies(_:)`, der einen Satz Spies bekommt, sollte mit `@Environment(\\.analytics)` "
                      + "deps.analytics lesen, gelesen hat sie \(analytics). Der Modifier muss jeden Dienst des "
                      + "Satzes in die Environment legen, die Analytics unter ihrem Key.",
                      file: "View+Dependencies.swift", symbol: "func dependencies"))
        #expect(sightings.favorites === spies.favorites,
                .step(3, "A view below your `dependencies(_:)` modifier, given a set of spies, should find deps.favorites with "
                      + "`@Environment(FavoritesStore.self)`, but rendering reported: \(messages(ui.failures)). "
                      + "An @Observable object goes into the environment by its type, not under a key.",
                      de: "Eine View unter deinem Modifier `dependencies(_:)`, der einen Satz Spies bekommt, sollte mit `@Environment(FavoritesStore.self)` "
                      + "deps.favorites finden, aber beim Rendern kam: \(messages(ui.failures, german: true)). Ein "
                      + "@Observable-Objekt kommt über seinen Typ in die Environment, nicht unter einem Key.",
                      file: "View+Dependencies.swift", symbol: "func dependencies"))
    }

    @Test("ContentView, given the preview set through dependencies(_:), lists the sample meals without a live service ⟪de: ContentView listet mit dem Preview-Satz über dependencies(_:) die Beispielgerichte ohne Live-Dienst⟫")
    func contentViewWithPreviewSet() async throws {
        clearPreviewFavorites()
        let expected = try await PreviewMealService().meals(in: "Dessert").map(\.name)
        let ui = ViewHost(ContentView().dependencies(.preview()))
        await ui.settle()
        let listed = expected.filter { ui.texts.contains($0) }
        #expect(listed == expected,
                .step(3, "ContentView, given preview() through `dependencies(_:)`, should list the sample meals \(expected); it "
                      + "shows \(ui.texts). `dependencies(_:)` must hand deps.mealService to the views inside.",
                      de: "ContentView sollte mit preview() über `dependencies(_:)` die Beispielgerichte \(expected) "
                      + "auflisten; sie zeigt \(ui.texts). `dependencies(_:)` muss deps.mealService an die Views "
                      + "darin weiterreichen.",
                      file: "View+Dependencies.swift", symbol: "func dependencies"))
        #expect(liveUses.reaches.isEmpty,
                .step(3, "ContentView, given preview() through `dependencies(_:)`, reached the live \(describe(liveUses.reaches)). "
                      + "Every service of the set must reach the views below, so none falls back to a live "
                      + "default (and preview() itself must hold no live service, step 2).",
                      de: "ContentView hat mit preview() über `dependencies(_:)` den Live-Dienst "
                      + "\(describe(liveUses.reaches, german: true)) erreicht. Jeder Dienst des Satzes muss bei den "
                      + "Views darunter ankommen, damit keine auf einen Live-Standardwert zurückfällt (und "
                      + "preview() selbst darf keinen Live-Dienst enthalten, Schritt 2).",
                      file: "View+Dependencies.swift", symbol: "func dependencies"))
    }
}
