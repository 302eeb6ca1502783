import Foundation

/// A recorded typical mistake: the reference solution of a lesson with some files replaced, and the
/// check that must catch it with a message containing certain words.
///
/// On disk: `Tests/Fixtures/NN-Topic/<mistake>/fixture.json` next to the replacement `.swift` files.
///
/// ```json
/// { "description": "The view still loads from MealAPI.shared in .task",
///   "check": "never reaches the live MealAPI when it is given a service",
///   "expect": ["reached the live MealAPI"] }
/// ```
struct MistakeFixture: Decodable, Sendable {
    /// What the student did, in one sentence.
    let description: String
    /// The display name of the check that must fail.
    let check: String
    /// Words the check's message must contain, so the student learns what went wrong.
    let expect: [String]

    /// The lesson folder, e.g. `01-SingletonProblem`.
    var lessonFolder = ""
    /// The fixture's folder name, e.g. `view-reads-shared`.
    var name = ""
    /// The replacement files: file name → contents.
    var files: [String: Data] = [:]

    private enum CodingKeys: String, CodingKey { case description, check, expect }

    /// Every fixture under `Tests/Fixtures`, by lesson folder, in name order.
    static func all(root: String) throws -> [String: [MistakeFixture]] {
        let base = root + "/Tests/Fixtures"
        let manager = FileManager.default
        var fixtures: [String: [MistakeFixture]] = [:]
        for lesson in ((try? manager.contentsOfDirectory(atPath: base)) ?? []).sorted() {
            let lessonPath = base + "/" + lesson
            for name in ((try? manager.contentsOfDirectory(atPath: lessonPath)) ?? []).sorted() {
                let folder = lessonPath + "/" + name
                guard let json = manager.contents(atPath: folder + "/fixture.json") else { continue }
                var fixture: MistakeFixture
                do {
                    fixture = try JSONDecoder().decode(MistakeFixture.self, from: json)
                } catch {
                    throw GraderError.setup("Tests/Fixtures/\(lesson)/\(name)/fixture.json is not valid: \(error)")
                }
                fixture.lessonFolder = lesson
                fixture.name = name
                for file in try manager.contentsOfDirectory(atPath: folder) where file.hasSuffix(".swift") {
                    fixture.files[file] = manager.contents(atPath: folder + "/" + file)
                }
                fixtures[lesson, default: []].append(fixture)
            }
        }
        return fixtures
    }
}
