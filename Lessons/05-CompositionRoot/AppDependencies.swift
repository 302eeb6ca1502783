import AppDomain
import Foundation

// TODO: Step 2 — One type that lists every service of the app (README, step 2): `AppDependencies`, with
// `mealService`, `favorites` and `analytics`, and two factories that each return a whole set:
// - `live()` for the running app: it creates each live service itself — no `.shared`;
// - `preview()` for previews: nothing real, and its favourites in a UserDefaults suite named "preview".
// Stuck? ./grade.sh --hint 05.2
