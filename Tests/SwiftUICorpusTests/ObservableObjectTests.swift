import Testing
import HeadlessUI
import HeadlessUITesting

@MainActor
@Suite("ObservableObject models behave as in SwiftUI")
struct ObservableObjectTests {
    @Test("a @StateObject counter keeps its count when its parent re-renders")
    func stateObjectSurvivesParentRerender() async throws {
        let ui = ViewHost(RecipeCardView())
        try ui.find(button: "Mehr").tap()
        try ui.find(button: "Mehr").tap()
        #expect(ui.texts.contains("4 Portionen"))

        try ui.find(button: "Umbenennen").tap()
        await ui.settle()
        #expect(ui.texts.contains("Crêpes"))
        #expect(ui.texts.contains("4 Portionen"))
    }

    @Test("an @ObservedObject view shows changes made outside it")
    func observedObjectShowsOutsideChanges() async {
        let cart = ShoppingCart()
        let ui = ViewHost(CartSummaryView(cart: cart))
        #expect(ui.texts == ["0 Artikel"])

        cart.add("Mehl")
        cart.add("Eier")
        await ui.settle()
        #expect(ui.texts == ["2 Artikel"])
    }

    @Test("$model.name in a TextField edits the model")
    func bindingToModelPropertyEditsModel() throws {
        let cart = ShoppingCart()
        let ui = ViewHost(CartNoteView(cart: cart))
        try ui.find(textField: "Notiz").setText("ohne Nüsse")
        #expect(cart.note == "ohne Nüsse")
        #expect(ui.texts.contains("Notiz: ohne Nüsse"))
        #expect(try ui.find(textField: "Notiz").input == "ohne Nüsse")
    }

    @Test("an @EnvironmentObject set by an ancestor is read, and its changes reach every view holding it")
    func environmentObjectFromAncestor() throws {
        let ui = ViewHost(ShopView())
        #expect(ui.texts == ["Im Korb: 0", "Milch", "0 Artikel"])

        try ui.find(button: "Milch").tap()
        #expect(ui.texts == ["Im Korb: 1", "Milch", "1 Artikel"])
        #expect(ui.failures.isEmpty)
    }

    @Test("a missing @EnvironmentObject fails that view's render with SwiftUI's words")
    func missingEnvironmentObjectFails() throws {
        let ui = ViewHost(VStack {
            Text("davor")
            CartBadgeView()
        })
        let message = "No ObservableObject of type ShoppingCart found. "
            + "A View.environmentObject(_:) for ShoppingCart may be missing as an ancestor of this view."
        #expect(ui.texts == ["davor"])
        #expect(ui.failures.map(\.message) == [message])
        #expect(ui.failures.first?.kind == .missingEnvironmentObject)
        #expect(try ui.find(CartBadgeView.self).failure?.message == message)
    }

    @Test("a nearer .environmentObject replaces an ancestor's for its subtree only")
    func nearerEnvironmentObjectWins() throws {
        let family = ShoppingCart()
        let party = ShoppingCart()
        party.add("Brot")
        let ui = ViewHost(VStack {
            CartBadgeView()
            CartBadgeView().environmentObject(party)
        }
        .environmentObject(family))
        #expect(ui.texts == ["Im Korb: 0", "Milch", "Im Korb: 1", "Milch"])

        try ui.findAll(ViewType.Button.self)[0].tap()
        #expect(family.items == ["Milch"])
        #expect(party.items == ["Brot"])
    }

    @Test("a class that sends objectWillChange itself re-renders its views")
    func manualObjectWillChange() throws {
        let stopwatch = Stopwatch()
        let ui = ViewHost(StopwatchView(stopwatch: stopwatch))
        try ui.find(button: "Runde").tap()
        try ui.find(button: "Runde").tap()
        #expect(stopwatch.laps == 2)
        #expect(ui.texts.contains("Runden: 2"))
    }

    @Test("an app's @StateObject given to its scene with .environmentObject reaches the scene's views")
    func appHandsObjectToScene() throws {
        let ui = ViewHost(app: ShopApp())
        try ui.find(button: "Milch").tap()
        #expect(ui.texts == ["Im Korb: 1", "Milch"])
        #expect(ui.failures.isEmpty)
    }
}
