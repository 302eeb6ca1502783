import AppDomain

// The cheat sheet's fake, renamed: fixed, instant, configurable.
struct FakeQuoteFetcher: QuoteFetching {
    var quote = Quote(text: "Simple things should be simple, complex things should be possible.", author: "Alan Kay")
    func fetchQuote() async throws -> Quote { quote }
}
