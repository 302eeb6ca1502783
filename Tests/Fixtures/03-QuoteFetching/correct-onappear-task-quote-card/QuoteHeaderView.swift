import AppDomain
import HeadlessUI

/// The header of the start screen: a quote from the injected fetcher.
struct QuoteHeaderView: View {
    private enum Phase {
        case loading
        case loaded(Quote)
        case failed
    }

    private let fetcher: any QuoteFetching
    @State private var phase = Phase.loading

    init(fetcher: any QuoteFetching = LiveQuoteFetcher()) {
        self.fetcher = fetcher
    }

    var body: some View {
        content
            .onAppear {
                Task {
                    do {
                        phase = .loaded(try await fetcher.fetchQuote())
                    } catch {
                        phase = .failed
                    }
                }
            }
    }

    @ViewBuilder
    private var content: some View {
        switch phase {
        case .loading:
            ProgressView()
        case .loaded(let quote):
            QuoteCard(quote: quote)
        case .failed:
            ContentUnavailableView("No quote today", systemImage: "quote.bubble",
                                   description: Text("Enjoy the recipes anyway!"))
        }
    }
}
