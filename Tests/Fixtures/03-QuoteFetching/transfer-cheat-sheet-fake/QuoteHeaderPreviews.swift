import AppDomain
import HeadlessUI

struct QuoteHeaderView_Previews: PreviewProvider {
    static var previews: some View {
        QuoteHeaderView(fetcher: FakeQuoteFetcher())
    }
}
