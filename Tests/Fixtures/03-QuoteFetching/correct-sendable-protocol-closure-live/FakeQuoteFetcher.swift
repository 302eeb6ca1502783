import AppDomain

/// Always the same outcome, at once: a quote, or an error.
struct FakeQuoteFetcher: QuoteFetching {
    static let sampleQuote = Quote(
        text: "Programs must be written for people to read, and only incidentally for machines to execute.",
        author: "Harold Abelson")

    enum Outcome {
        case answer(Quote)
        case failure(any Error)
    }

    let outcome: Outcome

    init(quote: Quote = FakeQuoteFetcher.sampleQuote) {
        outcome = .answer(quote)
    }

    init(error: any Error) {
        outcome = .failure(error)
    }

    func fetchQuote() async throws -> Quote {
        switch outcome {
        case .answer(let quote): quote
        case .failure(let error): throw error
        }
    }
}
