import AppDomain
import Foundation
import HeadlessUI
import WorkbookTesting
@testable import Lesson04

/// A MealService that answers from a script and remembers every category it was asked for.
///
/// A held spy keeps each request waiting until `release()`, so a check can look at a view while it loads.
final class SpyMealService: MealService {
    private(set) var requests: [String] = []
    private let answer: Result<[Meal], any Error>
    private var isHeld: Bool

    /// Answers every request with `meals`; with `held`, only after `release()`.
    init(meals: [Meal], held: Bool = false) {
        answer = .success(meals)
        isHeld = held
    }

    /// Fails every request with `error`.
    init(error: any Error) {
        answer = .failure(error)
        isHeld = false
    }

    /// Lets waiting and future requests answer.
    func release() { isHeld = false }

    func meals(in category: String) async throws -> [Meal] {
        requests.append(category)
        while isHeld { try await Task.sleep(for: .milliseconds(1)) }
        return try answer.get()
    }
}

/// An APIClientProtocol that answers with its `tasks` and remembers every request.
final class SpyAPIClient: APIClientProtocol {
    /// What was asked for: the decoded type's name and the URL, e.g. `Array<TaskItem> https://…`.
    private(set) var requests: [String] = []
    /// The tasks the next answers contain.
    var tasks: [TaskItem]
    /// While true, requests wait, so a check can look at the view during a refresh.
    var isHeld = false

    init(tasks: [TaskItem]) { self.tasks = tasks }

    func fetch<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T {
        requests.append("\(T.self) \(url.absoluteString)")
        while isHeld { try await Task.sleep(for: .milliseconds(1)) }
        // No force cast: a request for another type fails like a server with an unexpected answer.
        guard let answer = tasks as? T else { throw URLError(.cannotDecodeContentData) }
        return answer
    }
}

/// RecipeScreen inside a parent whose button changes the parent's state, so the whole tree is drawn again.
struct RedrawingParent: View {
    @State private var redraws = 0

    var body: some View {
        VStack {
            Button("Neu zeichnen") { redraws += 1 }
            Text("Neu gezeichnet: \(redraws)")
            RecipeScreen()
        }
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

/// The live calls this check made, without creations (`MealAPI.init`, `APIClient.init`).
///
/// NB: a key's `static let` default is created once per process, by whichever check reads it first, so
/// whether a check records that `init` depends on the order the checks run in.
func liveCalls(of service: String? = nil) -> [LiveUse] {
    liveUses.uses.filter { $0.call != "init" && (service == nil || $0.service == service) }
}

/// Shows which MealService its environment holds, as `name: TypeName`.
struct MealServiceProbe: View {
    let name: String
    @Environment(\.mealService) private var service

    var body: some View {
        Text("\(name): \(type(of: service))")
    }
}
