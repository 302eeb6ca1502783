import AppDomain
import HeadlessUI

/// The header in Xcode's canvas.
///
/// Der Header in der Canvas von Xcode.
struct QuoteHeaderView_Previews: PreviewProvider {
    static var previews: some View {
        // TODO: Step 2 — This preview asks the live quote service: blank when offline, a different quote
        // every time. Hand the header a `FakeQuoteFetcher()` instead.
        // Schritt 2 — Diese Preview fragt den Live-Zitatdienst: offline leer, jedes Mal ein anderes Zitat.
        // Gib dem Header stattdessen einen `FakeQuoteFetcher()`.
        QuoteHeaderView()
            .previewDisplayName("Sample quote")
        // TODO: Step 4 — A second preview, named "Offline", whose header gets a fake that fails.
        // Schritt 4 — Eine zweite Preview namens "Offline", deren Header ein Fake bekommt, das scheitert.
    }
}
