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
        let expected = try #require(try? await answer(of: FakeQuoteFetcher()).get(),
                                    .step(2, "The preview check needs FakeQuoteFetcher() to answer with a quote.",
                                          file: "FakeQuoteFetcher.swift", symbol: "func fetchQuote"))
        let ui = ViewHost(QuoteHeaderView_Previews.previews)
        await ui.settle()
        #expect(shows(expected, in: ui.texts),
                .step(2, "QuoteHeaderView_Previews should show QuoteHeaderView with FakeQuoteFetcher()'s quote "
                      + "\(describe(.success(expected))); it shows \(ui.texts).",
                      file: "QuoteHeaderPreviews.swift", symbol: "QuoteHeaderView("))
        #expect(liveUses.uses.isEmpty,
                .step(2, "The preview reached the live \(describe(liveUses.uses)); a preview must work offline. "
                      + "Pass `fetcher: FakeQuoteFetcher()`.", file: "QuoteHeaderPreviews.swift",
                      symbol: "QuoteHeaderView("))
    }

    private func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
