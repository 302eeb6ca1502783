import AppDomain
import HeadlessUI

/// The desserts of a recipe service, loaded when the list appears: a spinner while they load, an error
/// state when loading fails.
struct RecipeListView: View {
    private let service: any MealService
    @State private var recipes: [Meal] = []
    @State private var isLoading = true
    @State private var failed = false

    // TODO: Step 2 — Stop taking the service through the initializer: every view above this list has to
    // pass it on. Read it from the environment instead; the rest of the view stays as it is.
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
