import Foundation
import WorkbookConventions

/// The bugs the grader builds into copies of the code a lesson's learner tests (lesson 06), read from
/// `Tests/LessonNNTests/Bugs.json`: each bug is a few edits of the correct code's files.
///
/// A lesson with this file has no hidden checks: the learner's tests are the checks, and each bug is a
/// check they pass by failing against the copy that holds it (``BuiltInBugGrading``). The code the learner
/// reads holds none of it; the copies are built where only the grader looks (``BugCopyBuild``).
struct BuiltInBugs: Decodable, Sendable {
    /// One text replacement in one file of the code under test.
    struct Edit: Decodable, Sendable, Equatable {
        /// The file's name in ``BuiltInBugs/code``, e.g. `MealListModel.swift`.
        let file: String
        /// The correct code's text, found exactly once in the file.
        let replace: String
        /// What the copy holds in its place.
        let with: String
    }

    struct Bug: Decodable, Sendable {
        /// A name for logs and the report's ids, e.g. `loading-stays-after-failure`; never in a test's process.
        let id: String
        /// The lesson step whose test double catches it.
        let step: Int
        /// What a test must try to meet the bug, said vaguely: the first thing a learner reads of a missed one.
        let situation: String
        /// The closer look a test must take, as a question: shown once the step's second hint was seen.
        let question: String
        /// What the code does wrong, in the learner's words: shown once a test caught it.
        let does: String
        /// The edits that make the copy.
        let edits: [Edit]
        /// What catching it is worth; 1 when not given.
        var points: Int?
        /// ``situation``, ``question`` and ``does`` in German.
        var situationGerman: String?
        var questionGerman: String?
        var doesGerman: String?

        enum CodingKeys: String, CodingKey {
            case id, step, situation, question, does, edits, points
            case situationGerman = "situation_de", questionGerman = "question_de", doesGerman = "does_de"
        }

        func situation(in language: Language) -> String { language == .de ? situationGerman ?? situation : situation }
        func question(in language: Language) -> String { language == .de ? questionGerman ?? question : question }
        func does(in language: Language) -> String { language == .de ? doesGerman ?? does : does }
    }

    /// The folder of the code the bugs go into, e.g. `Sources/MealKit`: one module.
    let code: String
    /// The modules that code imports from the workbook, e.g. `AppDomain`: linked into every copy.
    let links: [String]
    /// Step titles by number, e.g. `"2": "A stub that fails"`.
    let steps: [String: String]
    /// The step titles in German, by number.
    var stepsGerman: [String: String]?
    let bugs: [Bug]

    enum CodingKeys: String, CodingKey {
        case code, links, steps, bugs
        case stepsGerman = "steps_de"
    }

    /// The catalog of `lesson` in the workbook at `root`, or nil for a lesson with hidden checks.
    static func of(_ lesson: Lesson, root: String) throws -> BuiltInBugs? {
        let path = root + "/" + lesson.layout.bugsFile
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        do {
            return try JSONDecoder().decode(BuiltInBugs.self, from: data)
        } catch {
            throw GraderError.setup(CatalogWords.invalidFile(lesson.layout.bugsFile, error: "\(error)"))
        }
    }

    /// The text of `file` in the copy that holds `bug`, from the correct code's `text`; nil when an edit's
    /// text is not found exactly once — the catalog no longer fits the code.
    static func apply(_ edits: [Edit], to text: String, file: String) -> String? {
        var result = text
        for edit in edits where edit.file == file {
            guard result.components(separatedBy: edit.replace).count == 2 else { return nil }
            result = result.replacingOccurrences(of: edit.replace, with: edit.with)
        }
        return result
    }

    /// `Step 2 · A stub that fails`, the group a bug's check, or a learner's test of that step, is reported under.
    func group(ofStep step: Int) -> String {
        StepTitle(step: step, title: steps[String(step)] ?? "").text
    }

    /// The step's title in `language`, e.g. `Schritt 2 · Ein Stub, der fehlschlägt`.
    func group(ofStep step: Int, in language: Language) -> String {
        let key = String(step)
        let title = language == .de ? stepsGerman?[key] ?? steps[key] ?? "" : steps[key] ?? ""
        return CatalogWords.step(step, title: title).text(in: language)
    }
}
