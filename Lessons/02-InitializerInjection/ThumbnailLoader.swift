import AppDomain
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking  // On Linux, URLSession lives here; on Apple platforms in Foundation.
#endif

/// Loads the thumbnail image data of a meal.
///
/// Lädt die Bilddaten des Vorschaubilds eines Gerichts.
struct ThumbnailLoader {
    // TODO: Step 5 — Keep URLSession.shared, but name it only as the default value of
    // `init(session:)`. Keep the session the loader is given in `session`, and load through it.
    // Schritt 5 — Behalte URLSession.shared, aber nenne es nur als Standardwert von `init(session:)`.
    // Speichere die Session, die der Loader bekommt, in `session`, und lade über sie.

    func thumbnail(for meal: Meal) async throws -> Data {
        guard let url = meal.thumbnail else { throw URLError(.badURL) }
        let (data, _) = try await URLSession.shared.data(from: url)
        return data
    }
}
