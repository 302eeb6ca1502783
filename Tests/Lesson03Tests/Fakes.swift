import AppDomain
import HeadlessUI
import WorkbookTesting
@testable import Lesson03

// NB: the doubles are `nonisolated` classes with their state behind a lock, so they conform to every
// shape of the lesson's protocol a student may write: plain, `Sendable`, `AnyObject` or `@MainActor`.

/// A QuoteFetching that answers every call with one quote, and counts the calls.
nonisolated final class StubQuoteFetcher: QuoteFetching, @unchecked Sendable {
    let quote: Quote
    private let counter = Locked(0)

    init(_ quote: Quote) { self.quote = quote }

    /// How often the quote was fetched.
    var calls: Int { counter.value }

    func fetchQuote() async throws -> Quote {
        counter.withLock { $0 += 1 }
        return quote
    }
}

/// A QuoteFetching whose every call fails, like the live service without a network.
nonisolated final class FailingQuoteFetcher: QuoteFetching, @unchecked Sendable {
    func fetchQuote() async throws -> Quote { throw QuoteServiceDown() }
}

struct QuoteServiceDown: Error {}

/// A QuoteFetching that answers only once the check calls `open()`, so a check can look at the view
/// while the quote is still loading.
nonisolated final class GatedQuoteFetcher: QuoteFetching, @unchecked Sendable {
    let quote: Quote
    private let gate = Locked<(isOpen: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    init(_ quote: Quote) { self.quote = quote }

    func fetchQuote() async throws -> Quote {
        await withCheckedContinuation { continuation in
            let resumeNow = gate.withLock { gate in
                if !gate.isOpen { gate.waiting.append(continuation) }
                return gate.isOpen
            }
            if resumeNow { continuation.resume() }
        }
        return quote
    }

    /// Lets every waiting and every later call answer.
    func open() {
        let resumed = gate.withLock { gate in
            gate.isOpen = true
            defer { gate.waiting = [] }
            return gate.waiting
        }
        resumed.forEach { $0.resume() }
    }
}

extension Quote {
    static let dijkstra = Quote(text: "Simplicity is prerequisite for reliability.", author: "Edsger W. Dijkstra")
    static let hopper = Quote(text: "The most dangerous phrase is: we've always done it this way.",
                              author: "Grace Hopper")
    static let turing = Quote(text: "We can only see a short distance ahead, but we can see plenty there "
                                  + "that needs to be done.", author: "Alan Turing")
}

/// What `fetcher` answers with, or the error it throws, so a check can describe either.
func answer(of fetcher: any QuoteFetching) async -> Result<Quote, any Error> {
    do {
        return .success(try await fetcher.fetchQuote())
    } catch {
        return .failure(error)
    }
}

/// `“text” — author`, or `the error …`, for messages.
func describe(_ answer: Result<Quote, any Error>) -> String {
    switch answer {
    case .success(let quote): "“\(quote.text)” — \(quote.author)"
    case .failure(let error): "the error \(error)"
    }
}

/// `„text“ — author`, or `der Fehler …`, for German messages.
func describeInGerman(_ answer: Result<Quote, any Error>) -> String {
    switch answer {
    case .success(let quote): "„\(quote.text)“ — \(quote.author)"
    case .failure(let error): "der Fehler \(error)"
    }
}

/// Whether some visible text contains the quote's text, and some (maybe the same) its author.
func shows(_ quote: Quote, in texts: [String]) -> Bool {
    texts.contains { $0.contains(quote.text) } && texts.contains { $0.contains(quote.author) }
}

/// The fetchers that views in `rendered` were given, found by looking into the views' stored properties:
/// a preview may hand the header any fake, with the default quote or one of its own.
@MainActor
func fetchers(givenTo rendered: [RenderedView]) -> [any QuoteFetching] {
    rendered.compactMap { try? $0.actualView(QuoteHeaderView.self) }.flatMap { header in
        Mirror(reflecting: header).children.compactMap { $0.value as? any QuoteFetching }
    }
}
