import AppDomain
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson05

@Suite("Step 4 · RecipesApp and RecipeDetail ⟪de: RecipesApp und RecipeDetail⟫", .recordingLiveServices)
struct Step4RecipesAppChecks {
    @Test("without a FavoritesStore above it, RecipeDetail reports SwiftUI's missing-object error ⟪de: ohne FavoritesStore darüber meldet RecipeDetail SwiftUIs Fehler zum fehlenden Objekt⟫")
    func detailRequiresStore() {
        let ui = ViewHost(RecipeDetail(meal: .sample))
        let missing = ui.failures.filter { $0.kind == .missingObservableObject && $0.message.contains("FavoritesStore") }
        #expect(!missing.isEmpty,
                .step(4, "RecipeDetail(meal:) with no FavoritesStore above it should stop with SwiftUI's "
                      + "\"No Observable object of type FavoritesStore found\": that is what "
                      + "`@Environment(FavoritesStore.self)` does when no ancestor provides the store. It showed "
                      + "\(ui.texts) instead (live uses: \(describe(liveUses.reaches))), so it gets its store "
                      + "somewhere else — from a singleton, or as an optional that quietly does nothing.",
                      de: "RecipeDetail(meal:) ohne FavoritesStore darüber sollte mit SwiftUIs „No Observable "
                      + "object of type FavoritesStore found“ abbrechen: Das tut "
                      + "`@Environment(FavoritesStore.self)`, wenn kein Vorfahre den Store bereitstellt. "
                      + "Stattdessen zeigte sie \(ui.texts) (Zugriffe auf Live-Dienste: "
                      + "\(describe(liveUses.reaches, german: true))), bekommt ihren Store also "
                      + "woanders her — von einem Singleton oder als Optional, das stillschweigend nichts tut.",
                      file: "RecipeDetail.swift", symbol: "struct RecipeDetail"))
    }

    @Test("tapping Favorite toggles the meal in the store from the environment ⟪de: ein Tipp auf Favorite schaltet das Gericht im Store aus der Environment um⟫")
    func togglesEnvironmentStore() throws {
        let spies = SpySet()
        let ui = ViewHost(RecipeDetail(meal: .sample).dependencies(spies.deps))
        let button = try favoriteButton(in: ui)
        try button.tap()
        #expect(spies.favorites.contains(Meal.sample.id),
                .step(4, "After one tap the meal should be a favourite in the store that `.dependencies` put "
                      + "into the environment; that store does not have it. The button's action must toggle the "
                      + "meal in the store RecipeDetail reads from the environment.",
                      de: "Nach einem Tipp sollte das Gericht ein Favorit in dem Store sein, den `.dependencies` "
                      + "in die Environment gelegt hat; dieser Store kennt es nicht. Die Aktion des Buttons muss "
                      + "das Gericht in dem Store umschalten, den RecipeDetail aus der Environment liest.",
                      file: "RecipeDetail.swift", symbol: "Button("))
        expectHeart("heart.fill", in: ui, after: "one tap", nach: "einem Tipp")
        try ui.find(button: "Favorite").tap()
        #expect(!spies.favorites.contains(Meal.sample.id),
                .step(4, "A second tap should remove the favourite again (toggle, not insert).",
                      de: "Ein zweiter Tipp sollte den Favoriten wieder entfernen (umschalten, nicht einfügen).",
                      file: "RecipeDetail.swift", symbol: "Button("))
        expectHeart("heart", in: ui, after: "a second tap", nach: "einem zweiten Tipp")
    }

    /// The button's icon shows what the store from the environment holds for the meal.
    private func expectHeart(_ icon: String, in ui: ViewHost, after: String, nach: String) {
        let shown = (try? ui.find(ViewType.Image.self))?.systemImage
        #expect(shown == icon,
                .step(4, "After \(after), the button's icon should be “\(icon)”, read from the same store the button "
                      + "toggles; it is \(shown.map { "“\($0)”" } ?? "missing").",
                      de: "Nach \(nach) sollte das Symbol des Buttons „\(icon)“ sein, gelesen aus demselben Store, den "
                      + "der Button umschaltet; es ist \(shown.map { "„\($0)“" } ?? "nicht da").",
                      file: "RecipeDetail.swift", symbol: "systemImage:"))
    }

    @Test("tapping Favorite tracks \"favorite\" on the analytics from the environment ⟪de: ein Tipp auf Favorite meldet „favorite“ an das Analytics aus der Environment⟫")
    func tracksOnEnvironmentAnalytics() throws {
        let spies = SpySet()
        let ui = ViewHost(RecipeDetail(meal: .sample).dependencies(spies.deps))
        let button = try favoriteButton(in: ui)
        try button.tap()
        #expect(spies.analytics.events == ["favorite"],
                .step(4, "One tap should send exactly the event \"favorite\" to the analytics in the "
                      + "environment; they received \(spies.analytics.events). RecipeDetail should read its "
                      + "analytics from the environment and report the tap there.",
                      de: "Ein Tipp sollte genau das Event „favorite“ an die Analytics in der Environment "
                      + "schicken; dort angekommen ist \(spies.analytics.events). RecipeDetail sollte seine "
                      + "Analytics aus der Environment lesen und den Tipp dorthin melden.",
                      file: "RecipeDetail.swift", symbol: "Button("))
    }

    @Test("with its services from .dependencies, RecipeDetail reaches no live service ⟪de: mit seinen Diensten aus .dependencies erreicht RecipeDetail keinen Live-Dienst⟫")
    func detailStaysOffLiveServices() {
        let spies = SpySet()
        let ui = ViewHost(RecipeDetail(meal: .sample).dependencies(spies.deps))
        try? ui.find(button: "Favorite").tap()
        #expect(liveUses.reaches.isEmpty,
                .step(4, "RecipeDetail reached the live \(describe(liveUses.reaches)) although `.dependencies` "
                      + "gave it every service. Use the store and the analytics from the environment, in "
                      + "`body` and in the button's action.",
                      de: "RecipeDetail hat \(liveUses.reaches.germanObject) erreicht, "
                      + "obwohl `.dependencies` ihm jeden Dienst gegeben hat. Nimm Store und Analytics aus der "
                      + "Environment, in `body` und in der Aktion des Buttons.",
                      file: "RecipeDetail.swift", symbol: ".shared."))
    }

    @Test("RecipeDetail's preview renders with the preview services: no live service, no diagnostic ⟪de: die Preview von RecipeDetail rendert mit den Preview-Diensten: kein Live-Dienst, keine Diagnose⟫")
    func detailPreviewIsSafe() {
        clearPreviewFavorites()
        let ui = ViewHost(RecipeDetail_Previews.previews)
        try? ui.find(button: "Favorite").tap()
        #expect(ui.diagnostics.isEmpty,
                .step(4, "RecipeDetail_Previews should render and let you tap Favorite, but SwiftUI would "
                      + "report: \(messages(ui.diagnostics)). The preview should hand the detail the whole "
                      + "preview set, in one line.",
                      de: "RecipeDetail_Previews sollte rendern und einen Tipp auf Favorite erlauben, aber SwiftUI "
                      + "würde melden: \(messages(ui.diagnostics, german: true)). Die Preview sollte der "
                      + "Detail-View den ganzen Preview-Satz geben, mit einer Zeile.",
                      file: "RecipeDetail.swift", symbol: "RecipeDetail_Previews"))
        #expect(liveUses.reaches.isEmpty,
                .step(4, "RecipeDetail_Previews reached the live \(describe(liveUses.reaches)); a preview must "
                      + "not touch real services. Give it the preview set, and keep preview() free of live "
                      + "services (step 2).",
                      de: "RecipeDetail_Previews hat \(liveUses.reaches.germanObject) "
                      + "erreicht; eine Preview darf keine echten Dienste anfassen. Gib ihr den Preview-Satz, und "
                      + "halte preview() frei von Live-Diensten (Schritt 2).",
                      file: "RecipeDetail.swift", symbol: "RecipeDetail_Previews"))
    }

    @Test("RecipesApp creates its live services once, however often its scene renders ⟪de: RecipesApp erzeugt seine Live-Dienste einmal, egal wie oft die Szene rendert⟫")
    func appCreatesLiveServicesOnce() async {
        // What one call of live() creates, to compare the app with. NB: a `MealAPI()` is left out: the
        // meal service key's default may create one whenever the environment is written (as SwiftUI's
        // `@Entry` does), which is harmless; a second store or analytics is what loses state.
        let counts = { (uses: [LiveUse]) in uses.filter { $0.service != "MealAPI" } }
        _ = AppDependencies.live()
        let oneSet = counts(liveUses.uses)
        liveUses.reset()

        let ui = ViewHost(app: RecipesApp())
        await ui.settle()
        // SwiftUI runs an app's body whenever it likes (a new window, the scene phase changing).
        ui.redraw()
        ui.disappear()
        ui.appear()
        await ui.settle()
        let rendered = counts(liveUses.uses).filter { use in oneSet.contains(use) }
        #expect(!oneSet.isEmpty && counted(rendered) == counted(oneSet),
                .step(4, "RecipesApp should create the live services once, when it starts, however often its "
                      + "body runs. One call of AppDependencies.live() creates \(counted(oneSet)); while the "
                      + "app's scene rendered, reloaded and came back on screen there were \(counted(rendered)). "
                      + "A set made inside `body` is made again on every render, and each new store forgets the "
                      + "favourites of the last; the app must keep its set in state that outlives `body`.",
                      de: "RecipesApp sollte die Live-Dienste einmal erzeugen, beim Start, egal wie oft sein "
                      + "body läuft. Ein Aufruf von AppDependencies.live() erzeugt "
                      + "\(counted(oneSet, german: true)); während die Szene der App gerendert, neu geladen und "
                      + "wieder auf den Bildschirm geholt wurde, waren es \(counted(rendered, german: true)). Ein "
                      + "Satz, der in `body` entsteht, entsteht bei jedem Rendern neu, und jeder neue Store "
                      + "vergisst die Favoriten des vorigen; die App muss ihren Satz in einem Zustand halten, der "
                      + "`body` überdauert.",
                      file: "RecipesApp.swift", symbol: "var body"))
    }

    @Test("in RecipesApp, a recipe's Favorite reaches the app's live store and analytics, never a singleton ⟪de: in RecipesApp erreicht Favorite eines Rezepts den Live-Store und das Analytics der App, nie einen Singleton⟫")
    func appHandsLiveServicesDown() async throws {
        let ui = ViewHost(app: RecipesApp())
        await ui.settle()
        let link = try #require(ui.findAll(ViewType.NavigationLink.self).first,
                                .step(4, "RecipesApp should show ContentView with today's pick as a link; the "
                                      + "app shows:\n\(ui.tree)",
                                      de: "RecipesApp sollte ContentView mit dem Tipp des Tages als Link zeigen; "
                                      + "die App zeigt:\n\(ui.tree)",
                                      file: "RecipesApp.swift", symbol: "ContentView("))
        try link.tap()
        let button = try #require(try? ui.find(button: "Favorite"),
                                  .step(4, "Opening a recipe in RecipesApp should show RecipeDetail with its "
                                        + "Favorite button, but SwiftUI would report: \(messages(ui.failures)). "
                                        + "The app must hand its set to the root view, so every screen below "
                                        + "finds it.",
                                        de: "Ein geöffnetes Rezept sollte in RecipesApp RecipeDetail mit seinem "
                                        + "Favorite-Button zeigen, aber SwiftUI würde melden: "
                                        + "\(messages(ui.failures, german: true)). Die App muss ihren Satz an "
                                        + "die Wurzel-View geben, damit jeder Bildschirm darunter ihn findet.",
                                        file: "RecipesApp.swift", symbol: "ContentView("))
        try button.tap()
        let toggled = liveUses.contains(service: "FavoritesStore", call: "toggle(id:)")
        let tracked = liveUses.uses.contains { $0.service == "Analytics" && $0.call == "track(_:)" && $0.detail == "favorite" }
        #expect(toggled && tracked,
                .step(4, "In the app, tapping Favorite should use the live store and analytics that "
                      + "AppDependencies.live() created; live uses seen: \(describe(liveUses.reaches)). The app "
                      + "must hand the set it holds to ContentView.",
                      de: "In der App sollte ein Tipp auf Favorite den echten Store und die echten Analytics "
                      + "nutzen, die AppDependencies.live() erzeugt hat; beobachtete Zugriffe auf Live-Dienste: "
                      + "\(describe(liveUses.reaches, german: true)). Die App muss den Satz, den sie hält, an "
                      + "ContentView geben.",
                      file: "RecipesApp.swift", symbol: ".dependencies("))
        let singletons = liveUses.uses.filter { $0.call == "shared" }
        #expect(singletons.isEmpty,
                .step(4, "While the app ran, code reached \(describe(singletons)). Every service now comes from "
                      + "the composition root: live() creates it (step 2), and views read it from the environment.",
                      de: "Während die App lief, hat Code \(describe(singletons, german: true)) erreicht. Jeder "
                      + "Dienst kommt jetzt vom Composition Root: live() erzeugt ihn (Schritt 2), und Views lesen "
                      + "ihn aus der Environment.",
                      file: "RecipeDetail.swift", symbol: ".shared."))
    }

    /// RecipeDetail's Favorite button, or a failure that says what the detail shows instead.
    private func favoriteButton(in ui: ViewHost) throws -> RenderedView {
        try #require(try? ui.find(button: "Favorite"),
                     .step(4, "RecipeDetail should show a button titled \"Favorite\"; it shows \(ui.texts) "
                           + "(diagnostics: \(messages(ui.diagnostics))). If a store is missing although "
                           + "`.dependencies` gave one, see step 3.",
                           de: "RecipeDetail sollte einen Button mit dem Titel „Favorite“ zeigen; es zeigt "
                           + "\(ui.texts) (Meldungen: \(messages(ui.diagnostics, german: true))). Fehlt ein "
                           + "Store, obwohl `.dependencies` einen gegeben hat, sieh dir Schritt 3 an.",
                           file: "RecipeDetail.swift", symbol: "Button("))
    }
}
