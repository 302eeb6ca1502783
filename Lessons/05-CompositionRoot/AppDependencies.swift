import AppDomain
import Foundation

// TODO: Step 2 — Put all of the app's services together in one place:
//
//     struct AppDependencies {
//         var mealService: any MealService
//         var favorites: FavoritesStore
//         var analytics: any AnalyticsService
//     }
//
// with two factories:
// - `static func live()`: MealAPI(), FavoritesStore(defaults: .standard), ConsoleAnalytics().
// - `static func preview()`: PreviewMealService(), a FavoritesStore on `UserDefaults(suiteName: "preview")!`
//   (never `.standard`), NoAnalytics().
