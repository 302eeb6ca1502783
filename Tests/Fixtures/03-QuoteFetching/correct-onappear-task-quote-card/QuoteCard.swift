import AppDomain
import HeadlessUI

/// A quote and its author, one below the other.
struct QuoteCard: View {
    let quote: Quote

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(quote.text)
                .font(.headline)
            HStack {
                Spacer()
                Text("— \(quote.author)")
                    .font(.subheadline)
            }
        }
        .padding()
    }
}
