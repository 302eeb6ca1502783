import AppDomain
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson03

@Suite("Step 2 · A fake for previews ⟪de: Ein Fake für Previews⟫", .recordingLiveServices)
struct Step2FakeQuoteFetcherChecks {
    @Test("FakeQuoteFetcher() answers with the same quote every time ⟪de: FakeQuoteFetcher() antwortet jedes Mal mit demselben Zitat⟫")
    func defaultQuoteIsFixed() async throws {
        // Twenty fakes, asked twice each: a fake that picks at random is caught by the odds. All at once, so
        // a fake that waits (another check names that) costs its wait once here, not forty times.
        var asked: [Task<Result<Quote, any Error>, Never>] = []
        for _ in 0..<20 {
            let fake = FakeQuoteFetcher()
            asked.append(Task { await answer(of: fake) })
            asked.append(Task { await answer(of: fake) })
        }
        var answers: [Result<Quote, any Error>] = []
        for task in asked { answers.append(await task.value) }
        let quotes = answers.compactMap { try? $0.get() }
        let failure = answers.first { (try? $0.get()) == nil }
        #expect(failure == nil,
                .step(2, "FakeQuoteFetcher().fetchQuote() should always answer with its quote; it threw "
                      + "\(failure.map(describe) ?? ""). A fake fails only when it is built to fail.",
                      de: "FakeQuoteFetcher().fetchQuote() sollte immer mit seinem Zitat antworten; stattdessen kam "
                      + "\(failure.map(describeInGerman) ?? ""). Ein Fake scheitert nur, wenn es dafür gebaut ist.",
                      file: "FakeQuoteFetcher.swift", symbol: "func fetchQuote"))
        let distinct = Set(quotes)
        let examples = distinct.prefix(2).map { "“\($0.text)”" }.joined(separator: " and ")
        let examplesInGerman = distinct.prefix(2).map { "„\($0.text)“" }.joined(separator: " und ")
        #expect(distinct.count <= 1,
                .step(2, "FakeQuoteFetcher() should give the same quote every time, so previews and tests know "
                      + "what to expect; 40 calls gave \(distinct.count) different quotes, e.g. \(examples). Its "
                      + "sample quote should be one fixed quote, not a random one.",
                      de: "FakeQuoteFetcher() sollte jedes Mal dasselbe Zitat liefern, damit Previews und Tests "
                      + "wissen, was kommt; 40 Aufrufe ergaben \(distinct.count) verschiedene Zitate, etwa "
                      + "\(examplesInGerman). Das Beispielzitat sollte ein festes Zitat sein, kein zufälliges.",
                      file: "FakeQuoteFetcher.swift", symbol: "func fetchQuote"))
        let quote = try #require(quotes.first)
        #expect(!quote.text.isEmpty && !quote.author.isEmpty,
                .step(2, "FakeQuoteFetcher()'s sample quote should have a text and an author, so a preview shows "
                      + "something; it is \(describe(.success(quote))).",
                      de: "Das Beispielzitat von FakeQuoteFetcher() sollte einen Text und einen Autor haben, damit "
                      + "eine Preview etwas zeigt; es ist \(describeInGerman(.success(quote))).",
                      file: "FakeQuoteFetcher.swift", symbol: "struct FakeQuoteFetcher"))
    }

    @Test("FakeQuoteFetcher(quote:) answers with the quote it is given ⟪de: FakeQuoteFetcher(quote:) antwortet mit dem Zitat, das es bekommt⟫")
    func answersWithTheGivenQuote() async {
        for quote in [Quote.hopper, Quote.turing] {
            let result = await answer(of: FakeQuoteFetcher(quote: quote))
            #expect((try? result.get()) == quote,
                    .step(2, "FakeQuoteFetcher(quote:) should answer with exactly the quote it was given, here "
                          + "\(describe(.success(quote))); it answered with \(describe(result)). A fake that "
                          + "ignores its quote cannot show a test's long or short quote.",
                          de: "FakeQuoteFetcher(quote:) sollte genau mit dem Zitat antworten, das er bekommen hat, "
                          + "hier \(describeInGerman(.success(quote))); die Antwort war "
                          + "\(describeInGerman(result)). Ein Fake, das sein Zitat ignoriert, kann das lange oder "
                          + "kurze Zitat eines Tests nicht zeigen.",
                          file: "FakeQuoteFetcher.swift", symbol: "func fetchQuote"))
        }
    }

    @Test("FakeQuoteFetcher answers instantly, without waiting ⟪de: FakeQuoteFetcher antwortet sofort, ohne zu warten⟫")
    func answersInstantly() async {
        // The fastest of up to four tries, as in lesson 02, so a busy machine cannot make a correct fake look slow.
        let clock = ContinuousClock()
        var fastest = Duration.seconds(3600)
        for _ in 0..<4 where fastest >= .milliseconds(100) {
            let elapsed = await clock.measure { _ = await answer(of: FakeQuoteFetcher()) }
            fastest = min(fastest, elapsed)
        }
        #expect(fastest < .milliseconds(100),
                .step(2, "FakeQuoteFetcher's answer should be instant (under 100 ms); even its fastest answer took "
                      + "\(milliseconds(fastest)) ms. A `Task.sleep` or any other delay in a fake makes every "
                      + "preview and every test wait for it.",
                      de: "FakeQuoteFetcher sollte sofort antworten (unter 100 ms); selbst die schnellste Antwort dauerte "
                      + "\(milliseconds(fastest)) ms. Ein `Task.sleep` oder eine andere Wartezeit im Fake lässt jede "
                      + "Preview und jeden Test darauf warten.",
                      file: "FakeQuoteFetcher.swift", symbol: "func fetchQuote"))
    }

    @Test("FakeQuoteFetcher never reaches the live fetchQuote() ⟪de: FakeQuoteFetcher erreicht nie das Live-fetchQuote()⟫")
    func staysOffline() async {
        _ = await answer(of: FakeQuoteFetcher())
        _ = await answer(of: FakeQuoteFetcher(quote: .hopper))
        #expect(liveUses.uses.isEmpty,
                .step(2, "FakeQuoteFetcher reached the live \(describe(liveUses.uses)). A fake must work without "
                      + "a network: it answers from what it holds, never from the live service.",
                      de: "FakeQuoteFetcher hat \(liveUses.uses.germanObject) erreicht. "
                      + "Ein Fake muss ohne Netz funktionieren: Es antwortet mit dem, was es hat, nie über den "
                      + "Live-Dienst.",
                      file: "FakeQuoteFetcher.swift", symbol: "func fetchQuote"))
    }

    @Test("the preview shows the fake's quote without any live service ⟪de: die Preview zeigt das Zitat des Fakes ohne jeden Live-Dienst⟫")
    func previewRendersOffline() async throws {
        let ui = ViewHost(QuoteHeaderView_Previews.previews)
        await ui.settle()
        // Each preview on its own; a preview counts when it gives the header a FakeQuoteFetcher — with the
        // fake's sample quote or one of the student's own — and shows that fetcher's quote.
        var faked: [(quote: Quote, texts: [String])] = []
        for preview in ui.previews {
            for case let fake as FakeQuoteFetcher in fetchers(givenTo: preview.findAll(QuoteHeaderView.self)) {
                if let quote = try? await fake.fetchQuote() { faked.append((quote, preview.texts)) }
            }
        }
        let shown = ui.previews.map(\.texts)
        // NB: the texts are built first; inside `#require`, the long concatenation takes the type checker too long.
        let noFake: String = "No preview in QuoteHeaderView_Previews gives QuoteHeaderView a FakeQuoteFetcher; "
            + "they show \(shown). A preview that depends on the live service is blank offline and shows a "
            + "different quote every time."
        let noFakeDE: String = "Keine Preview in QuoteHeaderView_Previews gibt QuoteHeaderView einen "
            + "FakeQuoteFetcher; sie zeigen \(shown). Eine Preview, die vom Live-Dienst abhängt, bleibt offline "
            + "leer und zeigt jedes Mal ein anderes Zitat."
        try #require(!faked.isEmpty,
                     .step(2, noFake, de: noFakeDE, file: "QuoteHeaderPreviews.swift", symbol: "QuoteHeaderView("))
        #expect(faked.contains { shows($0.quote, in: $0.texts) },
                .step(2, "The preview with FakeQuoteFetcher should show the fake's quote "
                      + "\(describe(.success(faked[0].quote))); it shows \(faked[0].texts).",
                      de: "Die Preview mit FakeQuoteFetcher sollte das Zitat des Fakes zeigen, "
                      + "\(describeInGerman(.success(faked[0].quote))); sie zeigt \(faked[0].texts).",
                      file: "QuoteHeaderPreviews.swift", symbol: "QuoteHeaderView("))
        #expect(liveUses.reaches.isEmpty,
                .step(2, "The previews reached the live \(describe(liveUses.reaches)); every preview should "
                      + "work offline, with a fake in place of the live service.",
                      de: "Die Previews haben \(liveUses.reaches.germanObject) erreicht; "
                      + "jede Preview sollte offline funktionieren, mit einem Fake statt des Live-Dienstes.",
                      file: "QuoteHeaderPreviews.swift", symbol: "QuoteHeaderView("))
    }

    private func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
