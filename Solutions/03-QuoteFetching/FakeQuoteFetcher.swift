import AppDomain

/// A QuoteFetching for previews and tests: answers at once with one fixed quote, or fails with one fixed
/// error, never the network.
///
/// `FakeQuoteFetcher()` always gives the same sample quote; `FakeQuoteFetcher(quote:)` gives yours;
/// `FakeQuoteFetcher(error:)` throws yours on every call.
struct FakeQuoteFetcher: QuoteFetching {
    var quote = Quote(text: "Simple things should be simple, complex things should be possible.",
                      author: "Alan Kay")
    /// When set, every call fails with it; nil, the default, answers with `quote`.
    var error: (any Error)?

    // No delay and no randomness: whoever uses the fake can predict exactly what it returns.
    func fetchQuote() async throws -> Quote {
        if let error { throw error }
        return quote
    }
}
