import Foundation
import WorkbookConventions

/// A recorded student answer: the reference solution of a lesson with some files replaced. Either a
/// typical *mistake*, which a named check must catch with a message containing certain words, a
/// *correct variant* written in another style, which every check must accept, or an *attack* on the
/// grade, which the code review must flag with those words before any of it runs.
///
/// On disk: `Tests/Fixtures/NN-Topic/<name>/fixture.json`, with the change either as `edits` to the
/// solution's files (preferred: the fixture shows only what the student did) or as whole `.swift` files
/// next to it, which replace the solution's file of that name or add a new one. A folder named
/// `correct-…` holds a correct variant, one named `attack-…` an attack; neither names a check. One named
/// `transfer-…` is a mistake: the lesson's cheat sheet, renamed and copied in.
///
/// ```json
/// { "description": "The view still loads from MealAPI.shared in .task",
///   "check": "never reaches the live MealAPI when it is given a service",
///   "expect": ["reached the live MealAPI"],
///   "edits": [{ "file": "RecipeListView.swift",
///               "replace": "await service.meals", "with": "await MealAPI.shared.meals" }] }
/// ```
///
/// A mistake that keeps the checks from compiling (a `let` where the checks call an initializer label)
/// names ``compilesCheck`` as its check: the grader's words for what the checks call must then hold the
/// expected words, and name the fixture's `place` as the file to change.
struct Fixture: Decodable, Sendable {
    /// A text substitution in one of the solution's files: in `file`, `replace` becomes `with`.
    struct Edit: Decodable, Sendable {
        let file, replace, with: String
    }

    /// What the student did, in one sentence.
    let description: String
    /// The display name of the check that must fail; nil for a correct variant.
    let check: String?
    /// Words the check's message must contain, so the student learns what went wrong.
    var expect: [String]
    /// The file the check's arrow must point into, e.g. `RecipeScreen.swift`: the step's own file, not
    /// another one of the lesson.
    var place: String?
    /// Text the line the arrow points at must contain, e.g. `Analytics.shared.track`: the code that must
    /// change, not a default value that must stay.
    var placeText: String?
    /// Whether the mistake stops the check before any line can be named (a recursion stopped for its
    /// memory, or a declaration the checks cannot compile against), so it has no line to record.
    var placeless = false
    /// Substitutions applied to the solution's files.
    var edits: [Edit] = []
    /// At least this many checks must fail, e.g. for a suite that tests only the happy path.
    var failing: Int?
    /// The one system the fixture holds on (``TestPlatform/name``, e.g. `Linux`), when what it proves is
    /// that system's: the self-test elsewhere leaves it out.
    var onlyOn: String?

    /// The lesson folder, e.g. `01-SingletonProblem`.
    var lessonFolder = ""
    /// The fixture's folder name, e.g. `view-reads-shared`.
    var name = ""

    /// The `check` of a mistake that keeps the checks from compiling.
    static let compilesCheck = "compiles"
    /// The folder prefix of a correct variant.
    static let correctPrefix = "correct-"
    /// The folder prefix of an attack on the grade.
    static let attackPrefix = "attack-"
    /// The folder prefix of the lesson's cheat sheet, renamed and copied in: a mistake that a check of the
    /// transfer step must catch (``TransferSteps``).
    static let transferPrefix = "transfer-"

    /// Whether this is a correct variant, which every check must accept.
    var isCorrectVariant: Bool { name.hasPrefix(Self.correctPrefix) }
    /// Whether this is an attack, which the code review must flag.
    var isAttack: Bool { name.hasPrefix(Self.attackPrefix) }
    /// Whether this is the lesson's cheat sheet copied in, which its transfer step must not let pass.
    var isTransfer: Bool { name.hasPrefix(Self.transferPrefix) }
    /// The replacement files: file name → contents.
    var files: [String: Data] = [:]

    private enum CodingKeys: String, CodingKey { case description, check, expect, place, placeText, placeless, edits, failing, onlyOn }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        description = try container.decode(String.self, forKey: .description)
        check = try container.decodeIfPresent(String.self, forKey: .check)
        expect = try container.decodeIfPresent([String].self, forKey: .expect) ?? []
        place = try container.decodeIfPresent(String.self, forKey: .place)
        placeText = try container.decodeIfPresent(String.self, forKey: .placeText)
        placeless = try container.decodeIfPresent(Bool.self, forKey: .placeless) ?? false
        edits = try container.decodeIfPresent([Edit].self, forKey: .edits) ?? []
        failing = try container.decodeIfPresent(Int.self, forKey: .failing)
        onlyOn = try container.decodeIfPresent(String.self, forKey: .onlyOn)
    }

    /// The files that differ from the reference solution: the replacement files, then the edits applied
    /// to the solution's text.
    ///
    /// - Throws: when an edit's text no longer occurs in the solution, so a stale fixture is noticed.
    func overlay(root: String) throws -> [String: Data] {
        var overlay = files
        for edit in edits {
            let path = root + "/" + LessonLayout(folder: lessonFolder).sourceFolder(.solutions) + "/" + edit.file
            let original = overlay[edit.file].map { String(decoding: $0, as: UTF8.self) }
                ?? (try? String(contentsOfFile: path, encoding: .utf8))
            guard let original, original.contains(edit.replace) else {
                throw GraderError.setup(FixtureWords.editNoLongerApplies(file: edit.file, text: edit.replace))
            }
            overlay[edit.file] = Data(original.replacingOccurrences(of: edit.replace, with: edit.with).utf8)
        }
        return overlay
    }

    /// Why this fixture's verdict is not what it should be — a mistake that no check caught with the
    /// expected words, a correct variant that some check rejects — or `nil` when it is.
    /// `root` is the workbook the result was graded in, for reading the line an arrow points at.
    func problem(in result: LessonResult?, root: String) -> FixtureWords? {
        guard let result else { return .notGraded }
        if isAttack {
            guard result.status == .needsReview else {
                return .attackLetThrough(passed: result.passedCount, of: result.checks.count)
            }
            return problem(inReview: result.review)
        }
        if result.status == .needsReview {
            return .flagged(first: result.review.first.map { "\($0.place): \($0.construct)" } ?? "")
        }
        if check == Self.compilesCheck { return compileProblem(in: result) }
        if result.status == .doesNotCompile {
            let first = result.compileProblems.first.map { "\($0.place): \($0.message)" } ?? ""
            return isCorrectVariant ? .variantDoesNotCompile(first: first) : .mistakeDoesNotCompile(first: first)
        }
        if result.status == .couldNotStart { return .couldNotStart(reason: result.startFailure ?? "") }
        // A learner's own tests (lesson 06) are judged like checks here; a built-in bug is named by its id.
        let all = result.ownTests + result.checks
        guard let check else {
            let rejected = all.filter { $0.status != .passed }
            guard !rejected.isEmpty else { return result.checks.isEmpty ? .noCheckRan : nil }
            return .rejected(rejections: rejected.map { check in
                "“\(check.name)” (\(check.status.rawValue)): \(check.problems.first?.message ?? "")"
            }.joined(separator: "; "))
        }
        guard let found = all.first(where: { $0.name == check || $0.id.hasSuffix(".bugs/" + check) }) else {
            return .noSuchCheck(check)
        }
        guard found.status != .passed else { return .mistakeUnnoticed(check: check) }
        let failed = result.checks.filter { $0.status != .passed }.count
        if let failing, failed < failing { return .tooFewFail(failed: failed, least: failing) }
        let message = found.problems.map(\.message).joined(separator: "\n")
        let missing = expect.filter { !message.localizedCaseInsensitiveContains($0) }
        guard missing.isEmpty else { return .messageLacks(check: check, missing, message: message) }
        let shown = found.problems.compactMap(\.place).first
        if let place, shown?.path.hasSuffix("/" + place) != true {
            return .arrowElsewhere(check: check, shown: shown?.description, place: place)
        }
        if let placeText {
            let text = shown.flatMap { try? String(contentsOfFile: root + "/" + $0.path, encoding: .utf8) }
            let lines = text?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
            let line = shown?.line.flatMap { $0 >= 1 && $0 <= lines.count ? String(lines[$0 - 1]) : nil } ?? ""
            guard line.contains(placeText) else {
                return .arrowAtOtherLine(check: check, line: line.trimmingCharacters(in: .whitespaces),
                                         shown: shown?.description, text: placeText)
            }
        }
        return nil
    }

    /// Why the report on checks that do not compile misses this mistake: nothing failed to compile, or what
    /// the checks call (the contract lines the report quotes, in both languages, for the lesson or for the
    /// step whose checks wait) lacks the expected words, or names another file.
    private func compileProblem(in result: LessonResult) -> FixtureWords? {
        let wanted = result.compileProblems.compactMap(\.expectation)
            + result.checks.flatMap(\.problems).compactMap(\.wanted)
        guard !wanted.isEmpty || result.status == .doesNotCompile else {
            return .mistakeUnnoticed(check: Self.compilesCheck)
        }
        let message = wanted.map { "Step \($0.step): \($0.expectation) · \($0.german ?? "")" }.joined(separator: "\n")
        let missing = expect.filter { !message.localizedCaseInsensitiveContains($0) }
        guard missing.isEmpty else {
            let said = message.isEmpty ? result.compileProblems.map(\.message).joined(separator: "\n") : message
            return .messageLacks(check: Self.compilesCheck, missing, message: said)
        }
        if let place, !wanted.contains(where: { $0.file == place }) {
            return .arrowElsewhere(check: Self.compilesCheck, shown: wanted.first?.file, place: place)
        }
        return nil
    }

    /// Why the code review's `findings` on this attack do not flag it with the expected words, or `nil`
    /// when they do. A lesson with a finding is never built or run (``CodeReview``), so the review alone
    /// proves an attack harmless.
    func problem(inReview findings: [ReviewFinding]) -> FixtureWords? {
        guard !findings.isEmpty else { return .attackNotFlagged }
        let text = findings.map { "\($0.construct) \($0.reason.text(in: .en))" }.joined(separator: "\n")
        let missing = expect.filter { !text.localizedCaseInsensitiveContains($0) }
        return missing.isEmpty ? nil : .reviewLacks(missing, findings: text)
    }

    /// Every fixture under `Tests/Fixtures`, by lesson folder, in name order.
    static func all(root: String) throws -> [String: [Fixture]] {
        let manager = FileManager.default
        var fixtures: [String: [Fixture]] = [:]
        let lessons = (try? manager.contentsOfDirectory(atPath: root + "/Tests/Fixtures")) ?? []
        for lesson in lessons.filter(LessonLayout.isLessonFolder).sorted() {
            let lessonPath = LessonLayout(folder: lesson).fixturesFolder
            for name in ((try? manager.contentsOfDirectory(atPath: root + "/" + lessonPath)) ?? []).sorted() {
                let folder = root + "/" + lessonPath + "/" + name
                guard let json = manager.contents(atPath: folder + "/fixture.json") else { continue }
                var fixture: Fixture
                do {
                    fixture = try JSONDecoder().decode(Fixture.self, from: json)
                } catch {
                    throw GraderError.setup(CatalogWords.invalidFile("\(lessonPath)/\(name)/fixture.json", error: "\(error)"))
                }
                if let system = fixture.onlyOn, system != Platforms.current.name { continue }
                fixture.lessonFolder = lesson
                fixture.name = name
                if (fixture.isCorrectVariant || fixture.isAttack) != (fixture.check == nil) {
                    throw GraderError.setup(FixtureWords.misnamed(path: "\(lessonPath)/\(name)/fixture.json"))
                }
                for file in try manager.contentsOfDirectory(atPath: folder) where file.hasSuffix(".swift") {
                    fixture.files[file] = manager.contents(atPath: folder + "/" + file)
                }
                fixtures[lesson, default: []].append(fixture)
            }
        }
        return fixtures
    }
}
