import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

/// A model with a `@Published` property in its superclass and one of its own.
private class BaseRecipe: ObservableObject {
    @Published var title = "Pfannkuchen"
}

private final class Recipe: BaseRecipe {
    @Published var servings = 2
}

/// Counts how often it is created, so a test sees how often a `@StateObject` autoclosure runs.
@MainActor
private final class CreationCount {
    static var made = 0
}

private final class Counted: ObservableObject {
    @Published var value = 0
    init() { MainActor.assumeIsolated { CreationCount.made += 1 } }
}

/// Owns a `Counted` and shows it.
private struct OwnsCounted: View {
    @StateObject private var model = Counted()

    var body: some View {
        Button("plus \(model.value)") { model.value += 1 }
    }
}

/// Shows a child observing `recipe` until the button hides it; counts its own body evaluations.
private struct HidesObserver: View {
    let recipe: Recipe
    let counter: BodyCounter
    @State private var showsChild = true

    var body: some View {
        let _ = counter.tick()
        VStack {
            Button("hide") { showsChild = false }
            if showsChild { ObservesRecipe(recipe: recipe) }
        }
    }
}

private struct ObservesRecipe: View {
    @ObservedObject var recipe: Recipe

    var body: some View { Text("\(recipe.servings) servings") }
}

/// Shows an owned object until hidden, handing out a weak reference to it.
private struct HidesOwner: View {
    let spy: WeakBox
    @State private var showsChild = true

    var body: some View {
        VStack {
            Button("hide") { showsChild = false }
            if showsChild { RevealsOwned(spy: spy) }
        }
    }
}

private struct RevealsOwned: View {
    let spy: WeakBox
    @StateObject private var model = Counted()

    var body: some View {
        let _ = spy.object = model
        Text("owned")
    }
}

@MainActor
private final class WeakBox {
    weak var object: AnyObject?
}

/// Reads its `@StateObject` in `init`, where SwiftUI warns.
private struct ReadsStateObjectInInit: View {
    @StateObject private var model = Counted()
    private var valueInInit = -1

    init() {
        valueInInit = model.value
    }

    var body: some View { Text("value \(model.value)") }
}

@MainActor
@Suite("ObservableObject, @Published and the object wrappers")
struct ObservableObjectModelTests {
    @Test("setting a @Published property sends objectWillChange before the value changes")
    func willChangeBeforeChange() {
        let recipe = Recipe()
        var seen: [Int] = []
        let subscription = recipe.objectWillChange.sink { seen.append(recipe.servings) }
        recipe.servings = 3
        recipe.servings = 4
        #expect(seen == [2, 3])
        subscription.cancel()
        recipe.servings = 5
        #expect(seen == [2, 3])
    }

    @Test("a subclass's and its superclass's @Published properties share one objectWillChange")
    func superclassPropertiesShareThePublisher() {
        let recipe = Recipe()
        var changes = 0
        let subscription = recipe.objectWillChange.sink { changes += 1 }
        recipe.title = "Crêpes"
        recipe.servings = 3
        #expect(changes == 2)
        #expect(recipe.objectWillChange === recipe.objectWillChange)
        withExtendedLifetime(subscription) {}
    }

    @Test("$property publishes the current value, then each new one, until released")
    func projectedPublisher() {
        let recipe = Recipe()
        var values: [Int] = []
        var subscriptions = Set<AnyCancellable>()
        recipe.$servings.sink { values.append($0) }.store(in: &subscriptions)
        recipe.servings = 6
        subscriptions.removeAll()
        recipe.servings = 7
        #expect(values == [2, 6])
    }

    @Test("a @StateObject's autoclosure runs once per view identity, not on every re-render")
    func stateObjectCreatedOnce() throws {
        let before = CreationCount.made
        let ui = ViewHost(OwnsCounted())
        try ui.find(button: "plus 0").tap()
        try ui.find(button: "plus 1").tap()
        #expect(ui.texts == ["plus 2"])
        #expect(CreationCount.made - before == 1)
    }

    @Test("a @StateObject is released when its view goes away")
    func stateObjectReleasedWithItsView() throws {
        let spy = WeakBox()
        let ui = ViewHost(HidesOwner(spy: spy))
        #expect(spy.object != nil)
        try ui.find(button: "hide").tap()
        #expect(spy.object == nil)
    }

    @Test("a view that went away stops re-rendering on its @ObservedObject's changes")
    func noRerenderAfterViewIsGone() async throws {
        let recipe = Recipe()
        let counter = BodyCounter()
        let ui = ViewHost(HidesObserver(recipe: recipe, counter: counter))

        recipe.servings = 3
        await ui.settle()
        #expect(ui.texts == ["hide", "3 servings"])
        let whileShown = counter.evaluations

        try ui.find(button: "hide").tap()
        let afterHiding = counter.evaluations
        #expect(afterHiding > whileShown)
        recipe.servings = 4
        await ui.settle()
        #expect(counter.evaluations == afterHiding)
    }

    @Test("reading a @StateObject in init records SwiftUI's warning and gives a fresh object")
    func stateObjectOutsideView() {
        let ui = ViewHost(ReadsStateObjectInInit())
        #expect(ui.texts == ["value 0"])
        #expect(ui.diagnostics.map(\.message) == [
            "Accessing StateObject<Counted>'s object without being installed on a View. "
                + "This will create a new instance each time.",
        ])
        #expect(ui.diagnostics.first?.kind == .stateObjectOutsideView)
    }
}
