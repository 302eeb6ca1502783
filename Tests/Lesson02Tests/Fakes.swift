import AppDomain
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import WorkbookTesting
@testable import Lesson02

// NB: the doubles are `nonisolated` classes with their state behind a lock, so they conform to every
// shape of the lesson's protocols a student may write: plain, `Sendable`, `AnyObject` or `@MainActor`.

/// A MealService that answers from a script and remembers every category it was asked for.
nonisolated final class SpyMealService: MealService, @unchecked Sendable {
    private let state: Locked<(requests: [String], answers: [Result<[Meal], any Error>])>

    /// Answers every request with `meals`.
    init(meals: [Meal]) { state = Locked(([], [.success(meals)])) }

    /// Answers the requests in order with these results; the last one repeats.
    init(answers: [Result<[Meal], any Error>]) { state = Locked(([], answers)) }

    /// The categories asked for, oldest first.
    var requests: [String] { state.value.requests }

    func meals(in category: String) async throws -> [Meal] {
        try state.withLock { state in
            state.requests.append(category)
            return state.answers.count > 1 ? state.answers.removeFirst() : state.answers[0]
        }.get()
    }
}

/// A MealService that holds every request until the check releases it, so a check can look at a
/// model in the middle of a load — without sleeping.
nonisolated final class GatedMealService: MealService, @unchecked Sendable {
    private let pending = Locked<CheckedContinuation<[Meal], any Error>?>(nil)

    /// Whether a request is waiting for `release(with:)`.
    var isHoldingRequest: Bool { pending.value != nil }

    func meals(in category: String) async throws -> [Meal] {
        try await withCheckedThrowingContinuation { continuation in
            pending.withLock { $0 = continuation }
        }
    }

    /// Lets the waiting request finish with `meals`.
    func release(with meals: [Meal]) {
        pending.withLock { waiting in
            waiting?.resume(returning: meals)
            waiting = nil
        }
    }
}

/// Lets other main-actor work run, one turn at a time, until `condition` holds or `turns` are used up.
func yieldUntil(turns: Int = 1_000, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<turns where !condition() {
        await Task.yield()
    }
    return condition()
}

/// The error a failing MealService throws, with a text a person can read.
struct ServiceDown: LocalizedError {
    var errorDescription: String? { "The recipe server is down." }
}

extension Meal {
    static let pfannkuchen = Meal(id: "p1", name: "Pfannkuchen", thumbnail: nil)
    static let strudel = Meal(id: "p2", name: "Apfelstrudel", thumbnail: nil)
    static let fischsuppe = Meal(id: "p3", name: "Fischsuppe", thumbnail: nil)
}

extension TaskItem {
    static let checkTasks = [
        TaskItem(title: "Water the basil", priority: 1),
        TaskItem(title: "Sharpen the knives", priority: 2),
    ]
}

/// Answers every request of a session it is installed in with fixed bytes, and records the URLs, so a
/// check can tell which session a loader used — and no request leaves the machine.
nonisolated final class StubURLProtocol: URLProtocol {
    static let body = Data("stub thumbnail bytes".utf8)
    private static let lock = NSLock()
    nonisolated(unsafe) private static var seen: [URL] = []

    /// The URLs requested through a stub session so far.
    static var requestedURLs: [URL] { lock.withLock { seen } }

    /// A session whose requests never reach the network.
    static func session() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        return URLSession(configuration: configuration)
    }

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url,
              let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil)
        else { return }
        Self.lock.withLock { Self.seen.append(url) }
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Self.body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

/// What the service does with one load in a sequence of loads: answer with meals, fail, or wait until the
/// load's task is cancelled.
enum LoadOutcome {
    case succeed([Meal])
    case fail
    case cancelled

    /// The load as a message shows it in a sequence, e.g. "`load` ✓ 2 meals".
    func name(german: Bool) -> String {
        switch self {
        case .succeed(let meals):
            "`load` ✓ \(meals.count) " + (german ? (meals.count == 1 ? "Gericht" : "Gerichte") : (meals.count == 1 ? "meal" : "meals"))
        case .fail:
            "`load` ✗"
        case .cancelled:
            german ? "`load` abgebrochen" : "`load` cancelled"
        }
    }

    /// What lesson 02's text promises once this load has ended, compared with what the model shows.
    func promise(at index: Int, meals: [String], errorMessage: String?, isLoading: Bool) -> BrokenPromise? {
        if isLoading {
            return BrokenPromise(at: index, "`isLoading` is still true, though the load has ended",
                                 de: "`isLoading` ist noch true, obwohl der Ladevorgang vorbei ist")
        }
        switch self {
        case .succeed(let answer) where meals != answer.map(\.name):
            return BrokenPromise(at: index, "`meals` holds \(meals) instead of what the service returned, \(answer.map(\.name))",
                                 de: "`meals` enthält \(meals) statt dessen, was der Dienst geliefert hat, \(answer.map(\.name))")
        case .succeed where errorMessage != nil:
            return BrokenPromise(at: index, "`errorMessage` still reads \"\(errorMessage ?? "")\" after a load that succeeded",
                                 de: "`errorMessage` lautet nach einem gelungenen Ladevorgang noch „\(errorMessage ?? "")“")
        case .fail where !meals.isEmpty:
            return BrokenPromise(at: index, "`meals` still holds \(meals); after a failed load the list is empty",
                                 de: "`meals` enthält noch \(meals); nach einem gescheiterten Ladevorgang ist die Liste leer")
        case .fail where (errorMessage ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty:
            return BrokenPromise(at: index, "`errorMessage` is empty; after a failed load it is a sentence the screen can show",
                                 de: "`errorMessage` ist leer; nach einem gescheiterten Ladevorgang ist es ein Satz, den der Bildschirm zeigen kann")
        default:
            return nil
        }
    }
}

/// A MealService that answers its requests with the outcomes of a sequence of loads, in order. For a
/// cancelled load it waits until the load's task is cancelled — briefly, so that code whose load cannot be
/// cancelled is slow here, not stuck — and then fails.
nonisolated final class SequencedMealService: MealService, @unchecked Sendable {
    private let state: Locked<(outcomes: [LoadOutcome], waiting: Bool)>

    init(_ outcomes: [LoadOutcome]) { state = Locked((outcomes, false)) }

    /// Whether a request is waiting to be cancelled.
    var isWaiting: Bool { state.value.waiting }

    func meals(in category: String) async throws -> [Meal] {
        let outcome = state.withLock { $0.outcomes.isEmpty ? LoadOutcome.fail : $0.outcomes.removeFirst() }
        switch outcome {
        case .succeed(let meals):
            return meals
        case .fail:
            throw ServiceDown()
        case .cancelled:
            state.withLock { $0.waiting = true }
            defer { state.withLock { $0.waiting = false } }
            try await Task.sleep(for: .milliseconds(100))
            throw ServiceDown()
        }
    }
}
