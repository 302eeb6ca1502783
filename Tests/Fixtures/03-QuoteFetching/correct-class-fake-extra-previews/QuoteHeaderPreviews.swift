import AppDomain
import HeadlessUI

/// Why the offline preview's fake fails.
private struct NoQuote: Error {}

struct QuoteHeaderView_Previews: PreviewProvider {
    static let longQuote = Quote(
        text: "Any fool can write code that a computer can understand. Good programmers write code that humans "
            + "can understand, and a header has to cope with a quote that runs over several lines.",
        author: "Martin Fowler")

    static var previews: some View {
        QuoteHeaderView(fetcher: FakeQuoteFetcher())
            .previewDisplayName("Sample quote")
        QuoteHeaderView(fetcher: FakeQuoteFetcher(quote: longQuote))
            .previewDisplayName("Long quote")
        QuoteHeaderView(fetcher: FakeQuoteFetcher(error: NoQuote()))
            .previewDisplayName("Offline")
    }
}
