import AppDomain
import MealKit
import Testing

/// What a screen sees of MealListModel while it loads, each behaviour shown with the double that makes
/// it visible: a stub for answers, a failing stub for errors, a spy for requests, a gate for timing.
@Suite("MealListModel")
struct MealListModelTests {
    static let pancakes = Meal(id: "1", name: "Pfannkuchen", thumbnail: nil)
    static let strudel = Meal(id: "2", name: "Apfelstrudel", thumbnail: nil)

    @Test("isLoading is false again after a successful load")
    func notLoadingAfterSuccess() async {
        let model = MealListModel(service: StubMealService(meals: [Self.pancakes]))

        await model.load(category: "Dessert")

        #expect(model.isLoading == false, "isLoading should be false once the service has answered.")
    }

    // MARK: Step 1 · A stub that answers

    @Test("after a load, meals are the ones the service answered")
    func showsTheServicesMeals() async {
        let model = MealListModel(service: StubMealService(meals: [Self.pancakes, Self.strudel]))

        await model.load(category: "Dessert")

        #expect(model.meals == [Self.pancakes, Self.strudel], "meals should be exactly the stub's answer.")
        #expect(model.errorMessage == nil, "A load that succeeds should show no error.")
    }

    @Test("a second load replaces the meals of the first")
    func secondLoadReplacesMeals() async {
        let stub = StubMealService(meals: [Self.pancakes])
        let model = MealListModel(service: stub)
        await model.load(category: "Dessert")

        stub.meals = [Self.strudel]
        await model.load(category: "Dessert")

        #expect(model.meals == [Self.strudel], "meals should hold only the second answer, not both.")
    }

    // MARK: Step 2 · A stub that fails

    @Test("a failed load shows an error message")
    func failedLoadShowsError() async {
        let model = MealListModel(service: FailingMealService())

        await model.load(category: "Dessert")

        #expect(model.errorMessage != nil, "errorMessage should say what went wrong when the service throws.")
    }

    @Test("isLoading is false again after a failed load")
    func notLoadingAfterFailure() async {
        let model = MealListModel(service: FailingMealService())

        await model.load(category: "Dessert")

        #expect(model.isLoading == false, "isLoading should be false after a load that failed, too.")
    }

    @Test("a failed load after a successful one clears the meals")
    func failureClearsMeals() async {
        let service = FailingMealService(meals: [Self.pancakes])
        service.isFailing = false
        let model = MealListModel(service: service)
        await model.load(category: "Dessert")

        service.isFailing = true
        await model.load(category: "Dessert")

        #expect(model.meals.isEmpty, "After a failed load, the meals of the load before should be gone.")
    }

    @Test("a successful load after a failed one clears the error message")
    func successClearsError() async {
        let service = FailingMealService(meals: [Self.pancakes])
        let model = MealListModel(service: service)
        await model.load(category: "Dessert")

        service.isFailing = false
        await model.load(category: "Dessert")

        #expect(model.errorMessage == nil, "A load that succeeds should clear the error of the one before.")
        #expect(model.meals == [Self.pancakes], "The successful load should show its meals.")
    }

    // MARK: Step 3 · A spy that remembers

    @Test("a load asks the service once, for exactly the category it was given")
    func asksForTheCategory() async {
        let spy = SpyMealService()
        let model = MealListModel(service: spy)

        await model.load(category: "Dessert")

        #expect(spy.categories == ["Dessert"], "The service should be asked once, for \"Dessert\" as written.")
    }

    // MARK: Step 4 · A gated stub

    @Test("isLoading is true while the service has not answered")
    func loadingWhileInFlight() async {
        let gate = GatedMealService()
        let model = MealListModel(service: gate)
        let loading = await gate.start { await model.load(category: "Dessert") }

        #expect(model.isLoading, "isLoading should be true while the request waits for its answer.")

        // Let the load finish, so the test ends with no task left waiting.
        gate.release(with: [Self.pancakes])
        await loading.value
        #expect(model.isLoading == false, "isLoading should be false once the answer has arrived.")
    }

    @Test("a second load while one is in flight sends no second request")
    func secondLoadWhileInFlight() async {
        let gate = GatedMealService()
        let model = MealListModel(service: gate)
        let first = await gate.start { await model.load(category: "Dessert") }

        // Returns once the second load has ended or is held too, so a second request cannot hang the test.
        let second = await gate.start { await model.load(category: "Dessert") }

        #expect(gate.requestCount == 1, "A load while another is in flight should not ask the service again.")
        gate.release(with: [Self.pancakes])
        await first.value
        await second.value
    }
}
