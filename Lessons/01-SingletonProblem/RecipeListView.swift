import AppDomain
import HeadlessUI

/// The desserts from TheMealDB, loaded when the list appears.
///
/// Die Desserts von TheMealDB, geladen, sobald die Liste erscheint.
struct RecipeListView: View {
    @State private var recipes: [Meal] = []

    // TODO: Step 2 — Let the caller hand in the service: store a `service: any MealService` and take it
    // through an initializer labelled `service:`, whose default value is the app's one shared MealAPI.
    // Then ask `service` in `.task` instead of the singleton.
    // Schritt 2 — Lass den Aufrufer den Dienst hineinreichen: Speichere einen `service: any MealService`
    // und nimm ihn über einen Initializer mit dem Label `service:` entgegen, mit der einen gemeinsamen
    // MealAPI der App als Standardwert. Frag dann in `.task` den `service` statt des Singletons.

    var body: some View {
        List(recipes) { meal in
            Text(meal.name)
        }
        .task {
            recipes = (try? await MealAPI.shared.meals(in: "Dessert")) ?? []
        }
    }
}
