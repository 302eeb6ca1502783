import AppDomain
import Foundation
import HeadlessUI
import WorkbookTesting
@testable import Lesson05

// NB: the doubles are `nonisolated` classes with their state behind a lock, so they conform to every
// shape of the lesson's protocols a student may write: plain, `Sendable`, `AnyObject` or `@MainActor`.

/// A MealService that answers with fixed meals and remembers every category it was asked for.
nonisolated final class SpyMealService: MealService, @unchecked Sendable {
    private let recorded = Locked<[String]>([])
    private let meals: [Meal]

    init(meals: [Meal] = [Meal(id: "s1", name: "Dampfnudeln", thumbnail: nil)]) { self.meals = meals }

    /// The categories asked for, oldest first.
    var requests: [String] { recorded.value }

    func meals(in category: String) async throws -> [Meal] {
        recorded.withLock { $0.append(category) }
        return meals
    }
}

/// A store on its own, empty defaults, so no check sees another's favourites.
@MainActor
func freshStore() -> FavoritesStore {
    FavoritesStore(defaults: throwawayDefaults("lesson05.checks"))
}

/// The suite that `AppDependencies.preview()` keeps its favourites in (see the lesson's "What the
/// checks call"). On a Mac a suite outlives the test run, so checks empty it first.
let previewSuiteName = "preview"

func clearPreviewFavorites() {
    UserDefaults(suiteName: previewSuiteName)?.removePersistentDomain(forName: previewSuiteName)
}

/// Reads the meal service from the environment, like ContentView.
struct MealServiceProbe: View {
    let sightings: Sightings
    @Environment(\.mealService) private var mealService

    var body: some View {
        Text("meal service probe").onAppear { sightings.mealService = mealService }
    }
}

/// Reads the favourites store from the environment, required like in RecipeDetail.
struct FavoritesProbe: View {
    let sightings: Sightings
    @Environment(FavoritesStore.self) private var favorites

    var body: some View {
        Text("favorites probe").onAppear { sightings.favorites = favorites }
    }
}

/// Uses: "MealAPI.init ×1, …", for messages that count; "none" (German: "keine") when there are none.
func counted(_ uses: [LiveUse], german: Bool = false) -> String {
    let groups = Dictionary(grouping: uses, by: \.description).sorted { $0.key < $1.key }
    return groups.isEmpty ? (german ? "keine" : "none")
        : groups.map { "\($0.key) ×\($0.value.count)" }.joined(separator: ", ")
}

/// The messages of a host's runtime diagnostics, or "none" (German: "keine").
@MainActor
func messages(_ diagnostics: [RuntimeDiagnostic], german: Bool = false) -> String {
    diagnostics.isEmpty ? (german ? "keine" : "none")
        : diagnostics.map { "\"\($0.message)\"" }.joined(separator: "; ")
}

/// Whether a view pushed onto a `NavigationStack` could not render. A pushed view gets the environment of the
/// stack, not of the view its link sits in, so a service set inside the stack is missing there.
@MainActor
func pushedViewFailed(in ui: ViewHost) -> Bool {
    ui.findAll(ViewType.NavigationStack.self).contains { stack in
        stack.children.dropFirst().contains(where: containsFailure)
    }
}

@MainActor
private func containsFailure(_ view: RenderedView) -> Bool {
    view.failure != nil || view.children.contains(where: containsFailure)
}
