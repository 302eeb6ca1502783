import AppDomain

/// A QuoteFetching for previews and tests: a different sample quote each time, unless you pass one.
struct FakeQuoteFetcher: QuoteFetching {
    var quote: Quote?

    private static let samples = [
        Quote(text: "Simple things should be simple, complex things should be possible.", author: "Alan Kay"),
        Quote(text: "Premature optimization is the root of all evil.", author: "Donald Knuth"),
        Quote(text: "Talk is cheap. Show me the code.", author: "Linus Torvalds"),
    ]

    func fetchQuote() async throws -> Quote {
        quote ?? Self.samples.randomElement()!
    }
}
