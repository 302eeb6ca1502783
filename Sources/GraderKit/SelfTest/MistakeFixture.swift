import Foundation

/// A recorded typical mistake: the reference solution of a lesson with some files replaced, and the
/// check that must catch it with a message containing certain words.
///
/// On disk: `Tests/Fixtures/NN-Topic/<mistake>/fixture.json`, with the mistake either as `edits` to
/// the solution's files (preferred: the fixture shows only what the student did) or as whole
/// replacement `.swift` files next to it.
///
/// ```json
/// { "description": "The view still loads from MealAPI.shared in .task",
///   "check": "never reaches the live MealAPI when it is given a service",
///   "expect": ["reached the live MealAPI"],
///   "edits": [{ "file": "RecipeListView.swift",
///               "replace": "await service.meals", "with": "await MealAPI.shared.meals" }] }
/// ```
struct MistakeFixture: Decodable, Sendable {
    /// A text substitution in one of the solution's files.
    struct Edit: Decodable, Sendable {
        let file: String
        let replace: String
        let with: String
    }

    /// What the student did, in one sentence.
    let description: String
    /// The display name of the check that must fail.
    let check: String
    /// Words the check's message must contain, so the student learns what went wrong.
    let expect: [String]
    /// Substitutions applied to the solution's files.
    var edits: [Edit] = []

    /// The lesson folder, e.g. `01-SingletonProblem`.
    var lessonFolder = ""
    /// The fixture's folder name, e.g. `view-reads-shared`.
    var name = ""
    /// The replacement files: file name → contents.
    var files: [String: Data] = [:]

    private enum CodingKeys: String, CodingKey { case description, check, expect, edits }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        description = try container.decode(String.self, forKey: .description)
        check = try container.decode(String.self, forKey: .check)
        expect = try container.decode([String].self, forKey: .expect)
        edits = try container.decodeIfPresent([Edit].self, forKey: .edits) ?? []
    }

    /// The files that differ from the reference solution: the replacement files, then the edits applied
    /// to the solution's text.
    ///
    /// - Throws: when an edit's text no longer occurs in the solution, so a stale fixture is noticed.
    func overlay(root: String) throws -> [String: Data] {
        var overlay = files
        for edit in edits {
            let path = root + "/Solutions/\(lessonFolder)/\(edit.file)"
            let original = overlay[edit.file].map { String(decoding: $0, as: UTF8.self) }
                ?? (try? String(contentsOfFile: path, encoding: .utf8))
            guard let original, original.contains(edit.replace) else {
                throw GraderError.setup("its edit of \(edit.file) no longer applies: the solution does not contain "
                                        + "“\(edit.replace)”")
            }
            overlay[edit.file] = Data(original.replacingOccurrences(of: edit.replace, with: edit.with).utf8)
        }
        return overlay
    }

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
