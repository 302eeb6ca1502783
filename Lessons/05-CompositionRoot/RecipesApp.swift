import HeadlessUI

/// The app: it shows ContentView in its window.
@main
struct RecipesApp: App {
    // TODO: Step 4 — Create the live services once, when the app starts:
    // `@State private var deps = AppDependencies.live()`, and hand them to the root view with
    // `ContentView().dependencies(deps)`.

    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
