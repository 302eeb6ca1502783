import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Loads a random quote from the live quote service.
///
/// While offline (grading, tests) it records its use in ``LiveServiceLog`` as `fetchQuote()` and fails
/// at once with `URLError(.notConnectedToInternet)`.
public func fetchQuote() async throws -> Quote {
    LiveServices.record("fetchQuote()", "")
    if LiveServices.isOffline { throw LiveServices.offlineError }
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://dummyjson.com/quotes/random")!)
    let answer = try JSONDecoder().decode(QuoteAnswer.self, from: data)
    return Quote(text: answer.quote, author: answer.author)
}

/// The quote service's answer: `{"id": 1, "quote": "…", "author": "…"}`.
private struct QuoteAnswer: Decodable {
    let quote: String
    let author: String
}
