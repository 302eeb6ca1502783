import AppDomain
import HeadlessUI

/// Today's quote and its author, from the fetcher it is given; a spinner until the quote is there.
struct QuoteHeaderView: View {
    private let fetcher: any QuoteFetching
    @State private var quote: Quote?

    init(fetcher: any QuoteFetching = LiveQuoteFetcher()) {
        self.fetcher = fetcher
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if let quote {
                Text(quote.text)
                    .font(.headline)
                Text("— \(quote.author)")
                    .font(.subheadline)
            } else {
                ProgressView()
            }
        }
        .task {
            quote = try? await fetcher.fetchQuote()
        }
    }
}
