import AppDomain
import Foundation

/// Answers `[TaskItem]` requests with its tasks at once; any other type is an error that names it.
struct FakeAPIClient: APIClientProtocol {
    let tasks: [TaskItem]

    init(tasks: [TaskItem] = [
        TaskItem(title: "Soak the raisins", priority: 2),
        TaskItem(title: "Roll out the dough", priority: 1),
    ]) {
        self.tasks = tasks
    }

    nonisolated func fetch<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T {
        if let answer = tasks as? T {
            return answer
        }
        throw FakeAPIClientError.unsupportedType(String(describing: type))
    }
}

/// Why FakeAPIClient could not answer.
enum FakeAPIClientError: Error, CustomStringConvertible {
    case unsupportedType(String)

    var description: String {
        switch self {
        case .unsupportedType(let typeName):
            "FakeAPIClient cannot answer a request for \(typeName); it only has [TaskItem]."
        }
    }
}
