import AppDomain
import MealKit
import Testing

/// What a screen sees of MealListModel while it loads, each behaviour shown with the double that makes
/// it visible: a stub for answers, a failing stub for errors, a spy for requests, a gate for timing.
@Suite("MealListModel")
struct MealListModelTests {
    static let pancakes = Meal(id: "1", name: "Pfannkuchen", thumbnail: nil)
    static let strudel = Meal(id: "2", name: "Apfelstrudel", thumbnail: nil)

    // An example: arrange a model on a double, act once, expect one behaviour, with a message that says
    // what should have happened. It passes, but it notices none of the bugs the grader plants.
    @Test("isLoading is false again after a successful load")
    func notLoadingAfterSuccess() async {
        let model = MealListModel(service: StubMealService(meals: [Self.pancakes]))

        await model.load(category: "Dessert")

        #expect(model.isLoading == false, "isLoading should be false once the service has answered.")
    }

    // MARK: Step 1 · A stub that answers

    // TODO: Step 1 — With StubMealService: after a load, `meals` are exactly the stub's answer and there
    // is no error. Then load twice, changing `stub.meals` in between: what should `meals` hold?

    // MARK: Step 2 · A stub that fails

    // TODO: Step 2 — With FailingMealService: after a failed load, `errorMessage` is set and `isLoading`
    // is false. Then switch `isFailing` between two loads and try both orders: success then failure
    // (which meals are left?), failure then success (which error is left?).

    // MARK: Step 3 · A spy that remembers

    // TODO: Step 3 — With SpyMealService: one load asks the service once, for exactly the category given.

    // MARK: Step 4 · A gated fake

    // TODO: Step 4 — With GatedMealService: `isLoading` is true while the request waits at the gate, and
    // a second load while the first waits sends no second request. Release the gate before the test ends,
    // or the load it holds waits forever.
}
