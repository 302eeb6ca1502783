import AppDomain
import Foundation
import HeadlessUI

/// The header with the fake's quote, and failing: both show up instantly in the canvas, with or without
/// a network.
struct QuoteHeaderView_Previews: PreviewProvider {
    static var previews: some View {
        QuoteHeaderView(fetcher: FakeQuoteFetcher())
            .previewDisplayName("Sample quote")
        QuoteHeaderView(fetcher: FakeQuoteFetcher(error: URLError(.notConnectedToInternet)))
            .previewDisplayName("Offline")
    }
}
