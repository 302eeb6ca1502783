import AppDomain

/// A fetcher for previews and tests: one fixed quote, returned at once.
final class FakeQuoteFetcher: QuoteFetching {
    let quote: Quote

    init(quote: Quote = Quote(text: "Premature optimization is the root of all evil.", author: "Donald Knuth")) {
        self.quote = quote
    }

    func fetchQuote() async throws -> Quote {
        quote
    }
}
