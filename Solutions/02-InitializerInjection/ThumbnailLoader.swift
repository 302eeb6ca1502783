import AppDomain
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking  // On Linux, URLSession lives here; on Apple platforms in Foundation.
#endif

/// Loads the thumbnail image data of a meal over the session it is given.
struct ThumbnailLoader {
    let session: URLSession

    // The singleton is fine as the default: it is named in this one place, and a test can still
    // pass a session of its own.
    init(session: URLSession = .shared) {
        self.session = session
    }

    func thumbnail(for meal: Meal) async throws -> Data {
        guard let url = meal.thumbnail else { throw URLError(.badURL) }
        let (data, _) = try await session.data(from: url)
        return data
    }
}
