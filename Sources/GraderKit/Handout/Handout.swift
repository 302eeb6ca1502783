import Foundation
import WorkbookConventions

/// Writes the copy of the workbook students get: the lessons, the hidden checks, the support code and
/// the grader — without the reference solutions, the recorded fixtures and the workbook's own test
/// suites — with the guides for students, a GitHub Classroom workflow, and a seal over what they must not
/// change. A GitHub Classroom template repository is this folder, committed.
struct Handout {
    /// The instructor's workbook.
    let root: String
    /// Its lessons, whose hidden checks go out.
    let catalog: LessonCatalog
    /// The folder to write, which must be empty or missing.
    let target: String

    /// Writes the handout and returns the package-relative paths it wrote, sorted, and what the instructor
    /// must know about the lessons (``PristineStarters/notice``).
    func write() throws -> (written: [String], notice: HandoutWords?) {
        let manager = FileManager.default
        let standardized = (target as NSString).standardizingPath
        if standardized == root || standardized.hasPrefix(root + "/") {
            throw GraderError.usage(HandoutWords.insideWorkbook(target: target))
        }
        if let existing = try? manager.contentsOfDirectory(atPath: standardized), !existing.isEmpty {
            throw GraderError.usage(HandoutWords.notEmpty(target: target))
        }
        // Read before anything is written: without the starters there is no handout.
        let starters = try PristineStarters.read(catalog, root: root)
        try manager.createDirectory(atPath: standardized, withIntermediateDirectories: true)
        var written: [String] = []
        for path in try handedOutFiles() {
            try copy(path, to: standardized)
            written.append(path)
        }
        try starters.write(into: standardized)
        written += starters.files.keys
        for readme in Self.readmes where FileManager.default.fileExists(atPath: root + "/" + readme) {
            try write(try studentText(of: readme), to: standardized + "/" + readme)
            written.append(readme)
        }
        try write(ClassroomWorkflow.text, to: standardized + "/" + ClassroomWorkflow.path)
        written.append(ClassroomWorkflow.path)
        // The seal covers the handout's own files: its Tests/ holds only the hidden checks.
        try SupportFileSeal.write(root: standardized)
        written.append(SupportFileSeal.file)
        return (written.sorted(), starters.notice)
    }

    /// Every file that goes out as it is: the manifest, grade.sh, `.gitignore`, `Sources/`, and the hidden
    /// checks of each lesson in `Tests/` (not the seal, which is written anew). The lessons go out as their
    /// starters (``PristineStarters``).
    func handedOutFiles() throws -> [String] {
        let lessons = catalog.lessons()
        var folders = ["Sources"] + lessons.map(\.layout.testsFolder)
        folders = folders.filter { FileManager.default.fileExists(atPath: root + "/" + $0) }
        var files = ["Package.swift", "grade.sh", ".gitignore"].filter { FileManager.default.fileExists(atPath: root + "/" + $0) }
        for folder in folders {
            let enumerator = FileManager.default.enumerator(atPath: root + "/" + folder)
            while let relative = enumerator?.nextObject() as? String {
                let path = folder + "/" + relative
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder), !isFolder.boolValue,
                      !relative.hasSuffix(".DS_Store"), path != SupportFileSeal.file else { continue }
                files.append(path)
            }
        }
        return files.sorted()
    }

    /// The workbook's guides for students, in English and German, that go out in the handout.
    static let readmes = ["README.md", "README.de.md"]

    /// What only the instructor's copy has: a line of a student guide that names one is left out, so the
    /// handout neither offers a command it cannot run nor links to a file it lacks.
    private static let instructorOnly = [Flag.selfTest.declaration.long, "INSTRUCTORS.md", "CONTRIBUTING.md"]

    /// The guide `name` for students: without the section for instructors and the lines that name what
    /// only an instructor's copy has.
    func studentText(of name: String) throws -> String {
        let text = try String(contentsOfFile: root + "/" + name, encoding: .utf8)
        var lines: [String] = []
        var inInstructorSection = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("## ") { inInstructorSection = line == "## For instructors" }
            if inInstructorSection || Self.instructorOnly.contains(where: line.contains) { continue }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    private func copy(_ path: String, to folder: String) throws {
        let destination = folder + "/" + path
        try FileManager.default.createDirectory(atPath: (destination as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: root + "/" + path, toPath: destination)
    }

    private func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
