import AppDomain
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson03

@Suite("Step 1 · QuoteHeaderView takes a QuoteFetching ⟪de: QuoteHeaderView bekommt ein QuoteFetching⟫", .recordingLiveServices)
struct Step1QuoteHeaderViewChecks {
    @Test("LiveQuoteFetcher asks the live fetchQuote() ⟪de: LiveQuoteFetcher fragt das Live-fetchQuote()⟫")
    func liveFetcherCallsTheGlobalFunction() async {
        let result = await answer(of: LiveQuoteFetcher())
        #expect(liveUses.contains(service: "fetchQuote()"),
                .step(1, "LiveQuoteFetcher().fetchQuote() should pass the request on to the global "
                      + "AppDomain.fetchQuote(), but the live service was not used (it answered with "
                      + "\(describe(result))). The live fetcher makes nothing up; it forwards. Inside a method of "
                      + "the same name, only the module name in front reaches the global function.",
                      de: "LiveQuoteFetcher().fetchQuote() sollte die Anfrage an die globale Funktion "
                      + "AppDomain.fetchQuote() weiterreichen, aber der Live-Dienst wurde nicht benutzt (die Antwort "
                      + "war \(describeInGerman(result))). Der Live-Fetcher denkt sich nichts aus, er reicht "
                      + "weiter. In einer Methode gleichen Namens erreichst du die globale Funktion nur mit dem "
                      + "Modulnamen davor.",
                      file: "QuoteFetching.swift", symbol: "-> Quote {"))
        // Checks run offline, where the live fetchQuote() throws: a live fetcher that answers anyway made it up.
        var answered = false
        if case .success = result { answered = true }
        #expect(!answered,
                .step(1, "Offline, the live fetchQuote() throws, and LiveQuoteFetcher should pass that error on; it "
                      + "answered with \(describe(result)) instead. A live fetcher that invents an answer hides every "
                      + "failure from the screen, which then never shows its failure state.",
                      de: "Offline wirft das Live-fetchQuote() einen Fehler, und LiveQuoteFetcher sollte ihn "
                      + "weitergeben; er hat stattdessen mit \(describeInGerman(result)) geantwortet. Ein Live-Fetcher, "
                      + "der sich eine Antwort ausdenkt, verbirgt jeden Fehler vor dem Bildschirm, der dann nie seinen "
                      + "Fehlerzustand zeigt.",
                      file: "QuoteFetching.swift", symbol: "-> Quote {"))
    }

    @Test("shows the quote and the author of the fetcher it is given ⟪de: zeigt Zitat und Autor des Fetchers, den sie bekommt⟫")
    func showsTheInjectedQuote() async {
        let ui = ViewHost(QuoteHeaderView(fetcher: StubQuoteFetcher(.dijkstra)))
        await ui.settle()
        #expect(shows(.dijkstra, in: ui.texts),
                .step(1, "QuoteHeaderView(fetcher:) should show the quote “\(Quote.dijkstra.text)” and its "
                      + "author \(Quote.dijkstra.author) in Text views once its fetcher has answered; it shows "
                      + "\(ui.texts). The header should load from the fetcher it was given and show its answer.",
                      de: "QuoteHeaderView(fetcher:) sollte das Zitat „\(Quote.dijkstra.text)“ und seinen Autor "
                      + "\(Quote.dijkstra.author) in Text-Views zeigen, sobald der Fetcher geantwortet hat; sie zeigt "
                      + "\(ui.texts). Der Header sollte über den Fetcher laden, den er bekommen hat, und dessen "
                      + "Antwort zeigen.",
                      file: "QuoteHeaderView.swift", symbol: ".task"))
        #expect(!ui.contains(ViewType.ProgressView.self),
                .step(1, "Once the quote is loaded, QuoteHeaderView should no longer show a ProgressView, but it "
                      + "still does. The spinner belongs to the loading state alone.",
                      de: "Ist das Zitat geladen, sollte QuoteHeaderView keine ProgressView mehr zeigen, tut es aber "
                      + "noch. Der Ladekreisel gehört allein zum Ladezustand.",
                      file: "QuoteHeaderView.swift", symbol: "ProgressView"))
    }

    @Test("shows a ProgressView while the quote is loading ⟪de: zeigt eine ProgressView, während das Zitat lädt⟫")
    func showsAPlaceholderWhileLoading() async {
        let gate = GatedQuoteFetcher(.hopper)
        let ui = ViewHost(QuoteHeaderView(fetcher: gate))
        // The view's task starts and waits in the fetcher, which has not answered yet.
        await ui.settle(timeout: .milliseconds(50))
        #expect(ui.contains(ViewType.ProgressView.self),
                .step(1, "While its fetcher has not answered yet, QuoteHeaderView should show a ProgressView, "
                      + "with or without a label; it shows texts \(ui.texts) and no ProgressView. Until the answer "
                      + "arrives, the header is loading, and the screen should say so.",
                      de: "Solange der Fetcher noch nicht geantwortet hat, sollte QuoteHeaderView eine ProgressView "
                      + "zeigen, mit oder ohne Beschriftung; sie zeigt die Texte \(ui.texts) und keine ProgressView. "
                      + "Bis die Antwort da ist, lädt der Header, und das sollte man auf dem Bildschirm sehen.",
                      file: "QuoteHeaderView.swift", symbol: "var body"))
        gate.open()
        await ui.settle()
    }

    @Test("shows a friendly message instead of a spinner when fetching fails ⟪de: zeigt eine freundliche Meldung statt eines Spinners, wenn das Laden fehlschlägt⟫")
    func showsAFallbackOnFailure() async {
        let ui = ViewHost(QuoteHeaderView(fetcher: FailingQuoteFetcher()))
        await ui.settle()
        #expect(!ui.contains(ViewType.ProgressView.self),
                .step(1, "When the fetcher throws, QuoteHeaderView should stop loading and show a friendly "
                      + "message, but it still shows a ProgressView, so it would spin forever offline. A failed "
                      + "load is a state of its own, not the same as one still under way.",
                      de: "Wirft der Fetcher einen Fehler, sollte QuoteHeaderView aufhören zu laden und eine "
                      + "freundliche Nachricht zeigen, aber sie zeigt noch eine ProgressView und würde sich offline "
                      + "endlos drehen. Ein gescheitertes Laden ist ein eigener Zustand, nicht dasselbe wie ein "
                      + "Ladevorgang, der noch läuft.",
                      file: "QuoteHeaderView.swift", symbol: ".task"))
        // Words, not just marks: an empty quote made up for the failure shows "" and "— ".
        let messages = ui.texts.filter { $0.contains(where: \.isLetter) }
        #expect(!messages.isEmpty,
                .step(1, "When the fetcher throws, QuoteHeaderView should say so kindly in a Text, in words of "
                      + "your choice; it shows no words (\(ui.texts)), so the header would just look empty.",
                      de: "Wirft der Fetcher einen Fehler, sollte QuoteHeaderView das freundlich in einem Text sagen, "
                      + "in Worten deiner Wahl; sie zeigt keine Wörter (\(ui.texts)), und der Header sähe einfach "
                      + "leer aus.",
                      file: "QuoteHeaderView.swift", symbol: "var body"))
        expectNoLiveFallback("QuoteHeaderView", step: 1, file: "QuoteHeaderView.swift", symbol: ".task")
    }

    @Test("never calls the live fetchQuote() when it is given a fetcher ⟪de: ruft nie das Live-fetchQuote() auf, wenn sie einen Fetcher bekommt⟫")
    func staysOffTheLiveService() async {
        let ui = ViewHost(QuoteHeaderView(fetcher: StubQuoteFetcher(.dijkstra)))
        await ui.settle()
        let live = liveUses.uses(of: "fetchQuote()")
        #expect(live.isEmpty,
                .step(1, "QuoteHeaderView reached the live \(describe(live)) although it was given a fetcher. "
                      + "The header should ask only the fetcher it was given; reaching the global function is the "
                      + "live fetcher's job alone.",
                      de: "QuoteHeaderView hat \(live.germanObject) erreicht, obwohl sie "
                      + "einen Fetcher bekommen hat. Der Header sollte nur den Fetcher fragen, den er bekommen hat; "
                      + "die globale Funktion aufzurufen ist allein Sache des Live-Fetchers.",
                      file: "QuoteHeaderView.swift", symbol: "fetchQuote()"))
    }

    @Test("QuoteHeaderView() still uses the live fetcher by default ⟪de: QuoteHeaderView() verwendet standardmäßig weiter den Live-Fetcher⟫")
    func defaultsToTheLiveFetcher() async {
        let ui = ViewHost(QuoteHeaderView())
        await ui.settle()
        #expect(liveUses.contains(service: "fetchQuote()"),
                .step(1, "QuoteHeaderView() without arguments should still load from the live quote service, "
                      + "as it did before and as HomeView relies on; that is the job of the default value "
                      + "`LiveQuoteFetcher()`. Live uses seen: \(describe(liveUses.uses)); it shows \(ui.texts).",
                      de: "QuoteHeaderView() ohne Argumente sollte weiter beim Live-Dienst für Zitate laden, wie "
                      + "bisher und wie HomeView es erwartet; dafür ist der Standardwert `LiveQuoteFetcher()` da. "
                      + "Beobachtete Zugriffe auf Live-Dienste: \(describe(liveUses.uses, german: true)); sie zeigt "
                      + "\(ui.texts).",
                      file: "QuoteHeaderView.swift", symbol: "init("))
    }

    @Test("every header shows the quote of its own fetcher ⟪de: jeder Header zeigt das Zitat seines eigenen Fetchers⟫")
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
                      + "\(third.texts). Each header should keep its fetcher and its quote to itself, not in a "
                      + "`static` that every header shares.",
                      de: "Drei QuoteHeaderViews mit Fetchern für die Zitate von Dijkstra, Hopper und Turing sollten "
                      + "jeweils ihr eigenes Zitat zeigen; sie zeigen \(first.texts), \(second.texts) und "
                      + "\(third.texts). Jeder Header sollte seinen Fetcher und sein Zitat für sich behalten, nicht "
                      + "in einer `static`-Property, die sich alle Header teilen.",
                      file: "QuoteHeaderView.swift", symbol: ".task"))
    }
}
