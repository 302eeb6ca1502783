import AppDomain
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson05

@Suite("Step 2 · AppDependencies ⟪de: AppDependencies⟫", .recordingLiveServices)
struct Step2AppDependenciesChecks {
    @Test("live() holds the live MealAPI, a FavoritesStore on the standard defaults and ConsoleAnalytics ⟪de: live() enthält die Live-MealAPI, einen FavoritesStore auf den Standard-Defaults und ConsoleAnalytics⟫")
    func liveIsLive() async {
        let deps = AppDependencies.live()
        _ = try? await deps.mealService.meals(in: "Dessert")
        deps.analytics.track("probe")
        #expect(liveUses.contains(service: "MealAPI", call: "meals(in:)"),
                .step(2, "live().mealService should be the live API: asking it for desserts should reach "
                      + "MealAPI.meals(in:). Live uses seen: \(describe(liveUses.reaches)).",
                      de: "live().mealService sollte die echte API sein: Eine Frage nach Desserts sollte bei "
                      + "MealAPI.meals(in:) ankommen. Beobachtete Zugriffe auf Live-Dienste: "
                      + "\(describe(liveUses.reaches, german: true)).",
                      file: "AppDependencies.swift", symbol: "func live"))
        #expect(deps.favorites.usesStandardDefaults,
                .step(2, "live().favorites should keep the user's real favourites, in the standard UserDefaults; "
                      + "it uses other defaults.",
                      de: "live().favorites sollte die echten Favoriten des Nutzers in den Standard-UserDefaults "
                      + "führen; es verwendet andere UserDefaults.",
                      file: "AppDependencies.swift", symbol: "func live"))
        #expect(liveUses.contains(service: "Analytics", call: "track(_:)"),
                .step(2, "live().analytics should report for real: tracking an event should reach the live "
                      + "Analytics. Live uses seen: \(describe(liveUses.reaches)). The live set holds the live "
                      + "analytics of step 1.",
                      de: "live().analytics sollte wirklich melden: Ein Event sollte beim echten Analytics "
                      + "ankommen. Beobachtete Zugriffe auf Live-Dienste: "
                      + "\(describe(liveUses.reaches, german: true)). Der echte Satz enthält die Live-Analytics aus "
                      + "Schritt 1.",
                      file: "AppDependencies.swift", symbol: "func live"))
    }

    @Test("live() creates its services itself and reaches for no .shared singleton ⟪de: live() erzeugt seine Dienste selbst und greift zu keinem .shared-Singleton⟫")
    func liveCreatesItsServices() {
        _ = AppDependencies.live()
        let singletons = liveUses.uses.filter { $0.call == "shared" }
        #expect(singletons.isEmpty,
                .step(2, "live() reached \(describe(singletons)). The composition root creates each service "
                      + "itself, once, and owns it; a `.shared` here would bring the hidden global back, and "
                      + "after this lesson no code needs one any more.",
                      de: "live() hat \(describe(singletons, german: true)) erreicht. Der Composition Root "
                      + "erzeugt jeden Dienst selbst, genau einmal, und besitzt ihn; ein `.shared` an dieser "
                      + "Stelle holt die versteckte globale Instanz zurück, und nach dieser Lektion braucht kein "
                      + "Code mehr ein `.shared`.",
                      file: "AppDependencies.swift", symbol: ".shared"))
    }

    @Test("preview() uses no live service, even when its services are used ⟪de: preview() verwendet keinen Live-Dienst, auch wenn seine Dienste benutzt werden⟫")
    func previewIsOffline() async {
        clearPreviewFavorites()
        let deps = AppDependencies.preview()
        _ = try? await deps.mealService.meals(in: "Dessert")
        deps.analytics.track("probe")
        deps.favorites.toggle(id: Meal.sample.id)
        deps.favorites.toggle(id: Meal.sample.id)
        #expect(liveUses.reaches.isEmpty,
                .step(2, "AppDependencies.preview() reached the live \(describe(liveUses.reaches)). The preview "
                      + "set must never touch the network, the standard UserDefaults or real analytics: the "
                      + "sample meals of PreviewMealService, favourites in a suite of their own, silent analytics.",
                      de: "AppDependencies.preview() hat \(liveUses.reaches.germanObject) "
                      + "erreicht. Der Preview-Satz darf weder das Netz noch die Standard-UserDefaults noch echte "
                      + "Analytics anfassen: die Beispielgerichte von PreviewMealService, Favoriten in einer "
                      + "eigenen Suite, stumme Analytics.",
                      file: "AppDependencies.swift", symbol: "func preview"))
    }

    @Test("preview() keeps its favourites in their own UserDefaults suite, never .standard ⟪de: preview() hält seine Favoriten in einer eigenen UserDefaults-Suite, nie in .standard⟫")
    func previewFavoritesAreSeparate() {
        clearPreviewFavorites()
        let deps = AppDependencies.preview()
        #expect(!deps.favorites.usesStandardDefaults,
                .step(2, "preview().favorites is on UserDefaults.standard, which every preview run and every test "
                      + "shares: a heart tapped in one preview would still be set in the next, and a test would "
                      + "see what an earlier one left behind. The preview set keeps its favourites in a suite of "
                      + "their own, named \"preview\".",
                      de: "preview().favorites liegt auf UserDefaults.standard, und die teilen sich alle "
                      + "Preview-Läufe und alle Tests: Ein Herz, das du in einer Preview antippst, wäre in der "
                      + "nächsten noch gesetzt, und ein Test sähe, was ein früherer liegen gelassen hat. Der "
                      + "Preview-Satz hält seine Favoriten in einer eigenen Suite namens „preview“.",
                      file: "AppDependencies.swift", symbol: "func preview"))
    }

    @Test("preview() serves the three sample meals of PreviewMealService ⟪de: preview() liefert die drei Beispielgerichte von PreviewMealService⟫")
    func previewServesSamples() async throws {
        let expected = try await PreviewMealService().meals(in: "Dessert").map(\.name)
        let served = (try? await AppDependencies.preview().mealService.meals(in: "Dessert"))?.map(\.name)
        #expect(served == expected,
                .step(2, "preview().mealService should answer with PreviewMealService's meals \(expected); it "
                      + "answered \(served.map { "\($0)" } ?? "with an error"). The preview set takes its meals "
                      + "from the given sample service.",
                      de: "preview().mealService sollte mit den Gerichten von PreviewMealService antworten, "
                      + "\(expected); geantwortet hat es \(served.map { "mit \($0)" } ?? "mit einem Fehler"). "
                      + "Der Preview-Satz nimmt seine Gerichte vom mitgelieferten Beispieldienst.",
                      file: "AppDependencies.swift", symbol: "func preview"))
    }
}
