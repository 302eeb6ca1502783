import AppDomain
import HeadlessUI

// Given: existing app code. It creates the header with `QuoteHeaderView()` and must keep compiling
// without a change.

/// The app's start screen: today's quote above the recipe of the day.
struct HomeView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            QuoteHeaderView()
            Text("Recipe of the day: \(Meal.sample.name)")
        }
        .padding()
    }
}
