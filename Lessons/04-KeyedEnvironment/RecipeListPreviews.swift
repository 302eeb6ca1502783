import AppDomain
import HeadlessUI

/// The preview of RecipeListView.
///
/// Die Preview von RecipeListView.
struct RecipeListView_Previews: PreviewProvider {
    // TODO: Step 3 — This preview depends on the live API: slow, blank offline, changing data. Show three
    // named previews instead — “Mit Beispieldaten”, “Fehler” and “Langsam” — each with its own stand-in
    // service in its environment; the slow one shows the list inside a NavigationStack.
    // Schritt 3 — Diese Preview hängt an der echten API: langsam, offline leer, wechselnde Daten. Zeig
    // stattdessen drei benannte Previews — „Mit Beispieldaten“, „Fehler“ und „Langsam“ —, jede mit ihrem
    // eigenen Ersatzdienst in ihrer Environment; die langsame zeigt die Liste in einem NavigationStack.
    static var previews: some View {
        RecipeListView()
    }
}
