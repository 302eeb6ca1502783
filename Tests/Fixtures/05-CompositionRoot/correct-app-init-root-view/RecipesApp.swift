import HeadlessUI

/// The app: it creates the live services once, at launch, and hands them to its root view.
@main
struct RecipesApp: App {
    @State private var deps: AppDependencies

    init() {
        // The system creates the app once; the state keeps this set however often `body` runs.
        _deps = State(initialValue: .live())
    }

    var body: some Scene {
        WindowGroup {
            RootView(deps: deps)
        }
    }
}

/// The first view of the window: the start screen with every live service.
private struct RootView: View {
    let deps: AppDependencies

    var body: some View {
        ContentView()
            .dependencies(deps)
    }
}
