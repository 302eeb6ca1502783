import AppDomain
import Foundation

/// An APIClientProtocol for tests and previews: sample tasks, instantly, without a network.
struct FakeAPIClient: APIClientProtocol {
    static let sampleTasks = [
        TaskItem(title: "Buy flour", priority: 1),
        TaskItem(title: "Preheat the oven", priority: 2),
        TaskItem(title: "Write the shopping list", priority: 3, isDone: true),
    ]

    func fetch<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T {
        // `as?` asks whether the caller wanted [TaskItem]; `as!` would crash the app (or the whole
        // test run) the first time someone asks for anything else.
        guard let tasks = Self.sampleTasks as? T else {
            throw FakeAPIClientError.unsupportedType(String(describing: T.self))
        }
        return tasks
    }
}

/// Why FakeAPIClient could not answer.
enum FakeAPIClientError: Error, CustomStringConvertible {
    /// The caller asked for a type the fake has no sample data for.
    case unsupportedType(String)

    var description: String {
        switch self {
        case .unsupportedType(let name):
            "FakeAPIClient has no sample data of type \(name); it only answers [TaskItem]."
        }
    }
}
