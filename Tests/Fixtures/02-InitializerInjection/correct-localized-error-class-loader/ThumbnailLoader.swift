import AppDomain
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking  // On Linux, URLSession lives here; on Apple platforms in Foundation.
#endif

/// Loads thumbnail data through the session it is given; `URLSession.shared` unless told otherwise.
final class ThumbnailLoader {
    enum LoadError: Error {
        case noThumbnail(mealID: String)
    }

    let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func thumbnail(for meal: Meal) async throws -> Data {
        guard let url = meal.thumbnail else { throw LoadError.noThumbnail(mealID: meal.id) }
        let request = URLRequest(url: url)
        let (data, _) = try await session.data(for: request)
        return data
    }
}
