import AppDomain
import HeadlessUI

// Every code block of the German lesson on dependency injection, in the order the lesson shows them, with
// `import SwiftUI` → `import HeadlessUI` and the two macros written out (`@Entry` as an `EnvironmentKey`,
// `#Preview` as a `PreviewProvider`). Where the lesson writes `{ ... }` for a body it leaves out, a line marked
// `// filled in:` stands for it. Blocks that declare a type the lesson declares again later live in a caseless
// enum named after their section, as two files of one app would.

// MARK: Das Problem: Überall .shared

enum SingletonProblem {
    struct RecipeListView: View {
        @State private var recipes: [Meal] = []

        var body: some View {
            List(recipes) { Text($0.name) }   // filled in: `{ ... }`
                .task {
                    recipes = (try? await MealAPI.shared.meals(in: "Dessert")) ?? []
                }
        }
    }

    struct FavoriteButton: View {
        let meal: Meal
        var body: some View {
            Button("Favorit") {
                FavoritesStore.shared.toggle(id: meal.id)
                Analytics.shared.track("favorite")
            }
        }
    }
}

// MARK: Weg 1: Über den Initializer

@Observable
class MealListModel {
    private let service: any MealService

    init(service: any MealService = MealAPI()) {
        self.service = service
    }
}

// MARK: Weg 2: Über die Environment

// `@Entry var mealService: any MealService = MealAPI()`, written out.
private struct MealServiceKey: EnvironmentKey {
    static var defaultValue: any MealService { MealAPI() }
}

extension EnvironmentValues {
    var mealService: any MealService {
        get { self[MealServiceKey.self] }
        set { self[MealServiceKey.self] = newValue }
    }
}

struct RecipeListView: View {
    @Environment(\.mealService) private var service
    @State private var recipes: [Meal] = []

    var body: some View {
        List(recipes) { Text($0.name) }   // filled in: `{ ... }`
            .task {
                recipes = (try? await service.meals(in: "Dessert")) ?? []
            }
    }
}

// `#Preview("Mit Beispieldaten") { … }` and `#Preview("Fehler") { … }`, written out.
struct RecipeListView_Previews: PreviewProvider {
    static var previews: some View {
        RecipeListView()
            .environment(\.mealService, PreviewMealService())
            .previewDisplayName("Mit Beispieldaten")
        RecipeListView()
            .environment(\.mealService, FailingMealService())
            .previewDisplayName("Fehler")
    }
}

struct PreviewMealService: MealService {
    func meals(in category: String) async throws -> [Meal] {
        [
            Meal(id: "1", name: "Pfannkuchen", thumbnail: nil),
            Meal(id: "2", name: "Apfelstrudel", thumbnail: nil),
            Meal(id: "3", name: "Kaiserschmarrn", thumbnail: nil)
        ]
    }
}

struct FailingMealService: MealService {
    func meals(in category: String) async throws -> [Meal] {
        throw URLError(.notConnectedToInternet)
    }
}

// MARK: Environment und ViewModels

struct RecipeScreen: View {
    @Environment(\.mealService) private var service
    @State private var model: MealListModel?

    var body: some View {
        Group {
            if let model {
                MealListContent(model: model)
            } else {
                ProgressView()
            }
        }
        .task {
            if model == nil {
                model = MealListModel(service: service)
            }
        }
    }
}

// MARK: Weg 3: Eine zentrale Stelle für alle Dienste

struct AppDependencies {
    var mealService: any MealService
    var favorites: FavoritesStore
    var analytics: any AnalyticsService

    static func live() -> AppDependencies {
        AppDependencies(
            mealService: MealAPI(),
            favorites: FavoritesStore(defaults: .standard),
            analytics: ConsoleAnalytics()
        )
    }

    static func preview() -> AppDependencies {
        AppDependencies(
            mealService: PreviewMealService(),
            favorites: FavoritesStore(defaults: UserDefaults(suiteName: "preview")!),
            analytics: NoAnalytics()
        )
    }
}

// The analytics key the lesson mentions ("wie für mealService einen eigenen @Entry-Schlüssel"), written out.
private struct AnalyticsKey: EnvironmentKey {
    static var defaultValue: any AnalyticsService { NoAnalytics() }
}

extension EnvironmentValues {
    var analytics: any AnalyticsService {
        get { self[AnalyticsKey.self] }
        set { self[AnalyticsKey.self] = newValue }
    }
}

extension View {
    func dependencies(_ deps: AppDependencies) -> some View {
        self
            .environment(\.mealService, deps.mealService)
            .environment(\.analytics, deps.analytics)
            .environment(deps.favorites)
    }
}

@main
struct RecipesApp: App {
    @State private var deps = AppDependencies.live()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .dependencies(deps)
        }
    }
}

// `#Preview { RecipeDetail(meal: .sample).dependencies(.preview()) }`, written out.
struct RecipeDetail_Previews: PreviewProvider {
    static var previews: some View {
        RecipeDetail(meal: .sample)
            .dependencies(.preview())
    }
}

// MARK: Und Singletons?

struct ImageService {
    let session: URLSession
    init(session: URLSession = .shared) { self.session = session }   // filled in: `{ ... }`; ✅ austauschbar, bequem
}

// MARK: Übungen

struct SlowMealService: MealService {
    var delay: Duration = .seconds(2)
    var meals: [Meal] = [Meal(id: "1", name: "Pfannkuchen", thumbnail: nil)]

    func meals(in category: String) async throws -> [Meal] {
        try await Task.sleep(for: delay)
        return meals
    }
}

// `#Preview("Langsam") { … }`, written out.
struct SlowRecipeList_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            RecipeListView()
        }
        .environment(\.mealService, SlowMealService())
        .previewDisplayName("Langsam")
    }
}

// MARK: Spickzettel

enum CheatSheet {
    // Initializer
    final class Model {
        let service: any MealService
        init(service: any MealService = MealAPI()) { self.service = service }
    }

    // Environment (the key is `mealService` above)
    struct Reader: View {
        @Environment(\.mealService) private var service
        var body: some View {
            Text("reads a service")
                .environment(\.mealService, PreviewMealService())
        }
    }

    // Zentrale Stelle
    struct AppDependencies {
        var mealService: any MealService
        static func live() -> Self { .init(mealService: MealAPI()) }
        static func preview() -> Self { .init(mealService: PreviewMealService()) }
    }
}

// NB: on the cheat sheet's own view only, so that `.dependencies(.preview())` elsewhere stays unambiguous.
extension CheatSheet.Reader {
    func dependencies(_ d: CheatSheet.AppDependencies) -> some View {
        environment(\.mealService, d.mealService)
    }
}
