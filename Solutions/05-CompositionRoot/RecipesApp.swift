import HeadlessUI

/// The app: it creates the live services once and hands them to every view below its root.
@main
struct RecipesApp: App {
    // @State, not a call in `body`: SwiftUI may evaluate `body` many times, and each call of live()
    // would create a new store and forget the favourites of the old one.
    @State private var deps = AppDependencies.live()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .dependencies(deps)
        }
    }
}
