/// One use of a live service: which service, and which call, e.g. `MealAPI.meals(in:)`.
public struct LiveUse: Sendable, Hashable, CustomStringConvertible {
    /// The live type, e.g. `MealAPI`.
    public let service: String
    /// The member that was used, e.g. `meals(in:)`, `shared` or `init`.
    public let call: String
    /// What was asked for, when it helps to say so (e.g. the category `Dessert`).
    public let detail: String?

    public init(service: String, call: String, detail: String? = nil) {
        self.service = service
        self.call = call
        self.detail = detail
    }

    /// Whether this use only created a live value (`MealAPI()`), without reaching anything yet.
    ///
    /// NB: a key's default such as `static let defaultValue = MealAPI()` is created by whichever code reads
    /// it first in a process, so a creation says little about the code under test; the uses that reach the
    /// network, the real settings or real analytics do.
    public var isCreation: Bool { call == "init" }

    /// `MealAPI.meals(in:)`, or `MealAPI.meals(in:) "Dessert"` with a detail; a free function such as
    /// `fetchQuote()` is recorded as a service with an empty call.
    public var description: String {
        (call.isEmpty ? service : "\(service).\(call)") + (detail.map { " \"\($0)\"" } ?? "")
    }
}
