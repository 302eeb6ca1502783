import AppDomain

/// A fetcher for previews and tests: one fixed outcome, a quote or an error, returned at once.
final class FakeQuoteFetcher: QuoteFetching {
    private let outcome: Result<Quote, any Error>

    init(quote: Quote = Quote(text: "Premature optimization is the root of all evil.", author: "Donald Knuth")) {
        outcome = .success(quote)
    }

    init(error: any Error) {
        outcome = .failure(error)
    }

    func fetchQuote() async throws -> Quote {
        try outcome.get()
    }
}
