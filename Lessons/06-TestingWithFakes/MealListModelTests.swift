import AppDomain
import MealKit
import Testing

/// What a screen sees of MealListModel while it loads, each behaviour shown with the double that makes
/// it visible: a stub for answers, a failing stub for errors, a spy for requests, a gate for timing.
///
/// Was ein Bildschirm von MealListModel beim Laden sieht, jedes Verhalten mit dem Double, das es sichtbar
/// macht: ein Stub für Antworten, ein scheiternder Stub für Fehler, ein Spy für Anfragen, eine Schranke
/// für das Timing.
@Suite("MealListModel")
struct MealListModelTests {
    static let pancakes = Meal(id: "1", name: "Pfannkuchen", thumbnail: nil)
    static let strudel = Meal(id: "2", name: "Apfelstrudel", thumbnail: nil)

    // An example: arrange a model on a double, act once, expect one behaviour, with a message that says
    // what should have happened. It passes, but it notices none of the bugs in the grader's copies of
    // MealKit.
    // Ein Beispiel: Bau ein Modell auf einem Double auf, handle einmal, erwarte ein Verhalten, mit einer
    // Meldung, die sagt, was hätte passieren sollen. Es besteht, bemerkt aber keinen der Fehler in den
    // Kopien von MealKit, die der Grader baut.
    @Test("isLoading is false again after a successful load")
    func notLoadingAfterSuccess() async {
        let model = MealListModel(service: StubMealService(meals: [Self.pancakes]))

        await model.load(category: "Dessert")

        #expect(model.isLoading == false, "isLoading should be false once the service has answered.")
    }

    // MARK: Step 1 · A stub that answers

    // TODO: Step 1 — With StubMealService: after a load, `meals` are exactly the stub's answer and there
    // is no error. Then load twice, changing `stub.meals` in between: what should `meals` hold?
    // Schritt 1 — Mit StubMealService: Nach einem Laden sind `meals` genau die Antwort des Stubs, und es gibt
    // keinen Fehler. Lade dann zweimal und ändere `stub.meals` dazwischen: Was sollte `meals` enthalten?

    // MARK: Step 2 · A stub that fails

    // TODO: Step 2 — With FailingMealService: after a failed load, `errorMessage` is set and `isLoading`
    // is false. Then switch `isFailing` between two loads and try both orders: success then failure
    // (which meals are left?), failure then success (which error is left?).
    // Schritt 2 — Mit FailingMealService: Nach einem gescheiterten Laden ist `errorMessage` gesetzt und
    // `isLoading` false. Schalte dann `isFailing` zwischen zwei Ladevorgängen um und probier beide
    // Reihenfolgen: Erfolg, dann Fehlschlag (welche Gerichte bleiben?), Fehlschlag, dann Erfolg (welcher
    // Fehler bleibt?).

    // MARK: Step 3 · A spy that remembers

    // TODO: Step 3 — With SpyMealService: one load asks the service once, for exactly the category given.
    // Schritt 3 — Mit SpyMealService: Ein Laden fragt den Dienst einmal, für genau die übergebene Kategorie.

    // MARK: Step 4 · A gated stub

    // TODO: Step 4 — With GatedMealService: `isLoading` is true while the request waits at the gate, and
    // a second load while the first waits sends no second request. Release the gate before the test ends,
    // or the load it holds waits forever.
    // Schritt 4 — Mit GatedMealService: `isLoading` ist true, solange die Anfrage an der Schranke wartet, und
    // ein zweites Laden, während das erste wartet, schickt keine zweite Anfrage. Gib die Schranke frei, bevor
    // der Test endet, sonst wartet das festgehaltene Laden ewig.
}
