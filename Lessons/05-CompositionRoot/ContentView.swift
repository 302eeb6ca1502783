import AppDomain
import HeadlessUI

// Given: finished in lesson 04 — the list reads its meal service from the environment.

/// The start screen: today's pick and the desserts of the meal service in the environment. Tapping a
/// recipe opens its details.
struct ContentView: View {
    /// A recipe that is always there, even before (or without) the desserts loading.
    static let todaysPick = Meal(id: "52768", name: "Apple Frangipan Tart", thumbnail: nil)

    @Environment(\.mealService) private var service
    @State private var desserts: [Meal] = []

    var body: some View {
        NavigationStack {
            List {
                Section("Today's pick") {
                    NavigationLink(Self.todaysPick.name) { RecipeDetail(meal: Self.todaysPick) }
                }
                Section("Desserts") {
                    ForEach(desserts) { meal in
                        NavigationLink(meal.name) { RecipeDetail(meal: meal) }
                    }
                }
            }
            .navigationTitle("Recipes")
            .task {
                desserts = (try? await service.meals(in: "Dessert")) ?? []
            }
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        // TODO: Step 5 — This preview sets one service by hand. Once RecipeDetail reads its store from the
        // environment (step 4), opening a recipe here stops with "No Observable object of type
        // FavoritesStore found." Give the preview the whole preview set, as RecipeDetail_Previews got it.
        // Stuck? ./grade.sh --hint 05.5
        ContentView()
            .environment(\.mealService, PreviewMealService())
    }
}
