import AppDomain
import HeadlessUI

/// The desserts of the recipe service in the environment, as a scrolling column with a header.
struct RecipeListView: View {
    @Environment(\.mealService) private var service
    @State private var recipes: [Meal] = []
    @State private var isLoading = true
    @State private var failed = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                Text("Desserts")
                    .font(.headline)
                if failed {
                    ContentUnavailableView("Keine Rezepte", systemImage: "wifi.slash",
                                           description: Text("Prüfe deine Internetverbindung."))
                } else if isLoading {
                    ProgressView()
                } else {
                    ForEach(recipes) { meal in
                        Text(meal.name)
                    }
                }
            }
        }
        .task {
            do {
                recipes = try await service.meals(in: "Dessert")
                failed = false
            } catch {
                failed = true
            }
            isLoading = false
        }
    }
}
