import AppDomain
@testable import Lesson03

/// A QuoteFetching that answers every call with one quote, and counts the calls.
final class StubQuoteFetcher: QuoteFetching {
    let quote: Quote
    private(set) var calls = 0

    init(_ quote: Quote) { self.quote = quote }

    func fetchQuote() async throws -> Quote {
        calls += 1
        return quote
    }
}

/// A QuoteFetching whose every call fails, like the live service without a network.
struct FailingQuoteFetcher: QuoteFetching {
    func fetchQuote() async throws -> Quote { throw QuoteServiceDown() }
}

struct QuoteServiceDown: Error {}

/// A QuoteFetching that answers only once the check calls `open()`, so a check can look at the view
/// while the quote is still loading.
final class GatedQuoteFetcher: QuoteFetching {
    let quote: Quote
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ quote: Quote) { self.quote = quote }

    func fetchQuote() async throws -> Quote {
        if !isOpen {
            await withCheckedContinuation { waiting.append($0) }
        }
        return quote
    }

    /// Lets every waiting and every later call answer.
    func open() {
        isOpen = true
        let resumed = waiting
        waiting = []
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

/// Whether some visible text contains the quote's text, and some (maybe the same) its author.
func shows(_ quote: Quote, in texts: [String]) -> Bool {
    texts.contains { $0.contains(quote.text) } && texts.contains { $0.contains(quote.author) }
}
