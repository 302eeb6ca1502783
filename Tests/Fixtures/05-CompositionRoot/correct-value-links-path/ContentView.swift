import AppDomain
import HeadlessUI

// Given: finished in lesson 04 — the list reads its meal service from the environment.

/// The start screen: today's pick and the desserts of the meal service in the environment. Tapping a
/// recipe pushes it by value onto a path the screen owns.
struct ContentView: View {
    static let todaysPick = Meal(id: "52768", name: "Apple Frangipan Tart", thumbnail: nil)

    @Environment(\.mealService) private var service
    @State private var desserts: [Meal] = []
    @State private var path: [Meal] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Today's pick") {
                    NavigationLink(Self.todaysPick.name, value: Self.todaysPick)
                }
                Section("Desserts") {
                    ForEach(desserts) { meal in
                        NavigationLink(meal.name, value: meal)
                    }
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Meal.self) { meal in
                RecipeDetail(meal: meal)
            }
            .task {
                desserts = (try? await service.meals(in: "Dessert")) ?? []
            }
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
            .dependencies(.preview())
    }
}
