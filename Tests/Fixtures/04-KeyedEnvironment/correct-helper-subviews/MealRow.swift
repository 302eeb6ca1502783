import AppDomain
import HeadlessUI

/// One meal in a list: its name.
struct MealRow: View {
    let meal: Meal

    var body: some View {
        Text(meal.name)
    }
}
