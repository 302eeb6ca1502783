import AppDomain
import HeadlessUI

// TODO: Step 5 — Write `PreviewMealService`, a MealService that answers instantly with three sample
// meals, and a preview provider named `RecipeListView_Previews` whose previews show RecipeListView
// with it — so the canvas never waits for, or depends on, the network.
// Schritt 5 — Schreib `PreviewMealService`, einen MealService, der sofort mit drei Beispielgerichten
// antwortet, und einen Preview-Provider namens `RecipeListView_Previews`, dessen Previews RecipeListView
// damit zeigen — so wartet die Canvas nie auf das Netz und hängt nicht davon ab.
