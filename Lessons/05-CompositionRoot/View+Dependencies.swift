import AppDomain
import HeadlessUI

// TODO: Step 3 — Give every view a modifier named `dependencies(_:)` that takes an `AppDependencies`.
// It puts every service of `deps` into the environment at once: the two keyed values under their keys,
// and the @Observable store by its type.
// Stuck? ./grade.sh --hint 05.3
// Schritt 3 — Gib jeder View einen Modifier namens `dependencies(_:)`, der ein `AppDependencies` nimmt.
// Er legt jeden Dienst von `deps` auf einmal in die Environment: die beiden Werte mit Key unter ihren
// Keys und den @Observable-Store über seinen Typ.
// Du hängst fest? ./grade.sh --hint 05.3 --lang de
