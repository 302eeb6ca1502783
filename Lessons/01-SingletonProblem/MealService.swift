import AppDomain

// TODO: Step 1 — Describe what RecipeListView needs from a recipe service, without naming MealAPI, as a
// protocol named `MealService`. Its one requirement is the MealAPI method the view calls to load a
// category's meals, copied with its exact signature (async and throwing included), so that MealAPI
// already satisfies it. Then let the live MealAPI conform: the extension stays empty.
// Schritt 1 — Beschreib als Protokoll namens `MealService`, was RecipeListView von einem Rezeptdienst
// braucht, ohne MealAPI zu nennen. Seine einzige Anforderung ist die Methode von MealAPI, mit der die
// View die Gerichte einer Kategorie lädt, mit genau ihrer Signatur (samt async und throws), sodass
// MealAPI sie schon erfüllt. Dann lass die echte MealAPI konform werden: Die Extension bleibt leer.
