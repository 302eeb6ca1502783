import AppDomain
import HeadlessUI
import WorkbookTesting
@testable import Lesson03

// The checks' doubles that stand in for what step 1 declares: left out of the build with step 1's
// checks while the lesson does not have that step's declarations yet, so the earlier steps still run.

/// A QuoteFetching that answers every call with one quote, and counts the calls.
nonisolated final class StubQuoteFetcher: QuoteFetching, @unchecked Sendable {
    let quote: Quote
    private let counter = Locked(0)

    init(_ quote: Quote) { self.quote = quote }

    /// How often the quote was fetched.
    var calls: Int { counter.value }

    func fetchQuote() async throws -> Quote {
        counter.withLock { $0 += 1 }
        return quote
    }
}

/// A QuoteFetching whose every call fails, like the live service without a network.
nonisolated final class FailingQuoteFetcher: QuoteFetching, @unchecked Sendable {
    func fetchQuote() async throws -> Quote { throw QuoteServiceDown() }
}

/// A QuoteFetching that answers only once the check calls `open()`, so a check can look at the view
/// while the quote is still loading.
nonisolated final class GatedQuoteFetcher: QuoteFetching, @unchecked Sendable {
    let quote: Quote
    private let gate = Locked<(isOpen: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    init(_ quote: Quote) { self.quote = quote }

    func fetchQuote() async throws -> Quote {
        await withCheckedContinuation { continuation in
            let resumeNow = gate.withLock { gate in
                if !gate.isOpen { gate.waiting.append(continuation) }
                return gate.isOpen
            }
            if resumeNow { continuation.resume() }
        }
        return quote
    }

    /// Lets every waiting and every later call answer.
    func open() {
        let resumed = gate.withLock { gate in
            gate.isOpen = true
            defer { gate.waiting = [] }
            return gate.waiting
        }
        resumed.forEach { $0.resume() }
    }
}
