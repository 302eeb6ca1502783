import AppDomain
import HeadlessUI

/// The desserts of a recipe service, loaded when the list appears: a spinner while they load, an error
/// state when loading fails.
///
/// Die Desserts eines Rezeptdienstes, geladen, sobald die Liste erscheint: ein Ladekreisel, solange sie
/// laden, ein Fehlerzustand, wenn das Laden scheitert.
struct RecipeListView: View {
    private let service: any MealService
    @State private var recipes: [Meal] = []
    @State private var isLoading = true
    @State private var failed = false

    // TODO: Step 2 — Stop taking the service through the initializer: every view above this list has to
    // pass it on. Read it from the environment instead; the rest of the view stays as it is.
    // Schritt 2 — Nimm den Dienst nicht mehr über den Initializer entgegen: Jede View über dieser Liste
    // müsste ihn weiterreichen. Lies ihn stattdessen aus der Environment; der Rest der View bleibt, wie er ist.
    init(service: any MealService = MealAPI()) {
        self.service = service
    }

    var body: some View {
        Group {
            if failed {
                ContentUnavailableView("Keine Rezepte", systemImage: "wifi.slash",
                                       description: Text("Prüfe deine Internetverbindung."))
            } else if isLoading {
                ProgressView()
            } else {
                List(recipes) { meal in
                    Text(meal.name)
                }
            }
        }
        .task {
            do {
                recipes = try await service.meals(in: "Dessert")
            } catch {
                failed = true
            }
            isLoading = false
        }
    }
}
