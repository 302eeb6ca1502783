import HeadlessUI

/// The error state of the recipe screens: no recipes, probably no connection.
struct RecipesUnavailableView: View {
    var body: some View {
        ContentUnavailableView("Keine Rezepte", systemImage: "wifi.slash",
                               description: Text("Prüfe deine Internetverbindung."))
    }
}
