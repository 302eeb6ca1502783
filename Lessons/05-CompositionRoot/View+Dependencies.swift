import AppDomain
import HeadlessUI

// TODO: Step 3 — Write `func dependencies(_ deps: AppDependencies) -> some View` in an `extension View`.
// It puts every service of `deps` into the environment at once: the two keyed values under their keys,
// and the @Observable store by its type.
// Stuck? ./grade.sh --hint 05.3
