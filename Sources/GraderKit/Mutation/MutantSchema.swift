import WorkbookConventions

/// A lesson's reference solution with every mutant compiled in (a mutant schema): each changed place
/// holds the original and its mutants behind ``switchName``, so one build serves every mutant, and the
/// process's ``WorkbookVariable/mutant`` picks the one that runs. Lines keep their numbers, so a
/// compiler's line is the solution's.
struct MutantSchema {
    /// The place of a line of the solution, to leave its mutants out.
    struct Place: Hashable, Sendable {
        let file: String
        /// From 1, as compilers count.
        let line: Int
    }

    /// The solution's Swift files with the mutants in, by name, plus the switch's file.
    let files: [String: String]
    let mutants: [Mutant]

    /// The file that declares the switch, added to the lesson's module.
    static let switchFile = "WorkbookMutantSwitch.swift"
    /// The function every schema branch asks whether its mutant is the one running.
    static let switchName = "_workbookMutant"

    /// The schema of `solution` (Swift files by name), without mutants on the lines in `leftOut`. A mutant on a
    /// line that the lesson's `starter` (its files by name) already holds is marked ``Mutant/isInGivenCode``.
    init(solution: [String: String], starter: [String: String] = [:], leavingOut leftOut: Set<Place> = []) {
        let parsed = solution.mapValues(SwiftSourceLines.init)
        let facts = LessonFacts(files: parsed)
        var numbers: [String: Int] = [:]
        var mutants: [Mutant] = []
        var files: [String: String] = [:]
        for name in solution.keys.sorted() {
            let source = parsed[name]!
            let given = Set((starter[name] ?? "").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
            let proposals = MutationFinder(file: name, source: source, facts: facts).proposals()
                .filter { !leftOut.contains(Place(file: name, line: $0.line + 1)) }
            var rendered: [String] = []
            for (index, line) in source.lines.enumerated() {
                let sites = Self.sites(of: proposals.filter { $0.line == index })
                var numbered: [Site] = []
                for var site in sites {
                    for alternative in site.proposals {
                        let key = alternative.group ?? "\(name)#\(index)#\(mutants.count)"
                        if let number = numbers[key] {
                            site.numbers.append(number)
                            continue
                        }
                        let number = mutants.count + 1
                        numbers[key] = number
                        site.numbers.append(number)
                        mutants.append(Mutant(number: number, file: name, line: index + 1, mutation: alternative.mutation,
                                              original: String(line.text[site.range]).trimmingCharacters(in: .whitespaces),
                                              replacement: alternative.replacement, isInGivenCode: given.contains(line.code)))
                    }
                    numbered.append(site)
                }
                rendered.append(Self.render(line.text, sites: numbered))
            }
            files[name] = rendered.joined(separator: "\n")
        }
        files[Self.switchFile] = Self.switchSource
        self.files = files
        self.mutants = mutants
    }

    // MARK: - Sites

    /// One changed place: a range of a line and the mutants that replace it.
    private struct Site {
        let range: Range<Int>
        let isStatement: Bool
        var proposals: [MutationProposal]
        var numbers: [Int] = []
    }

    /// The proposals of one line as places that do not cross: statements do not overlap, and an
    /// expression inside another place is changed in that place's original.
    private static func sites(of proposals: [MutationProposal]) -> [Site] {
        var sites: [Site] = []
        for proposal in proposals {
            if let index = sites.firstIndex(where: { $0.range == proposal.range && $0.isStatement == proposal.isStatement }) {
                sites[index].proposals.append(proposal)
            } else {
                sites.append(Site(range: proposal.range, isStatement: proposal.isStatement, proposals: [proposal]))
            }
        }
        var accepted: [Site] = []
        for site in sites.sorted(by: { ($0.isStatement ? 0 : 1, $0.range.lowerBound) < ($1.isStatement ? 0 : 1, $1.range.lowerBound) }) {
            let fits = accepted.allSatisfy { other in
                let disjoint = site.range.upperBound <= other.range.lowerBound || other.range.upperBound <= site.range.lowerBound
                    || (site.range.isEmpty && (site.range.lowerBound == other.range.lowerBound || site.range.lowerBound == other.range.upperBound))
                let inside = !site.isStatement && site.range != other.range
                    && other.range.lowerBound <= site.range.lowerBound && site.range.upperBound <= other.range.upperBound
                return disjoint || inside
            }
            if fits { accepted.append(site) }
        }
        return accepted.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// `text` with every site replaced by its schema.
    private static func render(_ text: [Character], sites: [Site]) -> String {
        render(text, in: 0..<text.count, sites: sites)
    }

    private static func render(_ text: [Character], in range: Range<Int>, sites: [Site]) -> String {
        func within(_ outer: Range<Int>, _ inner: Range<Int>) -> Bool {
            outer.lowerBound <= inner.lowerBound && inner.upperBound <= outer.upperBound
        }
        var output = ""
        var index = range.lowerBound
        var pending = sites.filter { within(range, $0.range) }.sorted { $0.range.lowerBound < $1.range.lowerBound }
        while true {
            if let site = pending.first, site.range.lowerBound == index {
                pending.removeFirst()
                let inner = sites.filter { !$0.isStatement && $0.range != site.range && within(site.range, $0.range) }
                let original = render(text, in: site.range, sites: inner)
                let branches = zip(site.numbers, site.proposals.map(\.replacement))
                if site.isStatement {
                    output += branches.map { "if \(switchName)(\($0)) { \($1) }" }.joined(separator: " else ")
                        + " else { \(original) }"
                } else {
                    output += "(" + branches.map { "\(switchName)(\($0)) ? \($1) : " }.joined() + original + ")"
                }
                index = site.range.upperBound
                pending.removeAll { $0.range.lowerBound < index }
                continue
            }
            guard index < range.upperBound else { break }
            output.append(text[index])
            index += 1
        }
        return output
    }

    /// The switch: the mutant the process runs, read once from its environment.
    private static let switchSource = """
        // Written by the self-test's mutation phase into its own copy of the workbook; never part of a lesson.
        import Foundation

        nonisolated private let workbookActiveMutant =
            Int(ProcessInfo.processInfo.environment["\(WorkbookVariable.mutant.name)"] ?? "") ?? 0

        /// True when the mutant `number` is the one this process runs.
        nonisolated func \(switchName)(_ number: Int) -> Bool { workbookActiveMutant == number }

        """
}
