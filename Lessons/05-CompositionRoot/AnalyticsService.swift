import AppDomain
import HeadlessUI

// TODO: Step 1 — Describe what a view needs from analytics, and give it two implementations and an
// environment key:
//
//     protocol AnalyticsService {
//         func track(_ event: String)
//     }
//
// - `ConsoleAnalytics`, the live one: it keeps an `Analytics()` and hands every event to its `track(_:)`.
// - `NoAnalytics`, which does nothing with an event.
// - `AnalyticsKey: EnvironmentKey` with the default `NoAnalytics()`, and `var analytics: any AnalyticsService`
//   in an `extension EnvironmentValues` — built like `mealService` in MealService.swift.
