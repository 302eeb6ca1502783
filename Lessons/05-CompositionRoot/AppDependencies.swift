import AppDomain
import Foundation

// TODO: Step 2 — One type that lists every service of the app (README, step 2): `AppDependencies`, with
// `mealService`, `favorites` and `analytics`, and two factories that each return a whole set:
// - `live()` for the running app: it creates each live service itself — no `.shared`;
// - `preview()` for previews: nothing real, and its favourites in a UserDefaults suite named "preview".
// Stuck? ./grade.sh --hint 05.2
// Schritt 2 — Ein Typ, der jeden Dienst der App aufzählt (README, Schritt 2): `AppDependencies`, mit
// `mealService`, `favorites` und `analytics`, und zwei Fabrikmethoden, die je einen ganzen Satz liefern:
// - `live()` für die laufende App: Sie erzeugt jeden echten Dienst selbst — kein `.shared`;
// - `preview()` für Previews: nichts Echtes, und die Favoriten in einer UserDefaults-Suite namens "preview".
// Du hängst fest? ./grade.sh --hint 05.2 --lang de
