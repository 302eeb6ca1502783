import Foundation
import WorkbookConventions

/// The bugs the grader plants, one at a time, in the code a lesson's learner tests (lesson 06): read
/// from `Tests/LessonNNTests/PlantedBugs.json`.
///
/// A lesson with this file has no hidden checks: the learner's tests are the checks, and each planted
/// bug is a check they pass by failing while it is active.
struct PlantedBugs: Decodable, Sendable {
    struct Bug: Decodable, Sendable {
        /// The name the planted code checks for, e.g. `loading-stays-after-failure`.
        let id: String
        /// The lesson step whose test double catches it.
        let step: Int
        /// What the code does wrong while it is planted, in the learner's words.
        let does: String
        /// The hint for a bug no test caught, as a question.
        let question: String
        /// What catching it is worth; 1 when not given.
        var points: Int?
        /// ``does`` and ``question`` in German.
        var doesGerman: String?
        var questionGerman: String?

        enum CodingKeys: String, CodingKey {
            case id, step, does, question, points
            case doesGerman = "does_de", questionGerman = "question_de"
        }

        /// What the code does wrong, in `language`.
        func does(in language: Language) -> String { language == .de ? doesGerman ?? does : does }
        /// The question for a bug no test caught, in `language`.
        func question(in language: Language) -> String { language == .de ? questionGerman ?? question : question }
    }

    /// The folder of the code the bugs are planted in, e.g. `Sources/MealKit`.
    let code: String
    /// Step titles by number, e.g. `"2": "A stub that fails"`.
    let steps: [String: String]
    /// The step titles in German, by number.
    var stepsGerman: [String: String]?
    let bugs: [Bug]

    enum CodingKeys: String, CodingKey {
        case code, steps, bugs
        case stepsGerman = "steps_de"
    }

    /// The environment variable that names the active bug in the test process.
    static let variable = WorkbookVariable.plantedBug.name

    /// The catalog of `lesson` in the workbook at `root`, or nil for a lesson with hidden checks.
    static func of(_ lesson: Lesson, root: String) throws -> PlantedBugs? {
        let path = root + "/" + lesson.layout.plantedBugsFile
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        do {
            return try JSONDecoder().decode(PlantedBugs.self, from: data)
        } catch {
            throw GraderError.setup(CatalogWords.invalidFile(lesson.layout.plantedBugsFile, error: "\(error)"))
        }
    }

    /// `Step 2 · A stub that fails`, the group a bug's check is reported under.
    func group(of bug: Bug) -> String {
        StepTitle(step: bug.step, title: steps[String(bug.step)] ?? "").text
    }

    /// The step's title in `language`, e.g. `Schritt 2 · Ein Stub, der fehlschlägt`.
    func group(of bug: Bug, in language: Language) -> String {
        let key = String(bug.step)
        let title = language == .de ? stepsGerman?[key] ?? steps[key] ?? "" : steps[key] ?? ""
        return CatalogWords.step(bug.step, title: title).text(in: language)
    }
}
