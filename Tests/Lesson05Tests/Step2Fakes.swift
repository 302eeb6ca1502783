import AppDomain
import Foundation
import HeadlessUI
import WorkbookTesting
@testable import Lesson05

// The checks' doubles that stand in for what step 2 declares: left out of the build with step 2's
// checks while the lesson does not have that step's declarations yet, so the earlier steps still run.

/// A spy for each service, and the AppDependencies that holds them.
@MainActor
struct SpySet {
    let mealService = SpyMealService()
    let analytics = SpyAnalytics()
    let favorites = freshStore()

    var deps: AppDependencies {
        AppDependencies(mealService: mealService, favorites: favorites, analytics: analytics)
    }
}
