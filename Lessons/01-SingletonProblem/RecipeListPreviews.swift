import AppDomain
import HeadlessUI

// TODO: Step 5 — Write `PreviewMealService`, a MealService that answers instantly with three sample
// meals, and a preview of RecipeListView that uses it:
//
//     struct RecipeListView_Previews: PreviewProvider {
//         static var previews: some View { … }
//     }
