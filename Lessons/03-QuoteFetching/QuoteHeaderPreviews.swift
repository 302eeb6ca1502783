import AppDomain
import HeadlessUI

/// The header in Xcode's canvas.
struct QuoteHeaderView_Previews: PreviewProvider {
    static var previews: some View {
        // TODO: Step 2 — This preview asks the live quote service: blank when offline, a different quote
        // every time. Hand the header a `FakeQuoteFetcher()` instead.
        QuoteHeaderView()
            .previewDisplayName("Sample quote")
        // TODO: Step 4 — A second preview, named "Offline", whose header gets a fake that fails.
        // Schritt 4 — Eine zweite Preview namens "Offline", deren Header ein Fake bekommt, das scheitert.
    }
}
