import AppDomain
import HeadlessUI

/// Today's quote from the injected fetcher, with a way to try again when it could not be loaded.
struct QuoteHeaderView: View {
    private enum Phase {
        case loading
        case loaded(Quote)
        case failed
    }

    private let fetcher: any QuoteFetching
    @State private var phase = Phase.loading
    @State private var attempt = 0

    init(fetcher: any QuoteFetching = LiveQuoteFetcher()) {
        self.fetcher = fetcher
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            switch phase {
            case .loading:
                ProgressView("Fetching today's quote")
            case .loaded(let quote):
                Text(quote.text)
                    .font(.headline)
                Text("— \(quote.author)")
                    .font(.subheadline)
            case .failed:
                Text("Could not load a quote.")
                Button("Try again") {
                    phase = .loading
                    attempt += 1
                }
            }
        }
        .task(id: attempt) {
            do {
                phase = .loaded(try await fetcher.fetchQuote())
            } catch {
                phase = .failed
            }
        }
    }
}
