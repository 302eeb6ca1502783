import HeadlessUI

/// The app: it shows ContentView in its window.
///
/// Die App: Sie zeigt ContentView in ihrem Fenster.
@main
struct RecipesApp: App {
    // TODO: Step 4 — Create the live set once, when the app starts, keep it however often `body` runs,
    // and hand it to the root view with your modifier from step 3.
    // Stuck? ./grade.sh --hint 05.4
    // Schritt 4 — Erzeuge den echten Satz einmal, beim Start der App, behalte ihn, so oft `body` auch läuft,
    // und gib ihn mit deinem Modifier aus Schritt 3 an die Wurzel-View.
    // Du hängst fest? ./grade.sh --hint 05.4 --lang de

    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
