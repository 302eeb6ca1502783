import AppDomain
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson04

@Suite("Step 1 · A key for the recipe service ⟪de: Ein Key für den Rezeptdienst⟫", .recordingLiveServices)
struct Step1MealServiceKeyChecks {
    @Test("without an ancestor's value, mealService is the live MealAPI ⟪de: ohne Wert eines Vorfahren ist mealService die Live-MealAPI⟫")
    func defaultIsLive() {
        let service = EnvironmentValues().mealService
        #expect(service is MealAPI,
                .step(1, "Where no ancestor set a service, `mealService` should be the live API, so the app "
                      + "works without any setup; it is a \(type(of: service)). The key's default decides "
                      + "what the shipped app loads: make it the live MealAPI and leave sample data to the "
                      + "previews.",
                      de: "Wo kein Vorfahre einen Dienst gesetzt hat, sollte `mealService` die echte API sein, "
                      + "damit die App ohne jede Einrichtung läuft; es ist ein \(type(of: service)). Der "
                      + "Standardwert des Keys bestimmt, was die ausgelieferte App lädt: Mach ihn zur echten "
                      + "MealAPI und überlass die Beispieldaten den Previews.",
                      file: "MealServiceKey.swift", symbol: "defaultValue"))
    }

    @Test("a service set with .environment(\\.mealService, …) reaches the views inside ⟪de: ein mit .environment(\\.mealService, …) gesetzter Dienst erreicht die Views darin⟫")
    func overrideReachesSubtree() {
        let ui: ViewHost = ViewHost(
            VStack { MealServiceProbe(name: "inside") }
                .environment(\.mealService, SpyMealService(meals: []))
        )
        #expect(ui.texts == ["inside: SpyMealService"],
                .step(1, "A view inside `.environment(\\.mealService, spy)` should read the spy, but it read "
                      + "\(ui.texts). The getter of `mealService` should return what this copy of the "
                      + "environment holds under MealServiceKey, not the key's default.",
                      de: "Eine View innerhalb von `.environment(\\.mealService, spy)` sollte den Spy lesen, "
                      + "hat aber \(ui.texts) gelesen. Der Getter von `mealService` sollte liefern, was diese "
                      + "Kopie der Environment unter MealServiceKey hält, nicht den Standardwert des Keys.",
                      file: "MealServiceKey.swift",
                      symbol: "var mealService"))
    }

    @Test("a sibling of the overridden view keeps the default ⟪de: ein Geschwister der überschriebenen View behält den Standardwert⟫")
    func siblingKeepsDefault() {
        let ui: ViewHost = ViewHost(
            VStack {
                MealServiceProbe(name: "overridden")
                    .environment(\.mealService, SpyMealService(meals: []))
                MealServiceProbe(name: "sibling")
            }
        )
        #expect(ui.texts == ["overridden: SpyMealService", "sibling: MealAPI"],
                .step(1, "`.environment(\\.mealService, spy)` should change the service for that view's "
                      + "subtree only: the overridden view should read the spy and its sibling the live "
                      + "MealAPI. They read \(ui.texts). The setter should store the value in this copy of "
                      + "the environment, under MealServiceKey — not in a static property that every view "
                      + "shares.",
                      de: "`.environment(\\.mealService, spy)` sollte den Dienst nur für den Teilbaum dieser "
                      + "View ändern: Die überschriebene View sollte den Spy lesen, die View daneben die echte "
                      + "MealAPI. Gelesen haben sie \(ui.texts). Der Setter sollte den Wert in dieser Kopie "
                      + "der Environment unter MealServiceKey ablegen — nicht in einer statischen Property, "
                      + "die sich alle Views teilen.",
                      file: "MealServiceKey.swift", symbol: "set"))
    }
}
