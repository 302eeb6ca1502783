import AppDomain
import Foundation

/// Something that can load a URL and decode the answer as the type the caller asks for.
protocol APIClientProtocol: Sendable {
    func fetch<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T
}

// APIClient is a Sendable struct and already has this generic fetch.
extension APIClient: APIClientProtocol {}
