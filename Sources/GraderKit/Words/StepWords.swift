/// What the report says about a step the learner has not started: its checks are left out of the build
/// (``PendingStep``) while the lesson lacks what they call.
enum StepWords: Words {
    /// Under a check of such a step: what the step's checks call.
    case notStartedNeeds(step: Int, wanted: String)
    /// Under a check of such a step whose checks do not compile for another reason: the compiler's.
    case notStartedBecause(step: Int, reason: String)
    /// The human report's line for the step: `Step 3 · FakeAPIClient — not started (3 checks)`.
    case stepNotStarted(group: String, checks: Int)
    /// The line for a step whose checks use what an earlier step's checks declare, while that step is not
    /// done (``PendingStep/waiting(on:in:root:)``): `Step 3 · dependencies(_:) — waits for step 2 (2 checks)`.
    case stepWaits(group: String, checks: Int, for: Int)
    /// Under that line, one per declaration the step's checks call.
    case needs(String)

    var both: (en: String, de: String) {
        switch self {
        case .notStartedNeeds(let step, let wanted):
            ("Not started: the checks of step \(step) call \(wanted), which your code does not have yet (or has differently).",
             "Noch nicht begonnen: Die Checks von Schritt \(step) rufen \(wanted) auf, was dein Code noch nicht (oder anders) hat.")
        case .notStartedBecause(let step, let reason):
            ("Not started: the checks of step \(step) do not compile against your code: \(reason)",
             "Noch nicht begonnen: Die Checks von Schritt \(step) lassen sich mit deinem Code nicht kompilieren: \(reason)")
        case .stepNotStarted(let group, let checks):
            ("\(group) — not started (\(checks) \(checks == 1 ? "check waits" : "checks wait") for it)",
             "\(group) — noch nicht begonnen (\(checks) \(checks == 1 ? "Check wartet" : "Checks warten") darauf)")
        case .stepWaits(let group, let checks, let step):
            ("\(group) — waits for step \(step) (\(checks) check\(checks == 1 ? "" : "s"))",
             "\(group) — wartet auf Schritt \(step) (\(checks) \(checks == 1 ? "Check" : "Checks"))")
        case .needs(let wanted):
            ("needs \(wanted)", "braucht \(wanted)")
        }
    }
}
