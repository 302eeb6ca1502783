import AppDomain
import HeadlessUI

/// A scrolling column of desserts under a title, from whatever service the caller hands in.
struct RecipeListView: View {
    @State private var recipes: [Meal] = []
    private let service: any MealService

    /// `RecipeListView()` keeps using the live API; previews and tests pass their own service.
    init(service: any MealService = MealAPI.shared) {
        self.service = service
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                Text("Desserts")
                    .font(.title)
                ForEach(recipes) { meal in
                    RecipeRow(meal: meal)
                }
            }
            .padding()
        }
        .task {
            recipes = (try? await service.meals(in: "Dessert")) ?? []
        }
    }
}
