import Foundation
import WorkbookConventions

/// A lesson's own errors, told from its checks': the lesson built alone or with its contract, and the
/// contract's lines that a check's error breaks.
extension TestBuilder {
    /// The compile errors of `lesson` built without its checks: its contract where it has one (which
    /// compiles the lesson's own code first), else its own code alone. Nil when that compiles, so the
    /// checks' own errors are what there is — without a build when the contract's build showed it (`shown`).
    func problemsWhenBuiltAlone(_ lesson: Lesson, excluding excluded: [String],
                                        leavingOut pendingChecks: [String], shown: Compiles?) throws -> [CompileProblem]? {
        // NB: the manifest leaves the contract out while some of the lesson's steps are.
        let contracted = hasContract(lesson) && !pendingChecks.contains { $0.hasPrefix(lesson.layout.testModule + "/") }
        // The lesson's files are as they were then: what compiled then compiles now. A lesson with later steps
        // not started, whose checks call more than its contract lists, met this in every build (a SwiftPM
        // build of 0.6 s; in a batch, every submission with that lesson as handed out).
        if shown == .withContract || (shown == .ownCode && !contracted) { return nil }
        let target = contracted ? lesson.layout.contractModule : lesson.layout.module
        let (result, stopped) = try runSwiftBuild(
            excluding: excluded, leavingOut: pendingChecks, target: target,
            activity: .findingFirstError(lesson: lesson.number))
        if let stopped { return [stopped.problem(of: lesson, in: workspace)] }
        guard !result.succeeded else { return nil }
        // Only errors in code count here; anything else leaves the whole build's errors as they were.
        let errors = CompilerOutput.errors(in: result.stdout + "\n" + result.stderr, root: workspace.root)
            .filter { LessonLayout.lessonNumber(ofPath: $0.place.path) == lesson.number }
        return errors.isEmpty ? nil : errors.map(problem)
    }

    /// What a build of a lesson's contract showed to compile: the lesson's own code (the errors were all in
    /// the contract), or the contract too.
    enum Compiles { case ownCode, withContract }

    /// Whether the lesson's checks list what they call in `Contract/Contract.swift`, a target of its own.
    func hasContract(_ lesson: Lesson) -> Bool {
        FileManager.default.fileExists(atPath: "\(workspace.root)/\(lesson.layout.contractFile)")
    }

    /// A compiler error as the report shows it; in a hidden check, with the contract line it breaks.
    func problem(from error: CompilerOutput.Error) -> CompileProblem {
        let contract = error.place.path.hasPrefix("Tests/") ? contractLine(at: error.place) : nil
        return CompileProblem(place: error.place, message: error.message,
                              notes: error.notes.isEmpty ? nil : error.notes, expectation: contract)
    }

    /// The contract comment on the line of a hidden check that `place` names, if that line has one.
    private func contractLine(at place: SourcePlace) -> ContractLine? {
        guard let line = place.line,
              let text = try? String(contentsOfFile: workspace.root + "/" + place.path, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return line >= 1 && line <= lines.count ? ContractLine(parsing: String(lines[line - 1])) : nil
    }

    /// Whether every error is in a hidden check's own file, none in the contract or the lesson's code.
    static func failsOnlyInCheckFiles(_ problems: [CompileProblem]) -> Bool {
        !problems.isEmpty && problems.allSatisfy { $0.place.path.hasPrefix("Tests/") && $0.expectation == nil }
    }
}
