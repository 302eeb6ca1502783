import AppDomain

/// What a view needs to show a quote — and nothing about where the quote comes from.
protocol QuoteFetching {
    func fetchQuote() async throws -> Quote
}

/// The real quote service: hands every request to AppDomain's global `fetchQuote()`.
struct LiveQuoteFetcher: QuoteFetching {
    func fetchQuote() async throws -> Quote {
        // NB: inside this method a bare `fetchQuote()` means the method itself, which would call itself
        // forever. The module name picks the global function instead.
        try await AppDomain.fetchQuote()
    }
}
