import AppDomain

// TODO: Step 4 — Write `CachingMealService(wrapping:)`, a MealService that asks the service it wraps
// only once per category and remembers the answer. A failed request is not remembered: the next call
// asks again.
// Schritt 4 — Schreib `CachingMealService(wrapping:)`, einen MealService, der den umhüllten Dienst pro
// Kategorie nur einmal fragt und sich die Antwort merkt. Eine gescheiterte Anfrage merkt er sich nicht:
// Der nächste Aufruf fragt erneut.
