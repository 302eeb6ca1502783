import AppDomain

/// Delivers one quote. Sendable, so a fetcher may be used from any actor.
protocol QuoteFetching: Sendable {
    func fetchQuote() async throws -> Quote
}

/// The live quote service behind the protocol.
struct LiveQuoteFetcher: QuoteFetching {
    /// The module-qualified global function: a bare `fetchQuote()` here would mean the method below.
    private let load: @Sendable () async throws -> Quote = { try await AppDomain.fetchQuote() }

    func fetchQuote() async throws -> Quote {
        try await load()
    }
}
