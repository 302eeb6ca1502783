import Foundation
import WorkbookConventions

/// Writes the copy of the workbook students get: the lessons, the hidden checks, the support code and
/// the grader — without the reference solutions, the recorded fixtures and the workbook's own test
/// suites — with a README for students, a GitHub Classroom workflow, and a seal over what they must not
/// change. A GitHub Classroom template repository is this folder, committed.
struct Handout {
    /// The instructor's workbook.
    let root: String
    /// Its lessons, whose hidden checks go out.
    let catalog: LessonCatalog
    /// The folder to write, which must be empty or missing.
    let target: String

    /// Writes the handout and returns the package-relative paths it wrote, sorted.
    func write() throws -> [String] {
        let manager = FileManager.default
        let standardized = (target as NSString).standardizingPath
        if standardized == root || standardized.hasPrefix(root + "/") {
            throw GraderError.usage("--handout writes a new folder outside the workbook; \(target) is inside it.")
        }
        if let existing = try? manager.contentsOfDirectory(atPath: standardized), !existing.isEmpty {
            throw GraderError.usage("--handout needs an empty or new folder; \(target) already holds files.")
        }
        try manager.createDirectory(atPath: standardized, withIntermediateDirectories: true)
        var written: [String] = []
        for path in try handedOutFiles() {
            try copy(path, to: standardized)
            written.append(path)
        }
        try write(studentReadme(), to: standardized + "/README.md")
        try write(ClassroomWorkflow.text, to: standardized + "/" + ClassroomWorkflow.path)
        written += ["README.md", ClassroomWorkflow.path]
        // The seal covers the handout's own files: its Tests/ holds only the hidden checks.
        try SupportFileSeal.write(root: standardized)
        written.append(SupportFileSeal.file)
        return written.sorted()
    }

    /// Every file that goes out as it is: the manifest, grade.sh, `.gitignore`, `Lessons/`, `Sources/`, and
    /// the hidden checks of each lesson in `Tests/` (not the seal, which is written anew).
    func handedOutFiles() throws -> [String] {
        let lessons = catalog.lessons()
        var folders = ["Lessons", "Sources"] + lessons.map(\.layout.testsFolder)
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

    /// The workbook's README for students: without the section for instructors and the commands only an
    /// instructor's copy can run.
    func studentReadme() throws -> String {
        let text = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
        var lines: [String] = []
        var inInstructorSection = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("## ") { inInstructorSection = line == "## For instructors" }
            if inInstructorSection || line.contains(Flag.selfTest.declaration.long) { continue }
            lines.append(line.replacingOccurrences(of: " and `--solutions`", with: ""))
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
