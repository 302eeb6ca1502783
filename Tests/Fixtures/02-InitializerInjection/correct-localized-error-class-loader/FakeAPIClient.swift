import AppDomain
import Foundation

/// A client for tests and previews. It knows one answer: the sample tasks, for `[TaskItem]`.
struct FakeAPIClient: APIClientProtocol {
    private static let sample: [TaskItem] = [
        TaskItem(title: "Weigh the sugar", priority: 3),
        TaskItem(title: "Whisk the eggs", priority: 1),
        TaskItem(title: "Grease the tin", priority: 2, isDone: true),
    ]

    func fetch<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T {
        guard T.self == [TaskItem].self, let answer = Self.sample as? T else {
            throw UnsupportedTypeError(requestedType: "\(T.self)", url: url)
        }
        return answer
    }
}

/// The fake was asked for a type it has no sample data for.
struct UnsupportedTypeError: LocalizedError, CustomStringConvertible {
    let requestedType: String
    let url: URL

    var errorDescription: String? {
        "FakeAPIClient has no sample \(requestedType) for \(url.absoluteString); it only answers [TaskItem]."
    }

    var description: String { errorDescription ?? requestedType }
}
