import AppDomain
import HeadlessUI

// Given: the plain view of a MealListModel; nothing to change here.

/// The meals of a model as a list, with a spinner while the first load runs.
struct MealListContent: View {
    let model: MealListModel

    var body: some View {
        if model.isLoading && model.meals.isEmpty {
            ProgressView()
        } else {
            List(model.meals) { meal in
                Text(meal.name)
            }
        }
    }
}
