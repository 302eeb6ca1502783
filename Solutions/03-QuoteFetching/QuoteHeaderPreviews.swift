import AppDomain
import HeadlessUI

/// The header with the fake's quote: shows up instantly in the canvas, with or without a network.
struct QuoteHeaderView_Previews: PreviewProvider {
    static var previews: some View {
        QuoteHeaderView(fetcher: FakeQuoteFetcher())
            .previewDisplayName("Sample quote")
    }
}
