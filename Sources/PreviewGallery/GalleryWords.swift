import AppDomain

/// What the gallery says in its own words, in English or German; SwiftUI's messages stay as SwiftUI
/// words them.
enum GalleryWords {
    /// Why a preview that reached a live service would not work in Xcode.
    static func reached(_ uses: [LiveUse], german: Bool) -> String {
        german ? "Diese Preview hat den Live-Dienst \(list(uses)) erreicht. In Xcode hinge sie vom echten Dienst ab: "
            + "Gib ihr einen Ersatzdienst."
            : "This preview reached the live \(list(uses)). In Xcode it would depend on the real service: give it "
            + "a stand-in."
    }

    /// Live services reached while the previews' views were created, before any of them was shown, so no
    /// single preview can be blamed.
    static func reachedWhileCreating(_ uses: [LiveUse], german: Bool) -> String {
        german ? "Beim Erzeugen der Previews hat dein Code den Live-Dienst \(list(uses)) erreicht: Die Views einer "
            + "Preview sollten schon beim Erzeugen ihre Ersatzdienste bekommen."
            : "While the previews were created, your code reached the live \(list(uses)): a preview's views should "
            + "get their stand-ins when they are created."
    }

    /// `MealAPI.meals(in:) "Dessert", Analytics.shared`, each use once.
    private static func list(_ uses: [LiveUse]) -> String {
        var seen = Set<String>()
        return uses.map(\.description).filter { seen.insert($0).inserted }.joined(separator: ", ")
    }
}
