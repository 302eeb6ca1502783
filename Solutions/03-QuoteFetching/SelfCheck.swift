// Self-check for step 3: pick one answer per question. The grader tells you whether it holds, and why.
// Selbsttest zu Schritt 3: Wähl pro Frage eine Antwort. Der Grader sagt dir, ob sie stimmt, und warum.

/// The possible answers; `.todo` means "not answered yet".
enum Answer {
    case todo, a, b, c, d
}

// Question 1 — Why may `QuoteHeaderView` take a `FakeQuoteFetcher` where the live fetcher used to go?
// Frage 1 — Warum darf `QuoteHeaderView` einen `FakeQuoteFetcher` bekommen, wo bisher der Live-Fetcher stand?
//   a) FakeQuoteFetcher is a struct, just like LiveQuoteFetcher, so either one fits.
//      FakeQuoteFetcher ist ein Struct wie LiveQuoteFetcher, also passen beide.
//   b) The parameter's type is the protocol, and FakeQuoteFetcher conforms to it.
//      Der Parameter hat das Protokoll als Typ; FakeQuoteFetcher erfüllt es.
//   c) Any type with a method named fetchQuote() fits, whether it conforms or not.
//      Jeder Typ mit einer Methode fetchQuote() passt, ob konform oder nicht.
//   d) The compiler is lenient with initializers that previews and tests call.
//      Bei Initializern für Previews und Tests drückt der Compiler ein Auge zu.
// The parameter's type decides what fits; a protocol type lets every conforming type in.
let selfCheck1: Answer = .b

// Question 2 — What does the default value `= LiveQuoteFetcher()` in the initializer buy you?
// Frage 2 — Was bringt dir der Standardwert `= LiveQuoteFetcher()` im Initializer?
//   a) The header falls back to the fake by itself whenever the network is down.
//      Der Header greift von selbst zum Fake, sobald das Netz weg ist.
//   b) All headers share one live fetcher, created once, which saves memory.
//      Alle Header teilen sich einen einmal erzeugten LiveQuoteFetcher; das spart Speicher.
//   c) Nothing: a parameter of a protocol type must always have a default value.
//      Nichts: Ein Parameter mit Protokolltyp braucht immer einen Standardwert.
//   d) Every existing `QuoteHeaderView()` still compiles and shows live quotes.
//      Jedes bisherige `QuoteHeaderView()` kompiliert weiter und zeigt echte Zitate.
// The default is filled in wherever a caller leaves the argument out, so old call sites stay as they were.
let selfCheck2: Answer = .d

// Question 3 — Which of these belongs in a fake such as `FakeQuoteFetcher`?
// Frage 3 — Was davon gehört in ein Fake wie `FakeQuoteFetcher`?
//   a) One fixed quote, set by whoever creates the fake, returned at once.
//      Ein festes Zitat, beim Anlegen frei wählbar und sofort geliefert.
//   b) A one-second `Task.sleep`, so that it feels like a real network.
//      Ein `Task.sleep` von einer Sekunde, damit es sich wie ein Netz anfühlt.
//   c) A quote picked at random from a list, so each preview looks fresh.
//      Ein Zufallszitat aus einer Liste, damit jede Preview frisch aussieht.
//   d) A call to `AppDomain.fetchQuote()` first, and a fixed quote if offline.
//      Erst ein Aufruf von `AppDomain.fetchQuote()`, offline ein festes Zitat.
// A fake must be predictable and instant, and must never reach the outside world.
let selfCheck3: Answer = .a

// Question 4 — Once the refactoring is done, where may the live quote service still be named?
// Frage 4 — Wo darf der Live-Dienst für Zitate nach dem Umbau noch genannt werden?
//   a) Nowhere: once the fake exists, the live fetcher can be deleted.
//      Nirgends: Sobald es das Fake gibt, kann LiveQuoteFetcher weg.
//   b) In `.task`, as long as every preview hands the header a fake.
//      In `.task`, solange jede Preview dem Header ein Fake gibt.
//   c) As the initializer's default value, or where the app is assembled.
//      Als Standardwert des Initializers oder dort, wo die App entsteht.
//   d) In every view that shows a quote, so that each view has its own copy.
//      In jeder View, die ein Zitat zeigt, damit jede View ihre eigene Kopie hat.
// The app still needs the real service, but it is chosen in one place only.
let selfCheck4: Answer = .c
