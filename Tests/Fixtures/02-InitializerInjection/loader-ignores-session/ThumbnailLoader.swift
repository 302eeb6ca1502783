import AppDomain
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Loads the thumbnail image data of a meal.
struct ThumbnailLoader {
    let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func thumbnail(for meal: Meal) async throws -> Data {
        guard let url = meal.thumbnail else { throw URLError(.badURL) }
        let (data, _) = try await URLSession.shared.data(from: url)
        return data
    }
}
