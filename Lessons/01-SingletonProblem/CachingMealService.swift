import AppDomain

// TODO: Step 4 — Write `CachingMealService(wrapping:)`, a MealService that asks the service it wraps
// only once per category and remembers the answer. A failed request is not remembered: the next call
// asks again.
