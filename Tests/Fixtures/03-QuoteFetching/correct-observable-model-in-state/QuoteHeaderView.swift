import AppDomain
import HeadlessUI
import Observation

/// What the header shows, and where it gets it from.
@Observable
final class QuoteHeaderModel {
    enum Phase {
        case loading
        case loaded(Quote)
        case failed
    }

    private(set) var phase = Phase.loading
    private let fetcher: any QuoteFetching

    init(fetcher: any QuoteFetching) {
        self.fetcher = fetcher
    }

    func load() async {
        do {
            phase = .loaded(try await fetcher.fetchQuote())
        } catch {
            phase = .failed
        }
    }
}

/// Today's quote, drawn from its model.
struct QuoteHeaderView: View {
    @State private var model: QuoteHeaderModel

    init(fetcher: any QuoteFetching = LiveQuoteFetcher()) {
        _model = State(initialValue: QuoteHeaderModel(fetcher: fetcher))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            switch model.phase {
            case .loading:
                ProgressView("Loading…")
            case .loaded(let quote):
                Text(quote.text)
                Text("— \(quote.author)")
            case .failed:
                Text("The quote stayed at home today.")
            }
        }
        .task { await model.load() }
    }
}
