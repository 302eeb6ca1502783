import Foundation
import Testing
@testable import GraderKit

extension FixtureWorkbookTests {
    /// `./grade.sh --watch` on a copy of the fixture workbook, driven by edits to its files.
    @Suite("Watch")
    struct Watch {
        let workbook = FixtureWorkbook.shared

        /// When the grader last wrote its log `name` (e.g. `build.out`, SwiftPM's) in the workbook; nil if never.
        private func modified(_ name: String) -> Date? {
            (try? FileManager.default.attributesOfItem(atPath: workbook.root + "/.build/grader/" + name))?[.modificationDate] as? Date
        }

        @Test("it grades every lesson once, then only the lesson whose file changed, and shows its new verdict")
        func regradesTheEditedLesson() throws {
            let path = "Lessons/02-Failing/Counter.swift"
            let original = try workbook.read(path)
            defer { try? workbook.write(original, to: path) }
            let screens = Screens()
            let workspace = Workspace(root: workbook.root, solutions: false)
            var watch = WatchCommand(workspace: workspace, catalog: try LessonCatalog(root: workbook.root), language: .en,
                                     style: Style(enabled: false), output: screens.append, status: StatusLine(enabled: false))
            watch.timeLimit = 2
            watch.rounds = 1
            watch.readsKeys = false
            let finished = DispatchSemaphore(value: 0)
            let status = Screens()
            // NB: the loop owns its closures alone on its thread.
            nonisolated(unsafe) let command = watch
            Thread.detachNewThread {
                status.append("\((try? command.run()) ?? -1)")
                finished.signal()
            }
            #expect(screens.wait(for: 1, seconds: 120), "the first screen never came")
            let first = screens.all[0]
            #expect(first.contains("0 of 7 lessons done") || first.contains("1 of 7 lessons done"), "\(first)")
            let otherLesson = workbook.root + "/.build/grader/checks-01.out"
            let before = try FileManager.default.attributesOfItem(atPath: otherLesson)[.modificationDate] as? Date

            try workbook.write(original.replacingOccurrences(of: "value += 2", with: "value += 1"), to: path)
            #expect(finished.wait(timeout: .now() + 120) == .success, "the round after the edit never ended")
            let second = screens.all.last ?? ""
            #expect(second.hasPrefix("✎ 02 Failing — 2 of 2 checks pass"), "\(second)")
            #expect(second.contains("Watching your lessons — save a file to grade it."))
            let after = try FileManager.default.attributesOfItem(atPath: otherLesson)[.modificationDate] as? Date
            #expect(before == after, "lesson 01's checks ran again although only lesson 02 changed")
            #expect(status.all == ["1"])
        }

        @Test("a body edit is compiled and linked without SwiftPM, and its verdict is new; a new file goes through SwiftPM")
        func directRebuild() throws {
            let path = "Lessons/02-Failing/Counter.swift"
            let original = try workbook.read(path)
            defer { try? workbook.write(original, to: path) }
            #expect(workbook.grade(["--lesson", "02"]).output.contains("1 of 2 checks pass"))
            #expect(FileManager.default.fileExists(atPath: workbook.root + "/.build/grader/direct-build.json"))
            let swiftPM = modified("build.out")

            // A save a moment later, as a learner's is: an edit within the second of the last build makes
            // the freshness guard compile the whole module, and SwiftPM builds that one.
            Thread.sleep(forTimeInterval: 1.1)
            try workbook.write(original.replacingOccurrences(of: "value += 2", with: "value += 1"), to: path)
            #expect(workbook.grade(["--lesson", "02"]).output.contains("2 of 2 checks pass"))
            #expect(modified("build.out") == swiftPM, "SwiftPM ran for a body edit")
            #expect(modified("link.out").map { $0 > (swiftPM ?? .distantPast) } == true, "the test binary was not linked")

            let added = workbook.root + "/Lessons/02-Failing/Extra.swift"
            try "let extra = 1\n".write(toFile: added, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: added) }
            #expect(workbook.grade(["--lesson", "02"]).output.contains("2 of 2 checks pass"))
            #expect(modified("build.out") != swiftPM, "a new file needs SwiftPM's plan")
        }

        @Test("a declaration edit compiles the lesson's checks again without SwiftPM, also back; a check it breaks goes to SwiftPM")
        func directRebuildOfDependents() throws {
            let path = "Lessons/02-Failing/Counter.swift"
            let original = try workbook.read(path)
            defer { try? workbook.write(original, to: path) }
            #expect(workbook.grade(["--lesson", "02"]).output.contains("1 of 2 checks pass"))
            let swiftPM = modified("build.out")
            let fixed = original.replacingOccurrences(of: "value += 2", with: "value += 1")

            // A declaration of the learner's own changes the module's interface: the checks that import it
            // compile again, with the plan's own command.
            Thread.sleep(forTimeInterval: 1.1)
            try workbook.write(fixed + "\nlet extraDeclaration = 1\n", to: path)
            #expect(workbook.grade(["--lesson", "02"]).output.contains("2 of 2 checks pass"))
            #expect(modified("build.out") == swiftPM, "SwiftPM ran for a declaration edit")
            let checks = modified("compile-02-Lesson02Tests.out")
            #expect(checks.map { $0 > (swiftPM ?? .distantPast) } == true, "the checks were not compiled again")

            // Back to the interface of SwiftPM's build: that is a change too, against the one compiled since.
            Thread.sleep(forTimeInterval: 1.1)
            try workbook.write(fixed, to: path)
            #expect(workbook.grade(["--lesson", "02"]).output.contains("2 of 2 checks pass"))
            #expect(modified("build.out") == swiftPM, "SwiftPM ran for a declaration edit")
            #expect(modified("compile-02-Lesson02Tests.out").map { $0 > (checks ?? .distantPast) } == true,
                    "the checks were not compiled against the interface as it is back")

            // A renamed method breaks the checks: SwiftPM's build reports it, at the check's line.
            Thread.sleep(forTimeInterval: 1.1)
            try workbook.write(fixed.replacingOccurrences(of: "func increment()", with: "func incremented()"), to: path)
            let broken = workbook.grade(["--lesson", "02"]).output
            #expect(broken.contains("02 Failing — does not compile") && broken.contains("has no member 'increment'"), "\(broken)")
            #expect(modified("build.out") != swiftPM, "a check that no longer compiles is SwiftPM's to report")
        }

        @Test("a round's memo reviews again only a lesson whose files changed, and hashes again only a moved file")
        func memo() throws {
            let memo = RoundMemo()
            let folder = "Lessons/02-Failing", path = folder + "/Counter.swift"
            let original = try workbook.read(path)
            defer { try? workbook.write(original, to: path) }
            #expect(memo.review(folder: folder, root: workbook.root).isEmpty)
            try workbook.write(original + "\nlet arguments = CommandLine.arguments\n", to: path)
            #expect(memo.review(folder: folder, root: workbook.root).map(\.construct) == ["CommandLine"])
            let file = workbook.root + "/" + path
            let first = memo.digest(of: file)
            #expect(first == SHA256.hex(try Data(contentsOf: URL(fileURLWithPath: file))))
            try workbook.write(original, to: path)
            #expect(memo.digest(of: file) != first)
        }

        @Test("an editor's save that changes nothing, and a touch, grade nothing; a new file counts")
        func contentDecides() throws {
            var watcher = SourceWatcher(root: workbook.root, folders: ["Lessons/02-Failing"])
            let path = "Lessons/02-Failing/Counter.swift"
            let original = try workbook.read(path)
            try workbook.write(original, to: path)
            #expect(watcher.changedFolders().isEmpty)
            try workbook.write(original + "// saved\n", to: path)
            defer { try? workbook.write(original, to: path) }
            #expect(watcher.changedFolders() == ["Lessons/02-Failing"])
            #expect(watcher.changedFolders().isEmpty)
            let added = workbook.root + "/Lessons/02-Failing/Extra.swift"
            try "// new\n".write(toFile: added, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: added) }
            #expect(watcher.hasChanges())
            #expect(watcher.changedFolders() == ["Lessons/02-Failing"])
        }
    }
}

/// The screens a watch loop drew, from another thread.
private final class Screens: @unchecked Sendable {
    private let lock = NSCondition()
    private var screens: [String] = []

    func append(_ screen: String) {
        lock.lock()
        screens.append(screen)
        lock.broadcast()
        lock.unlock()
    }

    var all: [String] { lock.lock(); defer { lock.unlock() }; return screens }

    /// Waits until at least `count` screens were drawn; false after `seconds`.
    func wait(for count: Int, seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        lock.lock()
        defer { lock.unlock() }
        while screens.count < count {
            if !lock.wait(until: deadline) { return false }
        }
        return true
    }
}
