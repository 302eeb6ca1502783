import AppDomain
import Foundation
import HeadlessUI
import WorkbookTesting
@testable import Lesson04

// NB: the doubles are `nonisolated` classes with their state behind a lock, so they conform to every
// shape of the lesson's protocols a student may write: plain, `Sendable`, `AnyObject` or `@MainActor`.

/// A MealService that answers from a script and remembers every category it was asked for.
///
/// A held spy keeps each request waiting until `release()`, so a check can look at a view while it loads.
nonisolated final class SpyMealService: MealService, @unchecked Sendable {
    private let state: Locked<(requests: [String], isHeld: Bool)>
    private let answer: Result<[Meal], any Error>

    /// Answers every request with `meals`; with `held`, only after `release()`.
    init(meals: [Meal], held: Bool = false) {
        answer = .success(meals)
        state = Locked(([], held))
    }

    /// Fails every request with `error`.
    init(error: any Error) {
        answer = .failure(error)
        state = Locked(([], false))
    }

    /// The categories asked for, oldest first.
    var requests: [String] { state.value.requests }

    /// Lets waiting and future requests answer.
    func release() { state.withLock { $0.isHeld = false } }

    func meals(in category: String) async throws -> [Meal] {
        state.withLock { $0.requests.append(category) }
        while state.value.isHeld { try await Task.sleep(for: .milliseconds(1)) }
        return try answer.get()
    }
}

/// An APIClientProtocol that answers with its `tasks` and remembers every request.
nonisolated final class SpyAPIClient: APIClientProtocol, @unchecked Sendable {
    private let state: Locked<(requests: [String], tasks: [TaskItem], isHeld: Bool)>

    init(tasks: [TaskItem]) { state = Locked(([], tasks, false)) }

    /// What was asked for: the decoded type's name and the URL, e.g. `Array<TaskItem> https://…`.
    var requests: [String] { state.value.requests }

    /// The tasks the next answers contain.
    var tasks: [TaskItem] {
        get { state.value.tasks }
        set { state.withLock { $0.tasks = newValue } }
    }

    /// While true, requests wait, so a check can look at the view during a refresh.
    var isHeld: Bool {
        get { state.value.isHeld }
        set { state.withLock { $0.isHeld = newValue } }
    }

    func fetch<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T {
        state.withLock { $0.requests.append("\(T.self) \(url.absoluteString)") }
        while isHeld { try await Task.sleep(for: .milliseconds(1)) }
        // No force cast: a request for another type fails like a server with an unexpected answer.
        guard let answer = tasks as? T else { throw URLError(.cannotDecodeContentData) }
        return answer
    }
}

struct ServiceDown: Error {}

extension Meal {
    static let pfannkuchen = Meal(id: "p1", name: "Pfannkuchen", thumbnail: nil)
    static let strudel = Meal(id: "p2", name: "Apfelstrudel", thumbnail: nil)
}

extension TaskItem {
    static let shopping = TaskItem(title: "Einkaufen", priority: 1)
    static let baking = TaskItem(title: "Kuchen backen", priority: 2)
}

/// What this check's code reached of the live services, without creations (`MealAPI.init`).
///
/// NB: a key's `static let` default is created once per process, by whichever check reads it first (a
/// computed default, once per read), so whether a check records that `init` depends on the order the
/// checks run in and on the form the student chose.
func liveCalls(of service: String? = nil) -> [LiveUse] {
    liveUses.reaches.filter { service == nil || $0.service == service }
}

/// Whether each of `names` is shown once, in this order: a list of exactly these rows, whatever else
/// the screen shows around it.
func listsOnce(_ names: [String], in texts: [String]) -> Bool {
    shows(names, in: texts) && names.allSatisfy { count(of: $0, in: texts) == 1 }
}
