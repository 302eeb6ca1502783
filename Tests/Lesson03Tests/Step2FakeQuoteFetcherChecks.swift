import AppDomain
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson03

@Suite("Step 2 · A fake for previews", .recordingLiveServices)
struct Step2FakeQuoteFetcherChecks {
    @Test("FakeQuoteFetcher() answers with the same quote every time")
    func defaultQuoteIsFixed() async throws {
        // Twenty fakes, asked twice each: a fake that picks at random is caught by the odds.
        var answers: [Result<Quote, any Error>] = []
        for _ in 0..<20 {
            let fake = FakeQuoteFetcher()
            answers.append(await answer(of: fake))
            answers.append(await answer(of: fake))
        }
        let quotes = answers.compactMap { try? $0.get() }
        let failure = answers.first { (try? $0.get()) == nil }
        #expect(failure == nil,
                .step(2, "FakeQuoteFetcher().fetchQuote() should always answer with its quote; it threw "
                      + "\(failure.map(describe) ?? ""). A fake never fails unless you build it to.",
                      file: "FakeQuoteFetcher.swift", symbol: "func fetchQuote"))
        let distinct = Set(quotes)
        #expect(distinct.count <= 1,
                .step(2, "FakeQuoteFetcher() should give the same quote every time, so previews and tests know "
                      + "what to expect; 40 calls gave \(distinct.count) different quotes, e.g. "
                      + "\(distinct.prefix(2).map { "“\($0.text)”" }.joined(separator: " and ")). Return one fixed "
                      + "sample quote, not a random one.",
                      file: "FakeQuoteFetcher.swift", symbol: "struct FakeQuoteFetcher"))
        let quote = try #require(quotes.first)
        #expect(!quote.text.isEmpty && !quote.author.isEmpty,
                .step(2, "FakeQuoteFetcher()'s sample quote should have a text and an author, so a preview shows "
                      + "something; it is \(describe(.success(quote))).",
                      file: "FakeQuoteFetcher.swift", symbol: "struct FakeQuoteFetcher"))
    }

    @Test("FakeQuoteFetcher(quote:) answers with the quote it is given")
    func answersWithTheGivenQuote() async {
        for quote in [Quote.hopper, Quote.turing] {
            let result = await answer(of: FakeQuoteFetcher(quote: quote))
            #expect((try? result.get()) == quote,
                    .step(2, "FakeQuoteFetcher(quote:) should answer with exactly the quote it was given, here "
                          + "\(describe(.success(quote))); it answered with \(describe(result)).",
                          file: "FakeQuoteFetcher.swift", symbol: "func fetchQuote"))
        }
    }

    @Test("FakeQuoteFetcher answers instantly, without waiting")
    func answersInstantly() async {
        // The fastest of up to three tries, so a busy machine cannot make a correct fake look slow.
        let clock = ContinuousClock()
        var fastest = Duration.seconds(3600)
        for _ in 0..<3 where fastest >= .milliseconds(100) {
            let elapsed = await clock.measure { _ = await answer(of: FakeQuoteFetcher()) }
            fastest = min(fastest, elapsed)
        }
        #expect(fastest < .milliseconds(100),
                .step(2, "FakeQuoteFetcher should answer at once; even its fastest answer took "
                      + "\(milliseconds(fastest)) ms. Remove any `Task.sleep` or other delay: every preview and "
                      + "test would wait for it.", file: "FakeQuoteFetcher.swift", symbol: "func fetchQuote"))
    }

    @Test("FakeQuoteFetcher never reaches the live fetchQuote()")
    func staysOffline() async {
        _ = await answer(of: FakeQuoteFetcher())
        _ = await answer(of: FakeQuoteFetcher(quote: .hopper))
        #expect(liveUses.uses.isEmpty,
                .step(2, "FakeQuoteFetcher reached the live \(describe(liveUses.uses)). A fake must work without "
                      + "a network: return its quote directly.", file: "FakeQuoteFetcher.swift",
                      symbol: "func fetchQuote"))
    }

    @Test("the preview shows the fake's quote without any live service")
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
        try #require(!faked.isEmpty,
                     .step(2, "No preview in QuoteHeaderView_Previews gives QuoteHeaderView a FakeQuoteFetcher; "
                           + "they show \(shown). Pass `fetcher: FakeQuoteFetcher()`, so the preview needs no "
                           + "network.", file: "QuoteHeaderPreviews.swift", symbol: "QuoteHeaderView("))
        #expect(faked.contains { shows($0.quote, in: $0.texts) },
                .step(2, "The preview with FakeQuoteFetcher should show the fake's quote "
                      + "\(describe(.success(faked[0].quote))); it shows \(faked[0].texts).",
                      file: "QuoteHeaderPreviews.swift", symbol: "QuoteHeaderView("))
        #expect(liveUses.reaches.isEmpty,
                .step(2, "The previews reached the live \(describe(liveUses.reaches)); a preview must work "
                      + "offline. Pass `fetcher: FakeQuoteFetcher()`.", file: "QuoteHeaderPreviews.swift",
                      symbol: "QuoteHeaderView("))
    }

    private func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
