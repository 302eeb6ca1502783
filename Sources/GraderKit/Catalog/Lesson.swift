import Foundation
import WorkbookConventions

/// One lesson of the workbook, as the grader sees it: where it lives (``LessonLayout``) and its title.
struct Lesson: Sendable, Hashable, Codable {
    /// Its folders and targets.
    let layout: LessonLayout
    /// The title from the first heading of the lesson's README, e.g. `The singleton problem`.
    let title: String
    /// The title from the German README, e.g. `Das Singleton-Problem`.
    var germanTitle: String?

    init(folder: String, title: String, germanTitle: String? = nil) {
        layout = LessonLayout(folder: folder)
        self.title = title
        self.germanTitle = germanTitle
    }

    /// The folder name, e.g. `01-SingletonProblem`.
    var folder: String { layout.folder }
    /// The two-digit number, e.g. `01`.
    var number: String { layout.number }
    /// The topic part of the folder name, e.g. `SingletonProblem`.
    var topic: String { layout.topic }

    /// Whether the lesson's code still has the starter's `// TODO:` markers.
    func hasTodoMarkers(in sources: LessonLayout.Sources, root: String) -> Bool {
        let folder = "\(root)/\(layout.sourceFolder(sources))"
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return files.contains { name in
            name.hasSuffix(".swift")
                && ((try? String(contentsOfFile: folder + "/" + name, encoding: .utf8))?.contains("// TODO:") ?? false)
        }
    }

    /// The lesson text in `language`: `Lessons/01-…/README.md`, or `README.de.md` in German.
    func readme(in language: Language) -> String {
        language == .de ? layout.sourceFolder(.lessons) + "/README.de.md" : layout.readme
    }

    /// `01 The singleton problem`.
    var heading: String { "\(number) \(title)" }

    /// `01 Das Singleton-Problem` in German.
    func heading(in language: Language) -> String { "\(number) \(title(in: language))" }

    /// The title in `language`: the German README's, when it has one.
    func title(in language: Language) -> String { language == .de ? germanTitle ?? title : title }
}

/// The lesson registry: the workbook's lessons, read once per run and passed down to every part that
/// needs them, and the one place where a learner's lesson selector (`3`, `03`, a folder or a topic)
/// becomes a ``Lesson``.
///
/// The command line builds it once (``CommandContext/catalog()``); a copy of the workbook (a submission's,
/// the self-test's) holds the same lessons, so its grading uses the same registry.
struct LessonCatalog: Sendable {
    let root: String
    private let all: [Lesson]

    /// Reads the lessons in `Lessons/`, and those the manifest declares although their folder is missing.
    ///
    /// - Throws: a setup error when the workbook has no `Lessons/` folder.
    init(root: String) throws {
        self.root = root
        let folder = root + "/Lessons"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw GraderError.setup(CatalogWords.noLessonsFolder(root: root))
        }
        let onDisk = names.filter(LessonLayout.isLessonFolder)
        all = Set(onDisk + Self.registeredFolders(root: root)).sorted().map {
            Lesson(folder: $0, title: Self.title(of: $0, root: root),
                   germanTitle: Self.title(of: $0, root: root, readme: "README.de.md"))
        }
    }

    /// The lessons, in order.
    func lessons() -> [Lesson] { all }

    /// The lesson folders that `Package.swift` registers, as string literals such as `"01-SingletonProblem"`.
    ///
    /// NB: the manifest is the registry (SwiftPM caches a manifest by its text, so it cannot find folders
    /// on the disk itself); the authoring rules check that it and `Lessons/` agree.
    func registeredFolders() -> [String] { Self.registeredFolders(root: root) }

    private static func registeredFolders(root: String) -> [String] {
        guard let manifest = try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8) else { return [] }
        return manifest.matches(of: /"([0-9]{2}-[A-Za-z0-9]+)"/).map { String($0.1) }
    }

    /// The lesson that `selector` names: a number (`3`, `03`), a folder name, or a topic, any case.
    ///
    /// - Throws: a usage error that lists the lessons there are.
    func lesson(_ selector: String) throws -> Lesson {
        let wanted = selector.lowercased()
        let match = all.first { lesson in
            [lesson.number, String(Int(lesson.number) ?? -1), lesson.folder.lowercased(), lesson.topic.lowercased()]
                .contains(wanted)
        }
        guard let match else {
            let choices = all.map { "\($0.number) (\($0.topic))" }.joined(separator: ", ")
            throw GraderError.usage(CatalogWords.noSuchLesson(selector, choices: choices))
        }
        return match
    }

    /// The lesson `selector` names, or every lesson when there is no selector.
    func lessons(selectedBy selector: String?) throws -> [Lesson] {
        try selector.map { [try lesson($0)] } ?? all
    }

    private static func title(of folder: String, root: String, readme name: String = "README.md") -> String {
        let readme = root + "/Lessons/\(folder)/" + name
        let firstHeading = (try? String(contentsOfFile: readme, encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("# ") }
        guard let heading = firstHeading?.dropFirst(2) else { return String(folder.dropFirst(3)) }
        // "Lesson 01 · The singleton problem" → "The singleton problem"
        if let separator = heading.range(of: " · ") { return String(heading[separator.upperBound...]) }
        return String(heading)
    }
}
