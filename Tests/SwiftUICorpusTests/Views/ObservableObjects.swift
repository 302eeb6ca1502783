import HeadlessUI

// The model API from before `@Observable`: `ObservableObject` classes with `@Published` properties, held
// by views with `@StateObject`, `@ObservedObject` and `@EnvironmentObject`, as in many apps and tutorials.

/// The shopping list a few screens share.
final class ShoppingCart: ObservableObject {
    @Published var items: [String] = []
    @Published var note = ""

    func add(_ item: String) {
        items.append(item)
    }
}

/// How many people a recipe is cooked for.
final class ServingsCounter: ObservableObject {
    @Published var servings = 2
}

/// Creates and owns its counter: `@StateObject` keeps it while the view stays in place.
struct ServingsCounterView: View {
    @StateObject private var counter = ServingsCounter()

    var body: some View {
        VStack {
            Text("\(counter.servings) Portionen")
            Button("Mehr") { counter.servings += 1 }
        }
    }
}

/// A parent whose own state changes re-render it — the counter inside must keep its count.
struct RecipeCardView: View {
    @State private var title = "Pfannkuchen"

    var body: some View {
        VStack {
            Text(title)
            Button("Umbenennen") { title = "Crêpes" }
            ServingsCounterView()
        }
    }
}

/// Shows a cart it is handed and does not own.
struct CartSummaryView: View {
    @ObservedObject var cart: ShoppingCart

    var body: some View {
        Text("\(cart.items.count) Artikel")
    }
}

/// Edits the cart's note through a binding to the model's property.
struct CartNoteView: View {
    @ObservedObject var cart: ShoppingCart

    var body: some View {
        VStack {
            TextField("Notiz", text: $cart.note)
            Text("Notiz: \(cart.note)")
        }
    }
}

/// Finds the cart an ancestor placed in the environment.
struct CartBadgeView: View {
    @EnvironmentObject var cart: ShoppingCart

    var body: some View {
        VStack {
            Text("Im Korb: \(cart.items.count)")
            Button("Milch") { cart.add("Milch") }
        }
    }
}

/// The screen that owns the cart and hands it down, by parameter and through the environment.
struct ShopView: View {
    @StateObject private var cart = ShoppingCart()

    var body: some View {
        VStack {
            CartBadgeView()
            CartSummaryView(cart: cart)
        }
        .environmentObject(cart)
    }
}

/// A class that tells its views about changes itself, without `@Published`.
final class Stopwatch: ObservableObject {
    private(set) var laps = 0

    func lap() {
        objectWillChange.send()
        laps += 1
    }
}

/// Shows the laps of a stopwatch it observes.
struct StopwatchView: View {
    @ObservedObject var stopwatch: Stopwatch

    var body: some View {
        VStack {
            Text("Runden: \(stopwatch.laps)")
            Button("Runde") { stopwatch.lap() }
        }
    }
}

/// An app that creates the cart once and hands it to every screen of its window.
struct ShopApp: App {
    @StateObject private var cart = ShoppingCart()

    var body: some Scene {
        WindowGroup {
            CartBadgeView()
        }
        .environmentObject(cart)
    }
}
