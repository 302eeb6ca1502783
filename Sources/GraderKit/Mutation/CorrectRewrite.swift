import Foundation

/// Changes that keep a correct program correct, in the styles learners write: the one table of the
/// engine's rewrites, the counterpart of ``MutationOperator``. A reference solution with every rewrite
/// that applies must pass every check; a check that rejects it rejects correct learners' code too.
///
/// Each rewrite is written for the reference solutions' style and applies only where it cannot change
/// what the program does: a struct becomes a class only when it has no state a copy could split.
enum CorrectRewrite: String, CaseIterable, Sendable {
    case taskAsOnAppear = "task-as-onappear"
    case listAsForEach = "list-as-foreach"
    case buttonWithLabel = "button-with-label"
    case standInAsClass = "struct-as-final-class"
    case sleepOnClock = "sleep-on-clock"
    case ownFailureType = "own-failure-type"
    case helperInOwnFile = "helper-in-own-file"

    /// The learner's style the rewrite stands for.
    var style: String {
        switch self {
        case .taskAsOnAppear: "`.task { … }` written as `.onAppear { Task { … } }`"
        case .listAsForEach: "`List(items) { … }` written as `List { ForEach(items) { … } }`"
        case .buttonWithLabel: "`Button(\"Title\") { … }` written as `Button { … } label: { Text(\"Title\") }`"
        case .standInAsClass: "a stateless conforming struct written as a `final class`"
        case .sleepOnClock: "`Task.sleep(for:)` written as `ContinuousClock().sleep(for:)`"
        case .ownFailureType: "a stand-in that fails with an error type of its own instead of `URLError`"
        case .helperInOwnFile: "a file's last declaration moved into a file of its own"
        }
    }
}

/// A lesson's reference solution with every ``CorrectRewrite`` that applies, and where each applied.
struct RewrittenSolution {
    /// One rewrite at one place.
    struct Applied: Equatable, Sendable {
        let rewrite: CorrectRewrite
        let file: String
        /// From 1, in the solution as written.
        let line: Int
    }

    /// The error type ``CorrectRewrite/ownFailureType`` throws, declared in a file of its own.
    static let failureType = "RewrittenFailure"

    private(set) var files: [String: String]
    private(set) var applied: [Applied] = []

    /// Rewrites `solution` (Swift files by name). `text` is what the lesson asks for by name (its contract):
    /// an error it names is part of the task, not a style, and is kept.
    init(solution: [String: String], text: String = "") {
        files = solution
        let protocols = Set(solution.values.flatMap { text in
            text.matches(of: /(?m)^protocol (\w+)/).map { String($0.1) }
        })
        for name in files.keys.sorted() {
            guard var lines = files[name]?.components(separatedBy: "\n") else { continue }
            let source = SwiftSourceLines(lines.joined(separator: "\n"))
            rewriteViewBlocks(in: &lines, source: source, file: name)
            rewriteStandIns(in: &lines, source: source, file: name, protocols: protocols, text: text)
            files[name] = lines.joined(separator: "\n")
        }
        for name in files.keys.sorted() { moveLastDeclaration(outOf: name) }
    }

    // MARK: - Rewrites within a file (lines keep their numbers)

    /// Blocks a view writes in another form: `.task {` … `}` becomes `.onAppear { Task {` … `} }`,
    /// `List(items) { item in` … `}` becomes `List { ForEach(items) { item in` … `} }`, and a button titled by
    /// a string gets the title as its label view.
    private mutating func rewriteViewBlocks(in lines: inout [String], source: SwiftSourceLines, file: String) {
        for (index, line) in source.lines.enumerated() {
            let code = line.code
            let rewrite: (CorrectRewrite, opening: String, closing: String)
            if code == ".task {" {
                rewrite = (.taskAsOnAppear, ".onAppear { Task {", "} }")
            } else if let list = code.firstMatch(of: /^List\((.+)\) \{ (\w+) in$/) {
                rewrite = (.listAsForEach, "List { ForEach(\(list.1)) { \(list.2) in", "} }")
            } else if let button = code.firstMatch(of: /^Button\(("[^"\\]*")\) \{$/) {
                rewrite = (.buttonWithLabel, "Button {", "} label: { Text(\(button.1)) }")
            } else if let button = code.firstMatch(of: /^Button\(("[^"\\]*"), systemImage: (.+)\) \{$/) {
                rewrite = (.buttonWithLabel, "Button {", "} label: { Label(\(button.1), systemImage: \(button.2)) }")
            } else {
                continue
            }
            guard let end = source.lines.lastIndex(where: { $0.blocks.contains { $0.openedAt == index } }),
                  source.lines[end].code.hasPrefix("}"), let close = lines[end].range(of: "}") else { continue }
            lines[index] = String(repeating: " ", count: line.indent) + rewrite.opening
            lines[end].replaceSubrange(close, with: rewrite.closing)
            applied.append(Applied(rewrite: rewrite.0, file: file, line: index + 1))
        }
    }

    /// Inside a top-level struct that conforms to one of the lesson's protocols: the struct becomes a
    /// `final class` where it holds nothing but constants with their values (no memberwise initializer, no
    /// state a copy could split); a stand-in's `URLError` becomes an error of its own; a `Task.sleep(for:)`
    /// waits on the continuous clock.
    private mutating func rewriteStandIns(in lines: inout [String], source: SwiftSourceLines, file: String,
                                          protocols: Set<String>, text: String) {
        for (index, line) in source.lines.enumerated() where line.blocks.isEmpty {
            guard let match = line.code.firstMatch(of: /^struct (\w+)\s*:\s*([\w, ]+)\{$/) else { continue }
            let name = String(match.1)
            let conformances = match.2.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard conformances.contains(where: protocols.contains) else { continue }
            let body = source.lines.indices.filter { source.lines[$0].blocks.contains { $0.openedAt == index } }
            let members = body.filter { source.lines[$0].blocks.count == 1 }.map { source.lines[$0].code }
            let stateless = !members.contains { member in
                member.contains("mutating ") || member.hasPrefix("init(")
                    || member.firstMatch(of: /^(?:(?:private|fileprivate) )?var \w+/) != nil
                    || member.firstMatch(of: /^(?:(?:private|fileprivate) )?let \w+\s*:[^=]*$/) != nil
            }
            if stateless, let range = lines[index].range(of: "struct ") {
                lines[index].replaceSubrange(range, with: "final class ")
                applied.append(Applied(rewrite: .standInAsClass, file: file, line: index + 1))
            }
            for line in body where source.lines[line].code.hasPrefix("try await Task.sleep(for:") {
                guard let range = lines[line].range(of: "Task.sleep(for:") else { continue }
                lines[line].replaceSubrange(range, with: "ContinuousClock().sleep(for:")
                applied.append(Applied(rewrite: .sleepOnClock, file: file, line: line + 1))
            }
            // The live service's error is the network's own; a stand-in's is whatever makes it fail, unless
            // the text asks for that error by name.
            guard !name.hasPrefix("Live") else { continue }
            for line in body where source.lines[line].code.hasPrefix("throw URLError(")
                && !text.contains(source.lines[line].code.dropFirst("throw ".count)) {
                guard let start = lines[line].range(of: "URLError(") else { continue }
                lines[line].replaceSubrange(start.lowerBound..., with: "\(Self.failureType)()")
                applied.append(Applied(rewrite: .ownFailureType, file: file, line: line + 1))
                files[Self.failureType + ".swift"] = "/// A failure of the stand-ins' own type, which the self-test's rewrites throw.\n"
                    + "struct \(Self.failureType): Error {}\n"
            }
        }
    }

    // MARK: - Moving a declaration

    /// Moves the file's last top-level declaration, with its doc comment and attributes, into a file of its
    /// own named after it, with the same imports. Only where the file has more than one declaration and
    /// nothing `private` or `fileprivate` at its top level, which the other file could not see.
    private mutating func moveLastDeclaration(outOf name: String) {
        guard let text = files[name] else { return }
        let source = SwiftSourceLines(text)
        let lines = text.components(separatedBy: "\n")
        let starts = source.lines.indices.filter { index in
            let line = source.lines[index]
            return line.blocks.isEmpty && line.indent == 0
                && line.code.firstMatch(of: /^(?:final )?(?:struct|class|enum|protocol|extension|actor) \w/) != nil
        }
        guard starts.count > 1, let last = starts.last,
              !source.lines.contains(where: { $0.blocks.isEmpty && ($0.code.hasPrefix("private ") || $0.code.hasPrefix("fileprivate ")) }),
              let typeName = source.lines[last].code.firstMatch(of: /(?:struct|class|enum|protocol|extension|actor) (\w+)/)?.1
        else { return }
        var first = last
        while first > 0, lines[first - 1].hasPrefix("///") || lines[first - 1].hasPrefix("@") { first -= 1 }
        let isExtension = source.lines[last].code.hasPrefix("extension ")
        let stem = isExtension ? "\(typeName)+\((name as NSString).deletingPathExtension)" : String(typeName)
        guard files[stem + ".swift"] == nil else { return }
        let imports = lines.filter { $0.hasPrefix("import ") }
        files[stem + ".swift"] = (imports + [""] + lines[first...]).joined(separator: "\n")
        var kept = Array(lines[..<first])
        while kept.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { kept.removeLast() }
        files[name] = (kept + [""]).joined(separator: "\n")
        applied.append(Applied(rewrite: .helperInOwnFile, file: name, line: first + 1))
    }
}
