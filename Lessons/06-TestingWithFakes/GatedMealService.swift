import AppDomain
import MealKit

/// A MealService that holds each request at a gate until the test releases it.
///
/// While a request waits, the load that sent it is in flight, so a test can look at the model at that
/// moment. The test never sleeps: `start(_:)` returns as soon as the request is held. A test starts the
/// load through `start(_:)`, looks at the model, then answers with `release(with:)` and waits for the task
/// `start(_:)` returned, so nothing is left waiting when it ends.
///
/// Ein MealService, der jede Anfrage an einer Schranke festhält, bis der Test sie freigibt. Solange eine
/// Anfrage wartet, läuft das Laden, das sie geschickt hat, also kann ein Test das Modell in diesem Moment
/// ansehen. Der Test schläft nie: `start(_:)` kehrt zurück, sobald die Anfrage festgehalten wird. Ein Test
/// startet das Laden über `start(_:)`, schaut sich das Modell an, antwortet dann mit `release(with:)` und
/// wartet auf den Task, den `start(_:)` geliefert hat, damit am Ende nichts mehr wartet.
final class GatedMealService: MealService {
    /// How many requests arrived at the gate.
    ///
    /// Wie viele Anfragen an der Schranke angekommen sind.
    private(set) var requestCount = 0

    private var held: [CheckedContinuation<[Meal], any Error>] = []
    /// The test waiting in `start(_:)`.
    ///
    /// Der Test, der in `start(_:)` wartet.
    private var starter: CheckedContinuation<Void, Never>?

    // TODO: Step 4 — Count the request, then suspend it with `withCheckedThrowingContinuation`: keep
    // the continuation in `held`, and wake the test waiting in `start(_:)` (resume `starter`, set it nil).
    // Schritt 4 — Zähl die Anfrage und halte sie dann mit `withCheckedThrowingContinuation` an: Bewahr die
    // Continuation in `held` auf und weck den Test, der in `start(_:)` wartet (`starter` fortsetzen, auf nil
    // setzen).
    func meals(in category: String) async throws -> [Meal] {
        []
    }

    /// Starts `operation` in a task and returns that task once the operation waits at the gate — or
    /// once it has ended without asking, so a test of code that never asks fails instead of hanging.
    ///
    /// Startet `operation` in einem Task und liefert diesen Task, sobald die Operation an der Schranke wartet
    /// — oder sobald sie ohne Anfrage zu Ende ist, damit ein Test von Code, der nie fragt, scheitert statt zu
    /// hängen.
    func start(_ operation: @escaping () async -> Void) async -> Task<Void, Never> {
        // TODO: Step 4 — Don't wait for the end: start a `Task` that runs `operation` and then wakes the
        // starter, and wait in `withCheckedContinuation`, keeping its continuation in `starter`.
        // Schritt 4 — Warte nicht auf das Ende: Starte einen `Task`, der `operation` ausführt und dann den
        // Wartenden weckt, und warte in `withCheckedContinuation`, mit seiner Continuation in `starter`.
        let task = Task { await operation() }
        await task.value
        return task
    }

    /// Answers every request held at the gate with `meals`.
    ///
    /// Beantwortet jede an der Schranke festgehaltene Anfrage mit `meals`.
    func release(with meals: [Meal]) {
        // TODO: Step 4 — Resume each continuation in `held` with `meals`, exactly once, and empty `held`.
        // Schritt 4 — Setz jede Continuation in `held` genau einmal mit `meals` fort und leere `held`.
    }
}
