import AppDomain

// TODO: Step 2 — Write `struct FakeQuoteFetcher: QuoteFetching` that returns one fixed quote at once:
// no network, no delay, no randomness. Store the quote in a property with a default value, so that
// `FakeQuoteFetcher()` gives a sample quote and `FakeQuoteFetcher(quote: …)` gives the one you pass.
// Whether the property is a `var` or a `let` decides whether it becomes an initializer parameter
// (README, step 2).
// Schritt 2 — Schreib `struct FakeQuoteFetcher: QuoteFetching`, das sofort ein festes Zitat liefert:
// kein Netz, keine Wartezeit, kein Zufall. Speichere das Zitat in einer Property mit Standardwert, sodass
// `FakeQuoteFetcher()` ein Beispielzitat liefert und `FakeQuoteFetcher(quote: …)` das übergebene. Ob
// die Property `var` oder `let` ist, entscheidet, ob sie ein Parameter des Initializers wird (README, Schritt 2).

// TODO: Step 4 — Let the same fake fail on purpose: `FakeQuoteFetcher(error: someError)` throws that error
// on every call, while `FakeQuoteFetcher()` and `FakeQuoteFetcher(quote:)` answer as before. How the
// struct remembers which of the two it should do is your decision.
// Schritt 4 — Lass dasselbe Fake absichtlich scheitern: `FakeQuoteFetcher(error: einFehler)` wirft diesen
// Fehler bei jedem Aufruf, `FakeQuoteFetcher()` und `FakeQuoteFetcher(quote:)` antworten wie bisher. Wie
// sich das Struct merkt, was von beidem es tun soll, entscheidest du.
