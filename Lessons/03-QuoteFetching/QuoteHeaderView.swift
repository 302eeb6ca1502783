import AppDomain
import HeadlessUI

/// Today's quote and its author, loaded from the live quote service when the header appears.
///
/// Das Zitat des Tages und sein Autor, geladen vom Live-Zitatdienst, sobald der Header erscheint.
struct QuoteHeaderView: View {
    @State private var quote: Quote?

    // TODO: Step 1 — Let the caller hand in the fetcher through an initializer labelled `fetcher:`, typed
    // by the protocol; `QuoteHeaderView()` must keep using the live fetcher. Load the quote from it in `.task`.
    // While loading, show a `ProgressView`; when fetching fails, show a friendly `Text` instead.
    // Schritt 1 — Lass den Aufrufer den Fetcher über einen Initializer mit dem Label `fetcher:` hineinreichen,
    // typisiert über das Protokoll; `QuoteHeaderView()` muss weiter den Live-Fetcher benutzen. Lade das Zitat
    // in `.task` darüber. Zeig während des Ladens eine `ProgressView`; scheitert das Holen, zeig stattdessen
    // einen freundlichen `Text`.

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
