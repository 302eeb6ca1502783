import AppDomain
import HeadlessUI

/// Today's quote from the fetcher it was given.
struct QuoteHeaderView: View {
    private let fetcher: any QuoteFetching
    @State private var quote: Quote?
    @State private var didFail = false

    init(fetcher: any QuoteFetching = LiveQuoteFetcher()) {
        self.fetcher = fetcher
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if let quote {
                Text("“\(quote.text)” — \(quote.author)")
                    .font(.headline)
            } else if didFail {
                Text("The quote service is taking a break.")
                    .foregroundStyle(.secondary)
            } else {
                ProgressView("Loading quote…")
            }
        }
        .task {
            do {
                quote = try await fetcher.fetchQuote()
            } catch {
                didFail = true
            }
        }
    }
}
