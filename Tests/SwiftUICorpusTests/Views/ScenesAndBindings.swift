import HeadlessUI

// An app with a titled window, tasks in their other forms, and the ways to make a Binding.

/// The app, with a titled window group (not `@main`: the corpus is not an executable).
struct KitchenApp: App {
    var body: some Scene {
        WindowGroup("Kitchen") {
            DishOfTheDayView(menu: DailyMenu())
        }
    }
}

/// Where the dish of a day comes from; it counts what it was asked.
@MainActor
final class DailyMenu {
    private(set) var requests: [Int] = []

    func dish(forDay day: Int) async -> String {
        requests.append(day)
        return ["Pancakes", "Soup", "Risotto"][day % 3]
    }
}

/// Loads the dish of the chosen day, again whenever the day changes, and one greeting once.
struct DishOfTheDayView: View {
    let menu: DailyMenu
    @State private var day = 0
    @State private var dish = ""
    @State private var greeting = ""

    var body: some View {
        VStack {
            Text(greeting)
            Text(dish)
            Button("Next day") { day += 1 }
        }
        .task(priority: .low) {
            greeting = "Good morning"
        }
        .task(id: day, priority: .userInitiated) {
            dish = await menu.dish(forDay: day)
        }
    }
}

/// A recipe's optional note, edited through a binding that exists only while there is a note, and a rating
/// handed down as a binding.
struct RecipeNoteEditor: View {
    @State private var note: String? = "More salt"
    @State private var rating = 3
    @State private var showsDetails = false
    @State private var servings = 2

    var body: some View {
        Form {
            if let text = Binding($note) {
                TextField("Note", text: text)
                Button("Delete note") { note = nil }
            } else {
                Button("Add note") { note = "" }
            }
            RatingRow(rating: $rating)
            OptionalServingsRow(servings: Binding($servings))
            Toggle("Details", isOn: $showsDetails.animation())
            Toggle("Four or more", isOn: Binding(get: { servings >= 4 }, set: { servings = $0 ? 4 : 2 }))
            Text("Rating \(rating), \(servings) servings")
        }
    }
}

/// A rating taken as a binding, with the wrapper set from it in `init`.
struct RatingRow: View {
    @Binding var rating: Int

    init(rating: Binding<Int>) {
        _rating = Binding(projectedValue: rating)
    }

    var body: some View {
        Button("Rate higher") { rating += 1 }
    }
}

/// A row that takes an optional binding, which `Binding(_:)` makes from a plain one.
struct OptionalServingsRow: View {
    @Binding var servings: Int?

    var body: some View {
        Button("Clear servings") { servings = nil }
        Button("Six servings") { servings = 6 }
    }
}

/// A recipe's steps, shown and hidden through a binding that hands its transaction on, and hidden at once
/// when motion is to be reduced.
struct RecipeStepsToggle: View {
    @State private var showsSteps = false
    @State private var lastChange = "unchanged"

    var body: some View {
        VStack {
            Toggle("Steps", isOn: Binding(get: { showsSteps }, set: { newValue, transaction in
                withTransaction(transaction) { showsSteps = newValue }
                lastChange = transaction.animation == nil ? "at once" : "animated"
            }).animation(.easeInOut))
            Toggle("Steps without animation", isOn: Binding(get: { showsSteps }, set: { newValue, transaction in
                showsSteps = newValue
                lastChange = transaction.animation == nil ? "at once" : "animated"
            }))
            Button("Hide steps") {
                withTransaction(\.disablesAnimations, true) { showsSteps = false }
            }
            Button("Show steps gently") {
                withAnimation(.spring) { showsStepsBinding.wrappedValue = true }
            }
            Text(showsSteps ? "Steps shown" : "Steps hidden")
            Text("Changed \(lastChange)")
        }
        .transaction { transaction in
            transaction.animation = nil
        }
    }

    private var showsStepsBinding: Binding<Bool> {
        Binding(get: { showsSteps }, set: { newValue, transaction in
            showsSteps = newValue
            lastChange = transaction.animation == nil ? "at once" : "animated"
        })
    }
}

/// An app whose windows each show one recipe: the launch window has none until one is chosen in it.
struct RecipeWindowsApp: App {
    var body: some Scene {
        WindowGroup("Recipe", for: Int.self) { $recipeID in
            RecipeWindow(recipeID: $recipeID)
        }
    }
}

/// An app whose windows each hold a shopping list, a fresh one where no list was given.
struct ShoppingWindowsApp: App {
    var body: some Scene {
        WindowGroup(for: String.self) { $listName in
            Text("List: \(listName)")
            Button("Rename") { listName = "Weekend" }
        } defaultValue: {
            "New list"
        }
    }
}

/// One recipe's window, with the recipe it presents as a binding it may change.
struct RecipeWindow: View {
    @Binding var recipeID: Int?

    var body: some View {
        if let recipeID {
            Text("Recipe \(recipeID)")
            Button("Close recipe") { self.recipeID = nil }
        } else {
            Text("No recipe in this window")
            Button("Show recipe 7") { recipeID = 7 }
        }
    }
}
