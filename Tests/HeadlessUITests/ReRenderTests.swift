import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

// SwiftUI runs a view's body again only when something the body read changed — Apple's "Migrating from the
// Observable Object protocol to the Observable macro" names as a benefit of Observation "updating views based
// on changes to the observable properties that a view's body reads" — or when its parent's body ran and
// created it with different values. These checks hold the headless renderer to that.

@Observable
private final class Basket {
    var apples = 0
    var pears = 0
    var label = "fruit"
}

/// Counts how many models were created, so a check can tell "created once" from "created per render".
@MainActor
private final class Pantry {
    static var created = 0
    let id: Int

    init() {
        Pantry.created += 1
        id = Pantry.created
    }
}

private struct ApplesRow: View {
    let basket: Basket
    var body: some View { Text("apples \(basket.apples)") }
}

private struct PearsRow: View {
    let basket: Basket
    var body: some View { Text("pears \(basket.pears)") }
}

/// Reads only the label itself; its rows read the counts.
private struct BasketScreen: View {
    let basket: Basket
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("\(basket.label) \(taps)")
            ApplesRow(basket: basket)
            PearsRow(basket: basket)
            Button("Tap") { taps += 1 }
        }
    }
}

/// Holds a model in a plain `let`: a new one whenever its parent's body creates the view again.
private struct PantryRow: View {
    let pantry = Pantry()
    @State private var uses = 0

    var body: some View {
        Button("pantry \(pantry.id) used \(uses)") { uses += 1 }
    }
}

private struct PantryScreen: View {
    let basket: Basket
    var body: some View {
        VStack {
            Text("label \(basket.label)")
            PantryRow()
        }
    }
}

/// Passes a changing number to its child, which must show each new one.
private struct Counted: View {
    @State var value: Int
    var body: some View {
        VStack {
            CountedChild(value: value)
            Button("Next") { value += 1 }
        }
    }
}

private struct CountedChild: View {
    let value: Int
    var body: some View { Text("child \(value)") }
}

/// A child with an alert around it, inside a parent that re-renders on taps.
private struct AlertAroundChild: View {
    let basket: Basket
    @State private var showsAlert = true
    @State private var taps = 0

    var body: some View {
        VStack {
            ApplesRow(basket: basket)
                .alert("Ripe", isPresented: $showsAlert) { Button("Pick") {} }
            Button("Tap \(taps)") { taps += 1 }
        }
    }
}

@MainActor
@Suite("Re-rendering follows what each body read")
struct ReRenderTests {
    @Test("a change re-runs only the bodies that read it")
    func onlyReadersRerun() {
        let basket = Basket()
        let ui = ViewHost(BasketScreen(basket: basket))
        #expect(ui.bodyEvaluations(of: BasketScreen.self) == 1)
        basket.apples = 3
        ui.graph.renderIfNeeded()
        #expect(ui.texts.contains("apples 3"))
        #expect(ui.bodyEvaluations(of: ApplesRow.self) == 2)
        #expect(ui.bodyEvaluations(of: PearsRow.self) == 1)
        #expect(ui.bodyEvaluations(of: BasketScreen.self) == 1)
    }

    @Test("a change nobody read re-runs no body")
    func unreadChange() {
        let basket = Basket()
        let ui = ViewHost(PearsRow(basket: basket))
        basket.apples = 9
        ui.graph.renderIfNeeded()
        #expect(ui.bodyEvaluations(of: PearsRow.self) == 1)
    }

    @Test("when a parent's body runs, a child created with the same inputs keeps its body; new inputs run it")
    func parentRerunsChildrenWithNewInputs() throws {
        let basket = Basket()
        let ui = ViewHost(BasketScreen(basket: basket))
        try ui.find(button: "Tap").tap()
        #expect(ui.texts.first == "fruit 1")
        #expect(ui.bodyEvaluations(of: BasketScreen.self) == 2)
        #expect(ui.bodyEvaluations(of: PearsRow.self) == 1)

        let other = ViewHost(Counted(value: 1))
        try other.find(button: "Next").tap()
        #expect(other.texts.contains("child 2"))
        #expect(other.bodyEvaluations(of: CountedChild.self) == 2)
    }

    @Test("a model in a child's plain let survives changes the parent did not read, and is replaced when it did")
    func plainLetModel() throws {
        let basket = Basket()
        let ui = ViewHost(PantryScreen(basket: basket))
        let first = try #require(ui.findAll(ViewType.Button.self).first?.texts.first)
        try ui.find(button: first).tap()
        #expect(ui.texts.last == first.replacingOccurrences(of: "used 0", with: "used 1"))
        #expect(ui.bodyEvaluations(of: PantryScreen.self) == 1)

        basket.label = "veg"
        ui.graph.renderIfNeeded()
        #expect(ui.bodyEvaluations(of: PantryScreen.self) == 2)
        // NB: SwiftUI creates the row again (a new Pantry) but keeps its @State, as here.
        #expect(ui.texts.last?.hasSuffix("used 1") == true)
        #expect(ui.texts.last != ui.texts.last.map { _ in first })
    }

    @Test("what a modifier adds around a child stays once when the child renders alone or is kept")
    func modifierAdditionsSurvive() throws {
        let basket = Basket()
        let ui = ViewHost(AlertAroundChild(basket: basket))
        basket.apples = 2
        ui.graph.renderIfNeeded()
        #expect(ui.texts.contains("apples 2"))
        #expect(ui.findAll(ViewType.Alert.self).count == 1)
        try ui.find(button: "Tap 0").tap()
        #expect(ui.bodyEvaluations(of: ApplesRow.self) == 2)
        #expect(ui.findAll(ViewType.Alert.self).count == 1)
        #expect(ui.texts.contains("apples 2"))
    }

    @Test("redraw() runs every body again, keeping state and re-creating what bodies create")
    func redrawRunsEveryBody() throws {
        let basket = Basket()
        let ui = ViewHost(PantryScreen(basket: basket))
        let before = ui.texts.last
        ui.redraw()
        #expect(ui.bodyEvaluations(of: PantryScreen.self) == 2)
        #expect(ui.bodyEvaluations(of: PantryRow.self) == 2)
        #expect(ui.texts.last != before)
    }
}

/// A card of its own with a background and an overlay around it.
private struct LayeredCard: View {
    var body: some View {
        ApplesRow(basket: Basket())
            .background { Text("behind") }
            .overlay { Text("in front") }
    }
}

@MainActor
@Suite("Layers around a view with a body")
struct LayerOrderTests {
    @Test("a background reads before the view's own content and an overlay after it, also when its body waits")
    func layerOrder() {
        let ui = ViewHost(LayeredCard())
        #expect(ui.texts == ["behind", "apples 0", "in front"])
    }
}
