import AppDomain

// TODO: Step 1 — Describe what QuoteHeaderView needs, without naming the live service: a protocol
// `QuoteFetching` with one requirement, `fetchQuote()`, async and throwing, that gives a `Quote`.
//
// Then write the live type, `LiveQuoteFetcher`: a struct that conforms and passes every request on to
// AppDomain's global `fetchQuote()`. Careful: inside a method called `fetchQuote()`, a bare `fetchQuote()`
// is the method itself (README, step 1, "Watch the name").
// Schritt 1 — Beschreib, was QuoteHeaderView braucht, ohne den Live-Dienst zu nennen: ein Protokoll
// `QuoteFetching` mit einer Anforderung, `fetchQuote()`, async und werfend, die ein `Quote` liefert.
// Schreib dann den Live-Typ, `LiveQuoteFetcher`: ein Struct, das konform ist und jede Anfrage an das
// globale `fetchQuote()` von AppDomain weiterreicht. Vorsicht: In einer Methode namens `fetchQuote()` ist ein bloßes
// `fetchQuote()` die Methode selbst (README, Schritt 1, „Achte auf den Namen“).
