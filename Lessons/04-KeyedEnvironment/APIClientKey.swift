import AppDomain
import HeadlessUI

// TODO: Step 5 — The same for the task list: `APIClientKey: EnvironmentKey`, defaulting to the live
// client as tasks are a data source, and `EnvironmentValues.apiClient` of type `any APIClientProtocol`.
// Schritt 5 — Dasselbe für die Aufgabenliste: `APIClientKey: EnvironmentKey`, mit dem echten Client als
// Standard, weil die Aufgaben eine Datenquelle sind, und `EnvironmentValues.apiClient` vom Typ
// `any APIClientProtocol`.
