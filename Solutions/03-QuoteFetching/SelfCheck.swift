// Self-check for step 3: pick one answer per question. The grader tells you whether it holds, and why.
// Selbsttest zu Schritt 3: Wähl pro Frage eine Antwort. Der Grader sagt dir, ob sie stimmt, und warum.

/// The possible answers; `.todo` means "not answered yet".
enum Answer {
    case todo, a, b, c, d
}

// Question 1 — Why may `QuoteHeaderView` take a `FakeQuoteFetcher` where the live fetcher used to go?
// Frage 1 — Warum darf `QuoteHeaderView` einen `FakeQuoteFetcher` bekommen, wo bisher der Live-Fetcher stand?
//   a) FakeQuoteFetcher has a `fetchQuote()` just like the protocol's, and a matching method is enough,
//      with or without `: QuoteFetching`.
//      FakeQuoteFetcher hat ein `fetchQuote()` wie das Protokoll, und eine passende Methode reicht, mit
//      oder ohne `: QuoteFetching`.
//   b) The parameter's type is the protocol, and FakeQuoteFetcher declares that it conforms to it.
//      Der Parameter hat das Protokoll als Typ, und FakeQuoteFetcher erklärt, dass es das Protokoll erfüllt.
//   c) FakeQuoteFetcher inherits from LiveQuoteFetcher, and a subclass fits wherever its superclass fits.
//      FakeQuoteFetcher erbt von LiveQuoteFetcher, und eine Unterklasse passt überall, wo ihre Oberklasse
//      passt.
//   d) `any QuoteFetching` takes a value of any type, like `Any`; whether it can fetch a quote shows only
//      when `.task` runs.
//      `any QuoteFetching` nimmt Werte jedes Typs an, wie `Any`; ob einer Zitate holen kann, zeigt sich
//      erst, wenn `.task` läuft.
// The parameter's type decides what fits; a protocol type lets in every type that declares conformance.
let selfCheck1: Answer = .b

// Question 2 — What does the default value `= LiveQuoteFetcher()` in the initializer buy you?
// Frage 2 — Was bringt dir der Standardwert `= LiveQuoteFetcher()` im Initializer?
//   a) Previews may keep writing `QuoteHeaderView()`: once a fake exists, the header takes it whenever
//      the network is down.
//      Previews dürfen weiter `QuoteHeaderView()` schreiben: Sobald es ein Fake gibt, nimmt der Header
//      es, wenn das Netz fehlt.
//   b) All headers share one live fetcher, created once when the initializer is first called.
//      Alle Header teilen sich einen Live-Fetcher, der beim ersten Aufruf des Initializers einmal entsteht.
//   c) Not much: the fake would be the better default, since then every preview works without an argument.
//      Wenig: Das Fake wäre der bessere Standardwert, denn dann liefe jede Preview ohne Argument.
//   d) Every existing `QuoteHeaderView()`, such as HomeView's, still compiles and still shows live quotes.
//      Jedes bisherige `QuoteHeaderView()`, etwa in HomeView, kompiliert weiter und zeigt echte Zitate.
// The default is filled in wherever a caller leaves the argument out, so old call sites stay as they were.
let selfCheck2: Answer = .d

// Question 3 — Which of these belongs in a fake such as `FakeQuoteFetcher`?
// Frage 3 — Was davon gehört in ein Fake wie `FakeQuoteFetcher`?
//   a) One fixed quote, set by whoever creates the fake, returned at once.
//      Ein festes Zitat, beim Anlegen frei wählbar und sofort geliefert.
//   b) A one-second `Task.sleep`, so that previews feel like a real network.
//      Ein `Task.sleep` von einer Sekunde, damit sich Previews wie mit echtem Netz anfühlen.
//   c) A quote picked at random from a list, so that each preview looks fresh.
//      Ein Zufallszitat aus einer Liste, damit jede Preview frisch aussieht.
//   d) A call to `AppDomain.fetchQuote()` first, and a fixed quote only when that call fails.
//      Erst ein Aufruf von `AppDomain.fetchQuote()`, und nur wenn der scheitert, ein festes Zitat.
// A fake must be predictable and instant, and must never reach the outside world.
let selfCheck3: Answer = .a

// Question 4 — Once the refactoring is done, which of these holds for the live quote service?
// Frage 4 — Was gilt nach dem Umbau für den Live-Dienst für Zitate?
//   a) `QuoteHeaderView`'s `.task` may still call the global `fetchQuote()`, as long as every preview
//      hands the header a fake.
//      Das `.task` von `QuoteHeaderView` darf weiter das globale `fetchQuote()` aufrufen, solange jede
//      Preview dem Header ein Fake gibt.
//   b) Inside `LiveQuoteFetcher`'s own `fetchQuote()`, a bare `fetchQuote()` reaches AppDomain's global
//      function.
//      In der eigenen Methode `fetchQuote()` von `LiveQuoteFetcher` erreicht ein bloßes `fetchQuote()`
//      die globale Funktion von AppDomain.
//   c) Apart from `LiveQuoteFetcher` itself, the app names it in one place only: the default value of
//      `fetcher:`.
//      Außer in `LiveQuoteFetcher` selbst nennt die App ihn nur an einer Stelle: im Standardwert von
//      `fetcher:`.
//   d) The quote it fetched belongs in a `static` property, so that it is fetched once and every header
//      shows it.
//      Das geholte Zitat gehört in eine `static`-Property, damit es nur einmal geholt wird und jeder
//      Header es zeigt.
// LiveQuoteFetcher alone talks to the live service, and the default value alone chooses it.
let selfCheck4: Answer = .c
