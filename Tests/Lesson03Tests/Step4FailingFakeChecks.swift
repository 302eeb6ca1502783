import AppDomain
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson03

@Suite("Step 4 · A fake that fails ⟪de: Ein Fake, das scheitert⟫", .recordingLiveServices)
struct Step4FailingFakeChecks {
    @Test("FakeQuoteFetcher(error:) throws the error it is given, on every call ⟪de: FakeQuoteFetcher(error:) wirft den Fehler, den es bekommt, bei jedem Aufruf⟫")
    func throwsTheGivenError() async {
        let fake = FakeQuoteFetcher(error: QuoteServiceDown())
        // Twice: a fake that fails once and then answers would show the error screen only by luck.
        for call in 1...2 {
            let outcome = await answer(of: fake)
            let thrownGiven = if case .failure(let error) = outcome { error is QuoteServiceDown } else { false }
            #expect(thrownGiven,
                    .step(4, "FakeQuoteFetcher(error: QuoteServiceDown()).fetchQuote() should throw that "
                          + "QuoteServiceDown on every call; call \(call) gave \(describe(outcome)). Whoever "
                          + "builds the fake decides the outcome: an error given means no quote.",
                          de: "FakeQuoteFetcher(error: QuoteServiceDown()).fetchQuote() sollte bei jedem Aufruf "
                          + "genau diesen QuoteServiceDown werfen; Aufruf \(call) ergab "
                          + "\(describeInGerman(outcome)). Wer das Fake baut, bestimmt den Ausgang: Ein "
                          + "übergebener Fehler heißt: kein Zitat.",
                          file: "FakeQuoteFetcher.swift", symbol: "func fetchQuote"))
        }
        #expect(liveUses.reaches.isEmpty,
                .step(4, "A failing fake fails by itself; FakeQuoteFetcher(error:) reached the live "
                      + "\(describe(liveUses.reaches)).",
                      de: "Ein scheiterndes Fake scheitert von selbst; FakeQuoteFetcher(error:) hat "
                      + "\(liveUses.reaches.germanObject) erreicht.",
                      file: "FakeQuoteFetcher.swift", symbol: "func fetchQuote"))
    }

    @Test("a preview named “Offline” shows the header's message with a failing fake ⟪de: eine Preview namens „Offline“ zeigt die Meldung des Headers mit einem scheiternden Fake⟫")
    func offlinePreview() async throws {
        let ui = ViewHost(QuoteHeaderView_Previews.previews)
        await ui.settle()
        let names = ui.previews.map { $0.previewName ?? "–" }
        let offline = ui.previews.first { $0.previewName == "Offline" }
        try #require(offline != nil,
                     .step(4, "QuoteHeaderView_Previews should have a preview named “Offline” "
                           + "(`.previewDisplayName`); its previews are \(names).",
                           de: "QuoteHeaderView_Previews sollte eine Preview namens „Offline“ haben "
                           + "(`.previewDisplayName`); ihre Previews heißen \(names).",
                           file: "QuoteHeaderPreviews.swift", symbol: "previewDisplayName"))
        let preview = try #require(offline)
        var outcomes: [Result<Quote, any Error>] = []
        for fake in fetchers(givenTo: preview.findAll(QuoteHeaderView.self)) where fake is FakeQuoteFetcher {
            outcomes.append(await answer(of: fake))
        }
        let failing = outcomes.contains { if case .failure = $0 { true } else { false } }
        #expect(failing,
                .step(4, "The “Offline” preview should give QuoteHeaderView a FakeQuoteFetcher that fails; its "
                      + "header got \(outcomes.isEmpty ? "no FakeQuoteFetcher" : outcomes.map(describe).joined(separator: ", ")).",
                      de: "Die Preview „Offline“ sollte QuoteHeaderView einen FakeQuoteFetcher geben, der scheitert; "
                      + "ihr Header bekam \(outcomes.isEmpty ? "keinen FakeQuoteFetcher" : outcomes.map(describeInGerman).joined(separator: ", ")).",
                      file: "QuoteHeaderPreviews.swift", symbol: "QuoteHeaderView("))
        let messages = preview.texts.filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        #expect(!preview.contains(ViewType.ProgressView.self) && !messages.isEmpty,
                .step(4, "The “Offline” preview should show the header's friendly message, with no spinner; it "
                      + "shows the texts \(preview.texts)"
                      + (preview.contains(ViewType.ProgressView.self) ? " and a ProgressView." : "."),
                      de: "Die Preview „Offline“ sollte die freundliche Meldung des Headers zeigen, ohne Spinner; "
                      + "sie zeigt die Texte \(preview.texts)"
                      + (preview.contains(ViewType.ProgressView.self) ? " und eine ProgressView." : "."),
                      file: "QuoteHeaderPreviews.swift", symbol: "QuoteHeaderView("))
        #expect(liveUses.reaches.isEmpty,
                .step(4, "The previews reached the live \(describe(liveUses.reaches)); the “Offline” preview "
                      + "fails by the fake's hand, not the network's.",
                      de: "Die Previews haben \(liveUses.reaches.germanObject) erreicht; "
                      + "die Preview „Offline“ scheitert durch das Fake, nicht durch das Netz.",
                      file: "QuoteHeaderPreviews.swift", symbol: "QuoteHeaderView("))
    }
}
