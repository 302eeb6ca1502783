import AppDomain
import HeadlessUI

// TODO: Step 3 — Write `func dependencies(_ deps: AppDependencies) -> some View` in an `extension View`.
// It puts every service of `deps` into the environment at once: the two keyed values
// (`\.mealService`, `\.analytics`) and the @Observable store (`.environment(deps.favorites)`).
