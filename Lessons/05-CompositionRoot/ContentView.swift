import AppDomain
import HeadlessUI

// Given: finished in lesson 04 — the list reads its meal service from the environment.
// Vorgegeben: fertig aus Lektion 04 — die Liste liest ihren Rezeptdienst aus der Environment.

/// The start screen: today's pick and the desserts of the meal service in the environment. Tapping a
/// recipe opens its details.
///
/// Der Startbildschirm: der Tipp des Tages und die Desserts des Rezeptdienstes aus der Environment. Ein
/// Tipp auf ein Rezept öffnet seine Details.
struct ContentView: View {
    /// A recipe that is always there, even before (or without) the desserts loading.
    ///
    /// Ein Rezept, das immer da ist, auch bevor (oder ohne dass) die Desserts laden.
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
        // Schritt 5 — Diese Preview setzt einen Dienst von Hand. Sobald RecipeDetail seinen Store aus der
        // Environment liest (Schritt 4), bricht das Öffnen eines Rezepts hier ab mit „No Observable object of
        // type FavoritesStore found.“ Gib der Preview den ganzen Preview-Satz, wie RecipeDetail_Previews ihn bekam.
        // Du hängst fest? ./grade.sh --hint 05.5 --lang de
        ContentView()
            .environment(\.mealService, PreviewMealService())
    }
}
