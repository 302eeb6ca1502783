import AppDomain
import HeadlessUI

// Given: existing app code. It creates the header with `QuoteHeaderView()` and must keep compiling
// without a change.
// Vorgegeben: bestehender Code der App. Er erzeugt den Header mit `QuoteHeaderView()` und muss
// unverändert weiter kompilieren.

/// The app's start screen: today's quote above the recipe of the day.
///
/// Der Startbildschirm der App: das Zitat des Tages über dem Rezept des Tages.
struct HomeView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            QuoteHeaderView()
            Text("Recipe of the day: \(Meal.sample.name)")
        }
        .padding()
    }
}
