import AppDomain
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import WorkbookTesting
@testable import Lesson02

// The checks' doubles that stand in for what step 2 declares: left out of the build with step 2's
// checks while the lesson does not have that step's declarations yet, so the earlier steps still run.

/// An APIClientProtocol that answers `[TaskItem]` with fixed tasks and remembers every request.
nonisolated final class StubAPIClient: APIClientProtocol, @unchecked Sendable {
    private let recorded = Locked<[String]>([])
    private let tasks: [TaskItem]

    init(tasks: [TaskItem]) { self.tasks = tasks }

    /// What was asked for, e.g. `Array<TaskItem> from https://…`.
    var requests: [String] { recorded.value }

    func fetch<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T {
        recorded.withLock { $0.append("\(T.self) from \(url.absoluteString)") }
        guard let answer = tasks as? T else { throw StubAnswersOnlyTasks() }
        return answer
    }
}

struct StubAnswersOnlyTasks: Error {}
