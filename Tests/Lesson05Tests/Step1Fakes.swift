import AppDomain
import Foundation
import HeadlessUI
import WorkbookTesting
@testable import Lesson05

// The checks' doubles that stand in for what step 1 declares: left out of the build with step 1's
// checks while the lesson does not have that step's declarations yet, so the earlier steps still run.

/// An AnalyticsService that remembers every event.
nonisolated final class SpyAnalytics: AnalyticsService, @unchecked Sendable {
    private let recorded = Locked<[String]>([])

    var events: [String] { recorded.value }

    func track(_ event: String) { recorded.withLock { $0.append(event) } }
}

/// What the probes found in their environment.
final class Sightings {
    var mealService: (any MealService)?
    var analytics: (any AnalyticsService)?
    var favorites: FavoritesStore?
}

/// Reads the analytics from the environment, like RecipeDetail.
struct AnalyticsProbe: View {
    let sightings: Sightings
    @Environment(\.analytics) private var analytics

    var body: some View {
        Text("analytics probe").onAppear { sightings.analytics = analytics }
    }
}
