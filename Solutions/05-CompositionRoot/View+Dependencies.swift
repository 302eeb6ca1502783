import AppDomain
import HeadlessUI

extension View {
    /// Puts every service of `deps` into the environment of this view and of every view inside it.
    ///
    /// ```swift
    /// ContentView().dependencies(deps)
    /// RecipeDetail(meal: .sample).dependencies(.preview())
    /// ```
    func dependencies(_ deps: AppDependencies) -> some View {
        self
            .environment(\.mealService, deps.mealService)
            .environment(\.analytics, deps.analytics)
            // The store is an @Observable object: it goes in by its type, where
            // `@Environment(FavoritesStore.self)` looks for it — not under a key.
            .environment(deps.favorites)
    }
}
