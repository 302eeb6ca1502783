import AppDomain

/// A QuoteFetching for previews and tests: answers at once with one fixed quote, never the network.
///
/// `FakeQuoteFetcher()` always gives the same sample quote; `FakeQuoteFetcher(quote:)` gives yours.
struct FakeQuoteFetcher: QuoteFetching {
    var quote = Quote(text: "Simple things should be simple, complex things should be possible.",
                      author: "Alan Kay")

    // No delay and no randomness: whoever uses the fake can predict exactly what it returns.
    func fetchQuote() async throws -> Quote {
        quote
    }
}
