import AppDomain
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson03

@Suite("Step 1 · QuoteHeaderView takes a QuoteFetching", .recordingLiveServices)
struct Step1QuoteHeaderViewChecks {
    @Test("LiveQuoteFetcher asks the live fetchQuote()")
    func liveFetcherCallsTheGlobalFunction() async {
        let result = await answer(of: LiveQuoteFetcher())
        #expect(liveUses.contains(service: "fetchQuote()"),
                .step(1, "LiveQuoteFetcher().fetchQuote() should call the global fetchQuote() of AppDomain, "
                      + "but the live service was not used (it answered with \(describe(result))). Write "
                      + "`try await AppDomain.fetchQuote()`: the module name picks the global function, not "
                      + "the method you are writing.", file: "QuoteFetching.swift", symbol: "struct LiveQuoteFetcher"))
    }

    @Test("shows the quote and the author of the fetcher it is given")
    func showsTheInjectedQuote() async {
        let ui = ViewHost(QuoteHeaderView(fetcher: StubQuoteFetcher(.dijkstra)))
        await ui.settle()
        #expect(shows(.dijkstra, in: ui.texts),
                .step(1, "QuoteHeaderView(fetcher:) should show the quote “\(Quote.dijkstra.text)” and its "
                      + "author \(Quote.dijkstra.author) in Text views once its fetcher has answered; it shows "
                      + "\(ui.texts). Load the quote from `fetcher` in `.task`.",
                      file: "QuoteHeaderView.swift", symbol: ".task"))
        #expect(!ui.contains(kind: "ProgressView"),
                .step(1, "Once the quote is loaded, QuoteHeaderView should no longer show a ProgressView, but it "
                      + "still does. Show the spinner only while nothing has arrived yet.",
                      file: "QuoteHeaderView.swift", symbol: "ProgressView"))
    }

    @Test("shows a ProgressView while the quote is loading")
    func showsAPlaceholderWhileLoading() async {
        let gate = GatedQuoteFetcher(.hopper)
        let ui = ViewHost(QuoteHeaderView(fetcher: gate))
        // The view's task starts and waits in the fetcher, which has not answered yet.
        await ui.settle(timeout: .milliseconds(50))
        #expect(ui.contains(kind: "ProgressView"),
                .step(1, "While its fetcher has not answered yet, QuoteHeaderView should show a ProgressView "
                      + "(`ProgressView()` or `ProgressView(\"Loading…\")`); it shows texts \(ui.texts) and no "
                      + "ProgressView. Start in a loading state and show the spinner in it.",
                      file: "QuoteHeaderView.swift", symbol: "var body"))
        gate.open()
        await ui.settle()
    }

    @Test("shows a friendly message instead of a spinner when fetching fails")
    func showsAFallbackOnFailure() async {
        let ui = ViewHost(QuoteHeaderView(fetcher: FailingQuoteFetcher()))
        await ui.settle()
        #expect(!ui.contains(kind: "ProgressView"),
                .step(1, "When the fetcher throws, QuoteHeaderView should stop loading and show a friendly "
                      + "message, but it still shows a ProgressView, so it would spin forever offline. Catch the "
                      + "error in `.task` and remember that loading failed.",
                      file: "QuoteHeaderView.swift", symbol: ".task"))
        let messages = ui.texts.filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        #expect(!messages.isEmpty,
                .step(1, "When the fetcher throws, QuoteHeaderView should say so kindly in a Text, such as "
                      + "“No quote today.”; it shows no text (\(ui.texts)).",
                      file: "QuoteHeaderView.swift", symbol: "var body"))
    }

    @Test("never calls the live fetchQuote() when it is given a fetcher")
    func staysOffTheLiveService() async {
        let ui = ViewHost(QuoteHeaderView(fetcher: StubQuoteFetcher(.dijkstra)))
        await ui.settle()
        let live = liveUses.uses(of: "fetchQuote()")
        #expect(live.isEmpty,
                .step(1, "QuoteHeaderView reached the live \(describe(live)) although it was given a fetcher. "
                      + "In `.task`, call `fetcher.fetchQuote()` on the stored fetcher, not the global "
                      + "function.", file: "QuoteHeaderView.swift", symbol: "fetchQuote()"))
    }

    @Test("QuoteHeaderView() still uses the live fetcher by default")
    func defaultsToTheLiveFetcher() async {
        let ui = ViewHost(QuoteHeaderView())
        await ui.settle()
        #expect(liveUses.contains(service: "fetchQuote()"),
                .step(1, "QuoteHeaderView() without arguments should still load from the live quote service, "
                      + "as it did before: give the parameter the default value `LiveQuoteFetcher()`. Live uses "
                      + "seen: \(describe(liveUses.uses)); it shows \(ui.texts).",
                      file: "QuoteHeaderView.swift", symbol: "init("))
    }

    @Test("every header shows the quote of its own fetcher")
    func eachHeaderKeepsItsOwnFetcher() async {
        // Two headers on screen at once, then a third one later, each with a fetcher of its own.
        let first = ViewHost(QuoteHeaderView(fetcher: StubQuoteFetcher(.dijkstra)))
        let second = ViewHost(QuoteHeaderView(fetcher: StubQuoteFetcher(.hopper)))
        await first.settle()
        await second.settle()
        let third = ViewHost(QuoteHeaderView(fetcher: StubQuoteFetcher(.turing)))
        await third.settle()
        let correct = shows(.dijkstra, in: first.texts) && shows(.hopper, in: second.texts)
            && shows(.turing, in: third.texts)
        #expect(correct,
                .step(1, "Three QuoteHeaderViews, given fetchers for Dijkstra's, Hopper's and Turing's quotes, "
                      + "should each show their own quote; they show \(first.texts), \(second.texts) and "
                      + "\(third.texts). Keep the fetcher in a stored property and the loaded quote in `@State` "
                      + "of each view, not in a `static`.", file: "QuoteHeaderView.swift", symbol: ".task"))
    }
}
