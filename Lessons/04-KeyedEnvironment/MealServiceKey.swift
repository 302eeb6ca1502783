import AppDomain
import HeadlessUI

// TODO: Step 1 — Give the recipe service a place in the environment: a key type
// `MealServiceKey: EnvironmentKey` whose default is the live API (computed, so nothing stored has to be
// Sendable), and an `EnvironmentValues.mealService` property that stores its value in this copy of the
// environment. Without an override, a view then loads real recipes.
// Schritt 1 — Gib dem Rezeptdienst einen Platz in der Environment: einen Key-Typ
// `MealServiceKey: EnvironmentKey`, dessen Standard die echte API ist (berechnet, damit nichts
// Gespeichertes Sendable sein muss), und eine Property `EnvironmentValues.mealService`, die ihren Wert in
// dieser Kopie der Environment speichert. Ohne Überschreiben lädt eine View dann echte Rezepte.
