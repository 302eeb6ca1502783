import AppDomain

/// A meal service for previews whose categories are all empty.
struct NoDessertsService: MealService {
    func meals(in category: String) async throws -> [Meal] { [] }
}
