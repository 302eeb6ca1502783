import Foundation

/// What `--xcode-check` typechecks, and how: each lesson whose code imports HeadlessUI as a module of its
/// own, and under `--solutions` the SwiftUI corpus too, once as written and once with `import SwiftUI`.
///
/// The copies keep every line where it was — only the import's module name changes — so an error in a
/// copy names the line of the original.
struct XcodeCheckPlan: Sendable {
    /// Files typechecked together as one module.
    struct Unit: Sendable, Equatable {
        /// `01 The singleton problem`, or `SwiftUI corpus`.
        var name: String
        var germanName: String
        var module: String
        /// Package-relative paths, sorted.
        var files: [String]
        /// The lesson's number, to name in the next step; nil for the corpus.
        var lessonNumber: String?
    }

    /// The everyday SwiftUI views and the source documents' code, which import only HeadlessUI and the domain
    /// (see Package.swift's `SwiftUICorpusTests`); typechecked together as one module.
    static let corpusFolders = ["Tests/SwiftUICorpusTests/Views", "Tests/SwiftUICorpusTests/SourceDocuments"]

    var units: [Unit] = []
    /// Lessons left out because no file of theirs imports HeadlessUI (lesson 06 writes tests).
    var withoutUI: [Lesson] = []

    /// The units of `lessons` in `Lessons/` or `Solutions/`; the corpus only with the solutions, where the
    /// check measures HeadlessUI rather than a learner's own code.
    init(root: String, solutions: Bool, lessons: [Lesson]) {
        let sources: String = solutions ? "Solutions" : "Lessons"
        for lesson in lessons {
            let files = Self.swiftFiles(in: "\(sources)/\(lesson.folder)", root: root)
            guard files.contains(where: { Self.importsHeadlessUI(Self.read($0, root: root)) }) else {
                withoutUI.append(lesson)
                continue
            }
            units.append(Unit(name: lesson.heading, germanName: lesson.heading(in: .de), module: lesson.layout.module,
                              files: files, lessonNumber: lesson.number))
        }
        let corpus = Self.corpusFolders.flatMap { Self.swiftFiles(in: $0, root: root) }
        if solutions && !corpus.isEmpty {
            units.append(Unit(name: XcodeCheckWords.corpus.text(in: .en),
                              germanName: XcodeCheckWords.corpus.text(in: .de), module: "SwiftUICorpus",
                              files: corpus, lessonNumber: nil))
        }
    }

    /// `source` as it would be written for SwiftUI: every `import HeadlessUI` (also `import struct
    /// HeadlessUI.Text`) imports SwiftUI instead, on the same line.
    static func swiftUIVersion(of source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let match = line.firstMatch(of: importLine) else { return String(line) }
            return match.1 + "SwiftUI" + match.2
        }.joined(separator: "\n")
    }

    static func importsHeadlessUI(_ source: String) -> Bool {
        source.split(separator: "\n").contains { $0.firstMatch(of: importLine) != nil }
    }

    nonisolated(unsafe) private static let importLine =
        /^(\s*(?:@_exported\s+)?import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?)HeadlessUI((?![A-Za-z0-9_]).*)$/

    /// The compiler command that typechecks `unit` with the lesson targets' `settings`, finding the
    /// domain's (and HeadlessUI's) modules in `modules`, reading the files below `sourceRoot`.
    static func typecheckCommand(_ unit: Unit, sdk: AppleSDK, settings: [String], modules: String,
                                 sourceRoot: String) -> [String] {
        sdk.compiler + ["-typecheck", "-target", sdk.target, "-module-name", unit.module, "-parse-as-library"]
            + settings + ["-I", modules] + unit.files.map { sourceRoot + "/" + $0 }
    }

    private static func swiftFiles(in folder: String, root: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }

    private static func read(_ path: String, root: String) -> String {
        (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)) ?? ""
    }
}
