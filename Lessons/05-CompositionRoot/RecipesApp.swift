import HeadlessUI

/// The app: it shows ContentView in its window.
@main
struct RecipesApp: App {
    // TODO: Step 4 — Create the live set once, when the app starts, keep it however often `body` runs,
    // and hand it to the root view with your modifier from step 3.
    // Stuck? ./grade.sh --hint 05.4

    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
