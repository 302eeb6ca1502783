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

    /// Every identifier that the Swift code `text` uses, in order; none from its comments or string literals, whose
    /// words (a check's message naming `FakeQuoteFetcher`) never fail to compile. What a string interpolates is
    /// skipped with it: a use missed there leaves the step to the build, as before.
    ///
    /// NB: over the UTF-8 bytes, not `Character`s: the grader is a debug build, and a lesson's check files are read
    /// whenever one of its steps waits.
    static func all(inCode text: String) -> [NameUse] {
        let bytes = Array(text.utf8)
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        let newline = UInt8(ascii: "\n")
        func at(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
        func tripleQuote(_ index: Int) -> Bool { at(index) == quote && at(index + 1) == quote && at(index + 2) == quote }
        var uses: [NameUse] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == slash && at(index + 1) == slash {
                while index < bytes.count && bytes[index] != newline { index += 1 }
            } else if byte == slash && at(index + 1) == star {
                // Block comments nest in Swift.
                var depth = 0
                repeat {
                    if at(index) == slash && at(index + 1) == star {
                        depth += 1
                        index += 2
                    } else if at(index) == star && at(index + 1) == slash {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                } while depth > 0 && index < bytes.count
            } else if tripleQuote(index) {
                index += 3
                while index < bytes.count && !tripleQuote(index) { index += bytes[index] == backslash ? 2 : 1 }
                index += 3
            } else if byte == quote {
                index += 1
                while index < bytes.count && bytes[index] != quote && bytes[index] != newline { index += bytes[index] == backslash ? 2 : 1 }
                index += 1
            } else if isName(byte) {
                let first = index
                while index < bytes.count && isName(bytes[index]) { index += 1 }
                uses.append(NameUse(name: String(decoding: bytes[first..<index], as: UTF8.self),
                                    isMember: first > 0 && bytes[first - 1] == UInt8(ascii: ".")))
            } else {
                index += 1
            }
        }
        return uses
    }

    /// Whether `byte` may be part of a name; any byte of a non-ASCII character counts, as Swift's names allow them.
    private static func isName(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
