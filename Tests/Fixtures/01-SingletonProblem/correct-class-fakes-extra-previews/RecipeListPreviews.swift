import AppDomain
import HeadlessUI

/// Sample desserts for the canvas: always the same three, at once, without a network.
final class PreviewMealService: MealService {
    let samples: [Meal] = [
        Meal(id: "preview-1", name: "Bakewell Tart", thumbnail: nil),
        Meal(id: "preview-2", name: "Eton Mess", thumbnail: nil),
        Meal(id: "preview-3", name: "Treacle Tart", thumbnail: nil),
    ]

    func meals(in category: String) async throws -> [Meal] {
        samples
    }
}

/// Always fails, to see what the list does without data.
private struct UnreachableMealService: MealService {
    struct Offline: Error {}

    func meals(in category: String) async throws -> [Meal] {
        throw Offline()
    }
}

struct RecipeListView_Previews: PreviewProvider {
    static var previews: some View {
        RecipeListView(service: PreviewMealService())
            .previewDisplayName("Desserts (sample)")
        RecipeListView(service: CachingMealService(wrapping: PreviewMealService()))
            .previewDisplayName("Desserts (cached sample)")
        RecipeListView(service: UnreachableMealService())
            .previewDisplayName("Offline")
    }
}
