import AppDomain
import Foundation

// Given: finished in lesson 02.

/// What a view model needs from a networking client: JSON from a URL, decoded as the type it asks for.
protocol APIClientProtocol {
    func fetch<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T
}

// The live client already has exactly this method, so conforming needs no code.
extension APIClient: APIClientProtocol {}
