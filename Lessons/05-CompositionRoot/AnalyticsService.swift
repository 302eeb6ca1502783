import AppDomain
import HeadlessUI

// TODO: Step 1 — Let a view report an event without knowing who receives it (README, step 1):
// - `protocol AnalyticsService`, whose one requirement is `track(_:)`, taking the event's name;
// - `ConsoleAnalytics`, the live implementation: it passes each event on to an `Analytics` of its own;
// - `NoAnalytics`, the silent one for previews and tests;
// - an environment key and `EnvironmentValues.analytics`, built like the key in MealService.swift. Which
//   default does lesson 04's rule give a service that only has side effects?
// Stuck? ./grade.sh --hint 05.1
