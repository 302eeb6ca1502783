import AppDomain
import HeadlessUI

/// Today's quote and its author, fetched once per app launch.
struct QuoteHeaderView: View {
    private enum Phase {
        case loading
        case loaded(Quote)
        case failed
    }

    /// The quote of the day, shared by every header so that it is fetched only once.
    private static var cachedQuote: Quote?

    private let fetcher: any QuoteFetching
    @State private var phase = Phase.loading

    init(fetcher: any QuoteFetching = LiveQuoteFetcher()) {
        self.fetcher = fetcher
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            switch phase {
            case .loading:
                ProgressView()
            case .loaded(let quote):
                Text(quote.text)
                    .font(.headline)
                Text("— \(quote.author)")
                    .font(.subheadline)
            case .failed:
                Text("No quote today. Enjoy the recipes anyway!")
                    .font(.subheadline)
            }
        }
        .task {
            if let cached = Self.cachedQuote {
                phase = .loaded(cached)
                return
            }
            do {
                let quote = try await fetcher.fetchQuote()
                Self.cachedQuote = quote
                phase = .loaded(quote)
            } catch {
                phase = .failed
            }
        }
    }
}
