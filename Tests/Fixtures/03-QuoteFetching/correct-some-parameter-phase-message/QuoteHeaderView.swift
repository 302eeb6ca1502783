import AppDomain
import HeadlessUI

/// The quote of the day, or a spinner, or an apology.
struct QuoteHeaderView: View {
    private enum Phase {
        case fetching
        case showing(Quote)
        case unavailable(message: String)
    }

    private let fetcher: any QuoteFetching
    @State private var phase: Phase = .fetching

    init(fetcher: some QuoteFetching = LiveQuoteFetcher()) {
        self.fetcher = fetcher
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            switch phase {
            case .fetching:
                ProgressView()
            case .showing(let quote):
                Text(quote.text)
                    .italic()
                Text("by \(quote.author)")
                    .font(.caption)
            case .unavailable(let message):
                Text(message)
            }
        }
        .task {
            await loadQuote()
        }
    }

    private func loadQuote() async {
        do {
            let quote = try await fetcher.fetchQuote()
            phase = .showing(quote)
        } catch {
            phase = .unavailable(message: "No quote this time (\(error.localizedDescription)). Happy cooking!")
        }
    }
}
