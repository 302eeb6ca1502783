import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The live recipe service: TheMealDB's "filter by category" endpoint over `URLSession`.
///
/// ```swift
/// let desserts = try await MealAPI().meals(in: "Dessert")
/// ```
///
/// While offline (grading, tests) it records each use in ``LiveServiceLog`` and fails at once with
/// `URLError(.notConnectedToInternet)` instead of reaching the network.
public struct MealAPI: Sendable {
    private let session: URLSession

    /// Creates the service on a session — `URLSession.shared` unless you pass another.
    public init(session: URLSession = .shared) {
        self.session = session
        LiveServices.record("MealAPI", "init")
    }

    /// The one instance the app shared before it used dependency injection.
    public static var shared: MealAPI {
        LiveServices.record("MealAPI", "shared")
        return sharedInstance
    }

    private static let sharedInstance = MealAPI(unrecorded: .shared)

    private init(unrecorded session: URLSession) { self.session = session }

    /// The meals of a category such as `"Dessert"`.
    public func meals(in category: String) async throws -> [Meal] {
        LiveServices.record("MealAPI", "meals(in:)", category)
        if LiveServices.isOffline { throw LiveServices.offlineError }
        var components = URLComponents(string: "https://www.themealdb.com/api/json/v1/1/filter.php")!
        components.queryItems = [URLQueryItem(name: "c", value: category)]
        let (data, _) = try await session.data(from: components.url!)
        return try JSONDecoder().decode(MealList.self, from: data).meals ?? []
    }

    /// TheMealDB's answer: `{"meals": [...]}`, or `{"meals": null}` for an unknown category.
    private struct MealList: Decodable {
        let meals: [Meal]?
    }
}
