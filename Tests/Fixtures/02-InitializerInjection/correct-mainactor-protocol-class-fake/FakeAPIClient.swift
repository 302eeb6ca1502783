import AppDomain
import Foundation

/// Sample tasks for previews and tests; a request for any other type fails with a clear message.
final class FakeAPIClient: APIClientProtocol {
    private let sampleTasks = [
        TaskItem(title: "Pick the apples", priority: 1),
        TaskItem(title: "Peel the apples", priority: 2),
        TaskItem(title: "Bake the strudel", priority: 3),
    ]

    func fetch<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T {
        switch sampleTasks as? T {
        case .some(let value):
            return value
        case .none:
            throw FakeClientError.noSampleData(for: String(describing: type))
        }
    }
}

/// What went wrong in FakeAPIClient.
enum FakeClientError: LocalizedError {
    case noSampleData(for: String)

    var errorDescription: String? {
        switch self {
        case .noSampleData(let typeName):
            "FakeAPIClient has no sample data of type \(typeName)."
        }
    }
}
