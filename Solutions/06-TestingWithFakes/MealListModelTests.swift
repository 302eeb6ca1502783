import AppDomain
import MealKit
import Testing

@Suite("MealListModel")
struct MealListModelTests {
    @Test("shows the stub's meals after a load")
    func showsMeals() async {
        let model = MealListModel(service: StubMealService(meals: [.sample]))
        await model.load(category: "Dessert")
        #expect(model.meals == [.sample])
    }
}
