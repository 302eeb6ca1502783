import AppDomain

/// Always the same quote, at once.
struct FakeQuoteFetcher: QuoteFetching {
    static let sampleQuote = Quote(
        text: "Programs must be written for people to read, and only incidentally for machines to execute.",
        author: "Harold Abelson")

    let quote: Quote

    init(quote: Quote = FakeQuoteFetcher.sampleQuote) {
        self.quote = quote
    }

    func fetchQuote() async throws -> Quote {
        quote
    }
}
