import AppDomain
import HeadlessUI

/// The desserts of the recipe service in the environment, loaded when the list appears.
///
/// No initializer parameter: the views between the app and this list no longer pass the service on.
struct RecipeListView: View {
    // Read here and used in `.task`, where the view is installed and the value is the nearest ancestor's.
    @Environment(\.mealService) private var service
    @State private var recipes: [Meal] = []
    @State private var isLoading = true
    @State private var failed = false

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
