import AppDomain
import Foundation
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson01

@Suite("Step 3 · FavoriteButton takes its services ⟪de: FavoriteButton bekommt seine Dienste⟫", .recordingLiveServices)
struct Step3FavoriteButtonChecks {
    /// A store on its own, empty defaults, so no check sees another's favourites.
    private func freshStore() -> FavoritesStore {
        FavoritesStore(defaults: throwawayDefaults("lesson01.checks"))
    }

    @Test("tapping toggles the meal in the store it is given ⟪de: ein Tipp schaltet das Gericht im Store um, den er bekommt⟫")
    func togglesInjectedStore() throws {
        let store = freshStore()
        let ui = ViewHost(FavoriteButton(meal: .pfannkuchen, favorites: store, analytics: SpyAnalytics()))
        try ui.find(button: "Favorite").tap()
        #expect(store.contains(Meal.pfannkuchen.id),
                .step(3, "After one tap the meal should be a favourite in the store FavoriteButton was given, "
                      + "but that store does not contain it. The action should toggle the meal in the store the "
                      + "button keeps.",
                      de: "Nach einem Tipp sollte das Gericht ein Favorit in dem Store sein, den FavoriteButton "
                      + "bekommen hat, aber dort fehlt es. Die Aktion des Buttons sollte das Gericht in dem Store "
                      + "umschalten, den der Button gespeichert hat.",
                      file: "FavoriteButton.swift", symbol: "Button("))
        try ui.find(button: "Favorite").tap()
        #expect(!store.contains(Meal.pfannkuchen.id),
                .step(3, "A second tap should remove the favourite again, but the meal is still in the store: "
                      + "the button should toggle, not only add.",
                      de: "Ein zweiter Tipp sollte den Favoriten wieder entfernen, aber das Gericht steht noch im "
                      + "Store: Der Button sollte umschalten, nicht nur hinzufügen.",
                      file: "FavoriteButton.swift", symbol: "Button("))
    }

    @Test("tapping tracks \"favorite\" on the analytics it is given ⟪de: ein Tipp meldet „favorite“ an das Analytics, das er bekommt⟫")
    func tracksOnInjectedAnalytics() throws {
        let analytics = SpyAnalytics()
        let ui = ViewHost(FavoriteButton(meal: .pfannkuchen, favorites: freshStore(), analytics: analytics))
        try ui.find(button: "Favorite").tap()
        #expect(analytics.events == ["favorite"],
                .step(3, "One tap should send exactly the event \"favorite\" to the analytics FavoriteButton "
                      + "was given; it received \(analytics.events).",
                      de: "Ein Tipp sollte genau das Event „favorite“ an den Analytics-Dienst schicken, den "
                      + "FavoriteButton bekommen hat; angekommen ist \(analytics.events).",
                      file: "FavoriteButton.swift", symbol: "Button("))
    }

    @Test("touches no live singleton when it is given its services ⟪de: berührt keinen Live-Singleton, wenn er seine Dienste bekommt⟫")
    func staysOffSingletons() throws {
        let ui = ViewHost(FavoriteButton(meal: .pfannkuchen, favorites: freshStore(), analytics: SpyAnalytics()))
        try ui.find(button: "Favorite").tap()
        let live = liveUses.reaches
        // NB: points at a use such as `Analytics.shared.track`, never at the defaults, which must stay.
        #expect(live.isEmpty,
                .step(3, "FavoriteButton reached the live \(describe(live)) although it was given both "
                      + "services. The action should use the services the button keeps; the singletons belong "
                      + "only in the default values.",
                      de: "FavoriteButton hat Live-Dienste erreicht (\(describe(live, german: true))), obwohl er "
                      + "beide Dienste bekommen hat. Die Aktion des Buttons sollte die Dienste nutzen, die er "
                      + "gespeichert hat; die Singletons gehören nur in die Standardwerte.",
                      file: "FavoriteButton.swift", symbol: ".shared."))
    }

    @Test("FavoriteButton(meal:) still uses the shared store and analytics by default ⟪de: FavoriteButton(meal:) verwendet standardmäßig weiter den gemeinsamen Store und Analytics⟫")
    func defaultsToSingletons() throws {
        // NB: read without recording, so that only the button's own uses are seen.
        let shared = LiveServiceLog.$current.withValue(nil) { FavoritesStore.shared }
        let wasFavorite = shared.contains(Meal.strudel.id)
        let ui = ViewHost(FavoriteButton(meal: .strudel))
        try ui.find(button: "Favorite").tap()
        // The app's one analytics, not a second one: `Analytics.shared` is read, no `Analytics` is created.
        let analyticsUsed = liveUses.contains(service: "Analytics", call: "track(_:)")
            && liveUses.contains(service: "Analytics", call: "shared") && !liveUses.contains(service: "Analytics", call: "init")
        #expect(shared.contains(Meal.strudel.id) != wasFavorite && analyticsUsed,
                .step(3, "FavoriteButton(meal:) should still work as before: a tap toggles the meal in the app's "
                      + "one shared store, FavoritesStore.shared, and reports to the app's one analytics, "
                      + "Analytics.shared, not to a second Analytics of its own. A new "
                      + "FavoritesStore on the standard defaults would be a second store that the rest of the app "
                      + "never sees. The shared store "
                      + "\(shared.contains(Meal.strudel.id) != wasFavorite ? "changed" : "did not change"); "
                      + "live uses seen: \(describe(liveUses.uses)).",
                      de: "FavoriteButton(meal:) sollte weiter wie bisher funktionieren: Ein Tipp schaltet das "
                      + "Gericht im einen gemeinsamen Store der App um, FavoritesStore.shared, und meldet das an "
                      + "den einen Analytics-Dienst der App, Analytics.shared, nicht an ein zweites, eigenes Analytics. "
                      + "Ein neuer FavoritesStore auf UserDefaults.standard wäre ein "
                      + "zweiter Store, den der Rest der App nie zu sehen bekommt. Der gemeinsame Store hat sich "
                      + "\(shared.contains(Meal.strudel.id) != wasFavorite ? "verändert" : "nicht verändert"); "
                      + "beobachtete Zugriffe auf Live-Dienste: \(describe(liveUses.uses, german: true)).",
                      file: "FavoriteButton.swift", symbol: "init("))
    }
}
