import AppDomain
import HeadlessUI
@testable import Lesson03

// What the checks of lesson 03 call, one step per line. When a line does not compile against the
// student's code, the grader quotes its `contract:` comment instead of showing this file.
// Format: `// contract: step N · what the lesson asks for · the student's file`.

// NB: a class with nonisolated members, like the checks' own doubles, so that a `Sendable`, `AnyObject`
// or `@MainActor` protocol compiles here too.
nonisolated final class ContractQuoteFetcher: QuoteFetching, @unchecked Sendable { // contract: step 1 · `protocol QuoteFetching`, whose one requirement is `fetchQuote()`, returning a `Quote`, `async throws` · QuoteFetching.swift · de: `protocol QuoteFetching`, dessen einzige Anforderung `fetchQuote()` ist, liefert ein `Quote`, `async throws`
    func fetchQuote() async throws -> Quote { Quote(text: "", author: "") }
}

@MainActor
func contractUses(quote: Quote) {
    let _: any QuoteFetching = LiveQuoteFetcher() // contract: step 1 · `struct LiveQuoteFetcher: QuoteFetching` that calls `AppDomain.fetchQuote()` · QuoteFetching.swift · de: `struct LiveQuoteFetcher: QuoteFetching`, das `AppDomain.fetchQuote()` aufruft
    _ = QuoteHeaderView(fetcher: ContractQuoteFetcher()) // contract: step 1 · `QuoteHeaderView(fetcher: any QuoteFetching = LiveQuoteFetcher())` · QuoteHeaderView.swift
    _ = QuoteHeaderView() // contract: step 1 · `QuoteHeaderView()` still works, with `LiveQuoteFetcher()` as the default fetcher · QuoteHeaderView.swift · de: `QuoteHeaderView()` funktioniert weiter, mit `LiveQuoteFetcher()` als Standardwert für den Fetcher
    let _: any QuoteFetching = FakeQuoteFetcher() // contract: step 2 · `struct FakeQuoteFetcher: QuoteFetching` with a sample quote as the default: `FakeQuoteFetcher()` · FakeQuoteFetcher.swift · de: `struct FakeQuoteFetcher: QuoteFetching` mit einem Beispielzitat als Standardwert: `FakeQuoteFetcher()`
    _ = FakeQuoteFetcher(quote: quote) // contract: step 2 · `FakeQuoteFetcher(quote: Quote)` returns the quote it is given (a stored `let` with a default value is no parameter of the initializer; a `var` is) · FakeQuoteFetcher.swift · de: `FakeQuoteFetcher(quote: Quote)` liefert das Zitat, das er bekommt (ein gespeichertes `let` mit Standardwert ist kein Parameter des Initializers; ein `var` schon)
    _ = QuoteHeaderView_Previews.previews // contract: step 2 · `struct QuoteHeaderView_Previews: PreviewProvider` · QuoteHeaderPreviews.swift
    let _: [Answer] = [.todo, .a, .b, .c, .d] // contract: step 3 · `enum Answer { case todo, a, b, c, d }` (given in the starter, keep it) · SelfCheck.swift · de: `enum Answer { case todo, a, b, c, d }` (im Starter vorgegeben, lass es so)
    let _: [Answer] = [selfCheck1, selfCheck2, selfCheck3, selfCheck4] // contract: step 3 · `let selfCheck1 … selfCheck4: Answer`, each set to your answer · SelfCheck.swift · de: `let selfCheck1 … selfCheck4: Answer`, jeweils auf deine Antwort gesetzt
    let _: any QuoteFetching = FakeQuoteFetcher(error: CancellationError()) // contract: step 4 · `FakeQuoteFetcher(error: any Error)`, a fake that throws the error it is given · FakeQuoteFetcher.swift · de: `FakeQuoteFetcher(error: any Error)`, ein Fake, das den übergebenen Fehler wirft
}
