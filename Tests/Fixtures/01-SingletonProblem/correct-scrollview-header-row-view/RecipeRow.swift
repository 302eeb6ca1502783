import AppDomain
import HeadlessUI

/// One meal in the list: an icon and its name.
struct RecipeRow: View {
    let meal: Meal

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "fork.knife")
            Text(meal.name)
                .font(.headline)
            Spacer()
        }
    }
}
