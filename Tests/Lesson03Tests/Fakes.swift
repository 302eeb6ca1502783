import AppDomain
import HeadlessUI
import WorkbookTesting
@testable import Lesson03

// NB: the doubles are `nonisolated` classes with their state behind a lock, so they conform to every
// shape of the lesson's protocol a student may write: plain, `Sendable`, `AnyObject` or `@MainActor`.

struct QuoteServiceDown: Error {}

extension Quote {
    static let dijkstra = Quote(text: "Simplicity is prerequisite for reliability.", author: "Edsger W. Dijkstra")
    static let hopper = Quote(text: "The most dangerous phrase is: we've always done it this way.",
                              author: "Grace Hopper")
    static let turing = Quote(text: "We can only see a short distance ahead, but we can see plenty there "
                                  + "that needs to be done.", author: "Alan Turing")
}

/// What `fetcher` answers with, or the error it throws, so a check can describe either.
func answer(of fetcher: any QuoteFetching) async -> Result<Quote, any Error> {
    do {
        return .success(try await fetcher.fetchQuote())
    } catch {
        return .failure(error)
    }
}

/// `“text” — author`, or `the error …`, for messages.
func describe(_ answer: Result<Quote, any Error>) -> String {
    switch answer {
    case .success(let quote): "“\(quote.text)” — \(quote.author)"
    case .failure(let error): "the error \(error)"
    }
}

/// `„text“ — author`, or `der Fehler …`, for German messages.
func describeInGerman(_ answer: Result<Quote, any Error>) -> String {
    switch answer {
    case .success(let quote): "„\(quote.text)“ — \(quote.author)"
    case .failure(let error): "der Fehler \(error)"
    }
}

/// Whether some visible text contains the quote's text, and some (maybe the same) its author.
func shows(_ quote: Quote, in texts: [String]) -> Bool {
    texts.contains { $0.contains(quote.text) } && texts.contains { $0.contains(quote.author) }
}

/// The fetchers that views in `rendered` were given, found by looking into the views' stored properties
/// and what they hold: a preview may hand the header any fake, with the default quote or one of its own,
/// and the header may keep it itself or in a model it holds in `@State`.
@MainActor
func fetchers(givenTo rendered: [RenderedView]) -> [any QuoteFetching] {
    rendered.compactMap { try? $0.actualView(QuoteHeaderView.self) }.flatMap { header in
        var seen = Set<ObjectIdentifier>()
        return fetchers(in: header, depth: 5, seen: &seen)
    }
}

/// The `QuoteFetching` values stored in `value` or, up to `depth` levels down, in what it stores; each
/// object is looked into once.
private func fetchers(in value: Any, depth: Int, seen: inout Set<ObjectIdentifier>) -> [any QuoteFetching] {
    var found: [any QuoteFetching] = []
    for child in Mirror(reflecting: value).children {
        if let fetcher = child.value as? any QuoteFetching {
            found.append(fetcher)
            continue
        }
        guard depth > 0 else { continue }
        if type(of: child.value) is AnyClass {
            let object = child.value as AnyObject
            guard seen.insert(ObjectIdentifier(object)).inserted else { continue }
        }
        found += fetchers(in: child.value, depth: depth - 1, seen: &seen)
    }
    return found
}
