import AppDomain
import HeadlessUI

/// The environment key under which views find their recipe service.
struct MealServiceKey: EnvironmentKey {
    // The mistake: sample data as the default. Previews look right, but the app never loads real recipes.
    static let defaultValue: any MealService = PreviewMealService()
}

extension EnvironmentValues {
    /// The recipe service of this part of the view tree.
    var mealService: any MealService {
        get { self[MealServiceKey.self] }
        set { self[MealServiceKey.self] = newValue }
    }
}
