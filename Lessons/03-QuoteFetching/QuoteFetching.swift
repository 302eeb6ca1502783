import AppDomain

// TODO: Step 1 — Describe what QuoteHeaderView needs, without naming the live service:
//
//     protocol QuoteFetching {
//         func fetchQuote() async throws -> Quote
//     }
//
// Then write `struct LiveQuoteFetcher: QuoteFetching` whose `fetchQuote()` calls AppDomain's global
// function. Careful: inside a method called `fetchQuote()`, a bare `fetchQuote()` calls the method
// itself. Write `try await AppDomain.fetchQuote()`.
