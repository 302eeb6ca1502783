import AppDomain
import HeadlessUI

// TODO: Step 3 — Give every view a modifier named `dependencies(_:)` that takes an `AppDependencies`.
// It puts every service of `deps` into the environment at once: the two keyed values under their keys,
// and the @Observable store by its type.
// Stuck? ./grade.sh --hint 05.3
