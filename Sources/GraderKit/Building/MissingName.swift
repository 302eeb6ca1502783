/// A name the compiler found missing from a lesson while type-checking what a step's checks call:
/// `value of type 'EnvironmentValues' has no member 'mealService'` is the member `mealService`,
/// `cannot find type 'QuoteFetching' in scope` the name `QuoteFetching`.
///
/// A check file of another step that uses such a name cannot compile either (``PendingStep/waiting(on:in:root:)``).
/// A member counts only where a file writes it after a dot (`$0.mealService`, `\.mealService`), a name only
/// where it does not, so that a check's own `let session` does not wait for a missing `loader.session`.
struct MissingName: Hashable {
    let name: String
    /// Whether the name is a member, reached after a dot.
    let isMember: Bool

    /// The names the compiler's `problems` say are missing.
    static func all(in problems: [CompileProblem]) -> Set<MissingName> {
        Set(problems.compactMap { problem in
            problem.message.firstMatch(of: /(has no member|cannot find(?: type)?) '(\w+)'/).map {
                MissingName(name: String($0.2), isMember: $0.1 == "has no member")
            }
        })
    }

    /// Every identifier a line of code uses, each marked as a member when a dot comes right before it.
    static func uses(in line: some StringProtocol) -> [MissingName] {
        var uses: [MissingName] = []
        var current = ""
        var afterDot = false
        var previous: Character = " "
        for character in line + " " {
            if character.isLetter || character.isNumber || character == "_" {
                if current.isEmpty { afterDot = previous == "." }
                current.append(character)
            } else if !current.isEmpty {
                uses.append(MissingName(name: current, isMember: afterDot))
                current = ""
            }
            previous = character
        }
        return uses
    }
}
