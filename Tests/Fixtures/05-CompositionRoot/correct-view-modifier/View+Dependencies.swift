import AppDomain
import HeadlessUI

/// Installs a whole set of services around the content it modifies.
struct DependenciesModifier: ViewModifier {
    let deps: AppDependencies

    func body(content: Content) -> some View {
        content
            .environment(deps.favorites)                      // by type, for @Environment(FavoritesStore.self)
            .environment(\.analytics, deps.analytics)         // by key
            .environment(\.mealService, deps.mealService)     // by key
    }
}

extension View {
    /// Hands every service of `deps` to this view and everything inside it.
    func dependencies(_ deps: AppDependencies) -> some View {
        modifier(DependenciesModifier(deps: deps))
    }
}
