import Foundation
import WorkbookConventions

extension Fixture {
    /// The folder name of the correct variant the self-test writes itself.
    static let rewrittenName = correctPrefix + "automatic-rewrites"

    /// A correct variant written by the self-test rather than by hand: the lesson's reference solution with
    /// every ``CorrectRewrite`` that applies (``RewrittenSolution``). Nil where none applies.
    static func rewritten(_ lesson: Lesson, root: String) -> Fixture? {
        let solution = MutationPhase.solution(of: lesson, root: root).swift
        let contract = (try? String(contentsOfFile: root + "/" + lesson.layout.contractFile, encoding: .utf8)) ?? ""
        let rewritten = RewrittenSolution(solution: solution, text: contract)
        guard !rewritten.applied.isEmpty else { return nil }
        let changed = rewritten.files.filter { solution[$0.key] != $0.value }.mapValues { Data($0.utf8) }
        let places = Dictionary(grouping: rewritten.applied, by: \.rewrite)
        let description = "The reference solution, rewritten by the self-test: " + CorrectRewrite.allCases.compactMap { rewrite in
            places[rewrite].map { applied in
                rewrite.style + " (" + applied.map { "\($0.file):\($0.line)" }.joined(separator: ", ") + ")"
            }
        }.joined(separator: "; ")
        return Fixture(description: description, lessonFolder: lesson.folder, name: rewrittenName, files: changed)
    }

    private init(description: String, lessonFolder: String, name: String, files: [String: Data]) {
        self.description = description
        check = nil
        expect = []
        self.lessonFolder = lessonFolder
        self.name = name
        self.files = files
    }
}
