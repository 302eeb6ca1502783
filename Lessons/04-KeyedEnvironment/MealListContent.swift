import AppDomain
import HeadlessUI

// Given: the plain view of a MealListModel; nothing to change here.
// Vorgegeben: die einfache View eines MealListModel; hier ist nichts zu ändern.

/// The meals of a model as a list, with a spinner while the first load runs.
///
/// Die Gerichte eines Modells als Liste, mit einem Ladekreisel, solange das erste Laden läuft.
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
