/// A name as a line of code uses it: a member, written after a dot (`$0.mealService`, `\.mealService`), or a
/// name on its own (`MealServiceKey.defaultValue`).
///
/// What the compiler finds missing from a lesson while type-checking what a step's checks call is such a use:
/// `value of type 'EnvironmentValues' has no member 'mealService'` the member `mealService`, `cannot find type
/// 'QuoteFetching' in scope` the name `QuoteFetching`. A check file of another step that uses it cannot compile
/// either (``PendingStep/waiting(on:in:root:)``). Member and name are told apart so that a check's own
/// `let session` does not wait for a missing `loader.session`.
struct NameUse: Hashable {
    let name: String
    /// Whether the name is a member, written after a dot.
    let isMember: Bool

    /// What the compiler's `problems` say is missing.
    static func missing(in problems: [CompileProblem]) -> Set<NameUse> {
        Set(problems.compactMap { problem in
            problem.message.firstMatch(of: /(has no member|cannot find(?: type)?) '(\w+)'/).map {
                NameUse(name: String($0.2), isMember: $0.1 == "has no member")
            }
        })
    }

    /// Every identifier `line` uses, in order.
    static func all(in line: some StringProtocol) -> [NameUse] {
        var uses: [NameUse] = []
        var current = ""
        var afterDot = false
        var previous: Character = " "
        for character in line + " " {
            if character.isLetter || character.isNumber || character == "_" {
                if current.isEmpty { afterDot = previous == "." }
                current.append(character)
            } else if !current.isEmpty {
                uses.append(NameUse(name: current, isMember: afterDot))
                current = ""
            }
            previous = character
        }
        return uses
    }
}
