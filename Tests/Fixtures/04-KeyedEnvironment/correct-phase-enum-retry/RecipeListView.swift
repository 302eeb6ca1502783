import AppDomain
import HeadlessUI

/// The desserts of the recipe service in the environment, loaded when the list appears.
struct RecipeListView: View {
    /// Where loading stands; one value instead of three flags, so no two states can be set at once.
    private enum Phase {
        case loading
        case loaded([Meal])
        case failed(String)
    }

    @Environment(\.mealService) private var service
    @State private var phase: Phase = .loading

    var body: some View {
        Group {
            switch phase {
            case .loading:
                ProgressView()
            case .loaded(let meals):
                List(meals) { meal in
                    Text(meal.name)
                }
            case .failed(let reason):
                ContentUnavailableView("Keine Rezepte", systemImage: "wifi.slash",
                                       description: Text(reason))
            }
        }
        .task {
            do {
                let meals = try await service.meals(in: "Dessert")
                phase = .loaded(meals)
            } catch {
                phase = .failed("Die Desserts konnten nicht geladen werden.")
            }
        }
    }
}
