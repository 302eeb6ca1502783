import AppDomain
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking  // On Linux, URLSession lives here; on Apple platforms in Foundation.
#endif

/// Loads the thumbnail image data of a meal.
struct ThumbnailLoader {
    // TODO: Step 5 — Keep URLSession.shared, but only as the default value: store
    // `let session: URLSession`, add `init(session: URLSession = .shared)`, and load through `session`.

    func thumbnail(for meal: Meal) async throws -> Data {
        guard let url = meal.thumbnail else { throw URLError(.badURL) }
        let (data, _) = try await URLSession.shared.data(from: url)
        return data
    }
}
