import AppDomain
import Foundation

/// An APIClientProtocol for tests and previews: decodes sample JSON into whatever type is asked for.
struct FakeAPIClient: APIClientProtocol {
    static let sampleJSON = Data("""
        [{"id": "6B1C8C58-4C1E-4DBE-9C3A-2B5B1F0A4E11", "title": "Buy flour", "priority": 1, "isDone": false},
         {"id": "0E4D3B2A-7F6C-4E5D-8A9B-1C2D3E4F5A6B", "title": "Preheat the oven", "priority": 2, "isDone": false}]
        """.utf8)

    func fetch<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T {
        try JSONDecoder().decode(T.self, from: Self.sampleJSON)
    }
}
