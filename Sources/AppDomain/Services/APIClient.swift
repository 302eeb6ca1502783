import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The live networking client: loads JSON from a URL and decodes it as the type you ask for.
///
/// ```swift
/// let tasks = try await APIClient().fetch([TaskItem].self, from: tasksURL)
/// ```
///
/// While offline (grading, tests) it records each use in ``LiveServiceLog`` and fails at once with
/// `URLError(.notConnectedToInternet)` instead of reaching the network.
public struct APIClient: Sendable {
    private let session: URLSession

    /// Creates a client on a session — `URLSession.shared` unless you pass another.
    public init(session: URLSession = .shared) {
        self.session = session
        LiveServices.record("APIClient", "init")
    }

    /// Loads `url` and decodes the response as `type`.
    public func fetch<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T {
        LiveServices.record("APIClient", "fetch(_:from:)", "\(T.self)")
        if LiveServices.isOffline { throw LiveServices.offlineError }
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode(T.self, from: data)
    }
}
