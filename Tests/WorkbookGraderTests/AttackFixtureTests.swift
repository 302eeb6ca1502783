import Foundation
import Testing
import WorkbookConventions
@testable import GraderKit

/// The self-test proves each recorded attack harmless by the code review alone, without a build: these
/// checks hold that proof to the workbook's attacks and to a harmless change.
@Suite("Attack fixtures")
struct AttackFixtureTests {
    @Test("the review alone flags every recorded attack with its expected words; the plain solution has no finding")
    func reviewFlagsEveryAttack() throws {
        let source = FixtureWorkbook.sourceRoot
        let attacks = try Fixture.all(root: source).values.joined().filter(\.isAttack)
        #expect(!attacks.isEmpty)
        for attack in attacks {
            #expect(try review(attack.lessonFolder, overlay: attack.overlay(root: source)).isEmpty == false,
                    "\(attack.lessonFolder)/\(attack.name)")
            let problem = attack.problem(inReview: try review(attack.lessonFolder, overlay: attack.overlay(root: source)))
            #expect(problem == nil, "\(attack.lessonFolder)/\(attack.name): \(problem?.text(in: .en) ?? "")")
            #expect(try review(attack.lessonFolder, overlay: [:]).isEmpty, "\(attack.lessonFolder)'s solution")
        }
    }

    @Test("an attack the review does not flag, or flags for other reasons, is named")
    func unflaggedAttack() throws {
        let source = FixtureWorkbook.sourceRoot
        var attack = try #require(try Fixture.all(root: source).values.joined().first(where: \.isAttack))
        guard case .attackNotFlagged = attack.problem(inReview: []) else {
            Issue.record("expected an attack without findings to be named as not flagged")
            return
        }
        attack.expect = ["a word no finding has"]
        let findings = try review(attack.lessonFolder, overlay: attack.overlay(root: source))
        guard case .reviewLacks(let missing, _) = attack.problem(inReview: findings) else {
            Issue.record("expected the missing words to be named")
            return
        }
        #expect(missing == ["a word no finding has"])
    }

    /// The review's findings on the solution of `lesson` with `overlay` in place, in a copy of its folder.
    private func review(_ lesson: String, overlay: [String: Data]) throws -> [ReviewFinding] {
        let source = FixtureWorkbook.sourceRoot
        let root = NSTemporaryDirectory() + "attack-review-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let layout = LessonLayout(folder: lesson)
        let folder = root + "/" + layout.sourceFolder(.lessons)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let solutions = source + "/" + layout.sourceFolder(.solutions)
        for file in try FileManager.default.contentsOfDirectory(atPath: solutions) where file.hasSuffix(".swift") {
            try FileManager.default.copyItem(atPath: solutions + "/" + file, toPath: folder + "/" + file)
        }
        for (file, data) in overlay { try data.write(to: URL(fileURLWithPath: folder + "/" + file)) }
        let writesTests = FileManager.default.fileExists(atPath: source + "/" + layout.bugsFile)
        return CodeReview(folder: layout.sourceFolder(.lessons), root: root, checkHelpers: CodeReview.checkHelpers(root: source),
                          workbookModules: CodeReview.workbookModules(root: source), writesTests: writesTests).findings()
    }
}
