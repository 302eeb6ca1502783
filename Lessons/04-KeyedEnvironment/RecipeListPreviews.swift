import AppDomain
import HeadlessUI

/// The preview of RecipeListView.
struct RecipeListView_Previews: PreviewProvider {
    // TODO: Step 3 — This preview depends on the live API: slow, blank offline, changing data. Show three
    // named previews instead — “Mit Beispieldaten”, “Fehler” and “Langsam” — each with its own stand-in
    // service in its environment; the slow one shows the list inside a NavigationStack.
    static var previews: some View {
        RecipeListView()
    }
}
