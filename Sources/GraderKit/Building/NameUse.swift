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
    ///
    /// NB: over the UTF-8 bytes, not `Character`s: the grader is a debug build, and a lesson's check files are read
    /// whenever one of its steps waits.
    static func all(in line: some StringProtocol) -> [NameUse] {
        let bytes = Array(line.utf8)
        var uses: [NameUse] = []
        var start: Int?
        for index in 0...bytes.count {
            let byte = index < bytes.count ? bytes[index] : UInt8(ascii: " ")
            // Any byte of a non-ASCII character counts as part of a name, as Swift's identifiers allow them.
            let inName = byte >= 0x80 || byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            if inName {
                if start == nil { start = index }
            } else if let first = start {
                uses.append(NameUse(name: String(decoding: bytes[first..<index], as: UTF8.self),
                                    isMember: first > 0 && bytes[first - 1] == UInt8(ascii: ".")))
                start = nil
            }
        }
        return uses
    }
}
