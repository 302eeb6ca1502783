import AppDomain

// TODO: Step 1 — Describe what RecipeListView needs from a recipe service, without naming MealAPI, as a
// protocol named `MealService`. Its one requirement is the MealAPI method the view calls to load a
// category's meals, copied with its exact signature (async and throwing included), so that MealAPI
// already satisfies it. Then let the live MealAPI conform: the extension stays empty.
