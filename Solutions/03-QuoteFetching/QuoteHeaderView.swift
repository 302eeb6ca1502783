import AppDomain
import HeadlessUI

/// Today's quote and its author, from the fetcher it is given; a spinner while loading and a friendly
/// message when there is no quote.
struct QuoteHeaderView: View {
    /// Where the header is in its one job: fetching a single quote.
    private enum Phase {
        case loading
        case loaded(Quote)
        case failed
    }

    private let fetcher: any QuoteFetching
    @State private var phase = Phase.loading

    // The live fetcher is only the default: `QuoteHeaderView()` in the app keeps working unchanged,
    // and a preview or a test hands in a fake.
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
                // A header that stays blank or spins forever looks broken; say something kind instead.
                Text("No quote today. Enjoy the recipes anyway!")
                    .font(.subheadline)
            }
        }
        .task {
            do {
                phase = .loaded(try await fetcher.fetchQuote())
            } catch {
                phase = .failed
            }
        }
    }
}
