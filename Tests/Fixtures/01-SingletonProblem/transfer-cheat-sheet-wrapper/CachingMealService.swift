import AppDomain

/// The cheat sheet's `LoggingWeather(wrapping:)`, renamed: a wrapper is itself a MealService.
final class CachingMealService: MealService {
    private let wrapped: any MealService

    init(wrapping service: any MealService) {
        wrapped = service
    }

    func meals(in category: String) async throws -> [Meal] {
        try await wrapped.meals(in: category)
    }
}
