import AppDomain
import HeadlessUI

/// Today's quote and its author, loaded from the live quote service when the header appears.
struct QuoteHeaderView: View {
    @State private var quote: Quote?

    // TODO: Step 1 — Let the caller hand in the fetcher through an initializer labelled `fetcher:`, typed
    // by the protocol; `QuoteHeaderView()` must keep using the live fetcher. Load the quote from it in `.task`.
    // While loading, show a `ProgressView`; when fetching fails, show a friendly `Text` instead.

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if let quote {
                Text(quote.text)
                    .font(.headline)
                Text("— \(quote.author)")
                    .font(.subheadline)
            }
        }
        .task {
            quote = try? await fetchQuote()
        }
    }
}
