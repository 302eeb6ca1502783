import AppDomain
import HeadlessUI

// TODO: Step 1 — Let a view report an event without knowing who receives it (README, step 1):
// - `protocol AnalyticsService`, whose one requirement is `track(_:)`, taking the event's name;
// - `ConsoleAnalytics`, the live implementation: it passes each event on to an `Analytics` of its own;
// - `NoAnalytics`, the silent one for previews and tests;
// - an environment key and `EnvironmentValues.analytics`, built like the key in MealService.swift. Which
//   default does lesson 04's rule give a service that only has side effects?
// Stuck? ./grade.sh --hint 05.1
// Schritt 1 — Lass eine View ein Event melden, ohne zu wissen, wer es bekommt (README, Schritt 1):
// - `protocol AnalyticsService`, dessen einzige Anforderung `track(_:)` ist, mit dem Namen des Events;
// - `ConsoleAnalytics`, die echte Implementierung: Sie reicht jedes Event an ein eigenes `Analytics` weiter;
// - `NoAnalytics`, die stumme für Previews und Tests;
// - einen Environment-Key und `EnvironmentValues.analytics`, gebaut wie der Key in MealService.swift.
//   Welchen Standard gibt die Regel aus Lektion 04 einem Dienst, der nur Nebenwirkungen hat?
// Du hängst fest? ./grade.sh --hint 05.1 --lang de
