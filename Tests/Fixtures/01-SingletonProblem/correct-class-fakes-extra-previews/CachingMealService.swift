import AppDomain

/// Asks the wrapped service at most once per category, even when two views ask at the same moment:
/// both wait for the same request. A request that fails is forgotten, so the next call tries again.
final class CachingMealService: MealService {
    private let source: any MealService
    private var requests: [String: Task<[Meal], any Error>] = [:]

    init(wrapping service: any MealService) {
        source = service
    }

    func meals(in category: String) async throws -> [Meal] {
        if let request = requests[category] {
            return try await request.value
        }
        let request = Task { try await source.meals(in: category) }
        requests[category] = request
        do {
            return try await request.value
        } catch {
            requests[category] = nil
            throw error
        }
    }
}
