import Foundation
import Testing
@testable import GraderKit

extension SecondFixtureWorkbookTests {
    @Suite("Lessons handed in alike are built and run once")
    struct SharedVerdicts {
        let workbook = FixtureWorkbook.second
        static let lessons = ["01", "02", "03", "04", "05", "06", "07"]

        /// Hands in the fixture's starters as `student` below `folder`, every Swift file marked with `tag` (so that
        /// no other test stored their verdicts) and lesson 02's with `own` besides.
        private func handIn(_ student: String, to folder: String, tag: String, own: String) throws {
            try workbook.handIn(to: folder + "/" + student)
            let lessons = folder + "/" + student + "/Lessons"
            for lesson in try FileManager.default.contentsOfDirectory(atPath: lessons) {
                for file in try FileManager.default.contentsOfDirectory(atPath: lessons + "/" + lesson) where file.hasSuffix(".swift") {
                    let path = lessons + "/" + lesson + "/" + file
                    let text = try String(contentsOfFile: path, encoding: .utf8) + "\n// \(tag)\n"
                    try text.write(toFile: path, atomically: true, encoding: .utf8)
                }
            }
            let counter = lessons + "/02-Failing/Counter.swift"
            try String(contentsOfFile: counter, encoding: .utf8)
                .replacingOccurrences(of: "value += 2", with: "value += 2\n        _ = \"\(own)\"")
                .write(toFile: counter, atomically: true, encoding: .utf8)
        }

        /// The lessons whose checks ran in the private copy `copy` since `start`.
        private func lessonsRun(in copy: String, since start: Date) -> Set<String> {
            let logs = workbook.root + "/.build/submission/" + copy + "/.build/grader/"
            return Set(Self.lessons.filter { number in
                let modified = (try? FileManager.default.attributesOfItem(atPath: logs + "checks-\(number).out"))?[.modificationDate] as? Date
                return modified.map { $0 >= start } == true
            })
        }

        /// Grades the submissions in `folder` two at a time into `gradebook`, with stored verdicts.
        private func gradeSideBySide(_ folder: String, gradebook: String) {
            let batch = workbook.grade(["--submissions", folder, "--gradebook", gradebook, "--jobs", "2"])
            #expect(batch.status == 0, "\(batch.output)\n\(batch.errors)")
        }

        @Test("a submission whose other lessons have stored verdicts leaves those out of its build, without SwiftPM where the copy's plan left out fewer")
        func storedLessonsLeftOut() throws {
            let scratch = NSTemporaryDirectory() + "left-out-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            let tag = UUID().uuidString
            try handIn("ann", to: scratch, tag: tag, own: "ann")
            try handIn("bob", to: scratch, tag: tag, own: "bob")
            let first = workbook.grade(["--submission", scratch + "/ann"])
            #expect(first.output.contains("07 "), "\(first.output)\n\(first.errors)")
            let logs = workbook.root + "/.build/submission/workbook/.build/grader/"
            let swiftPM = modified(logs + "build.out")
            // Bob differs from Ann in lesson 02 alone: every other lesson has Ann's stored verdict, but 05's, which
            // hangs (a verdict on the machine as much as on the code is not stored).
            let second = workbook.grade(["--submission", scratch + "/bob"])
            #expect(Self.lessons.allSatisfy { second.output.contains("\($0) ") }, "\(second.output)\n\(second.errors)")
            let record = try Data(contentsOf: URL(fileURLWithPath: workbook.root
                + "/.build/submission/workbook/.build/grader/direct-build.json"))
            // What Bob's build left out: the lessons its test binary was linked without (Ann's plan left out fewer,
            // and serves), or else those its own plan left out.
            let decoded = try JSONDecoder().decode(DirectRebuild.Record.self, from: record)
            let excluded = Set(decoded.linkedWithout ?? decoded.excluded)
            #expect(Set(Self.lessons).subtracting(["02", "05"]).isSubset(of: excluded), "\(excluded)")
            #expect(!excluded.contains("02") && !excluded.contains("05"), "\(excluded)")
            guard Platforms.current.replaysBuildPlan else { return }
            // Ann's plan, which left out fewer lessons, serves Bob's build without SwiftPM; the test binary is linked
            // without the lessons Bob's build leaves out (the objects there are Ann's).
            #expect(modified(logs + "build.out") == swiftPM, "SwiftPM ran for Bob's build")
            let linked = (try? String(contentsOfFile: logs + "link-objects", encoding: .utf8)) ?? ""
            #expect(linked.contains("/Lesson02.build/") && !linked.contains("/Lesson01.build/") && !linked.contains("/Lesson01Tests.build/"),
                    "\(linked)")
        }

        private func modified(_ path: String) -> Date? {
            (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        }

        @Test("two submissions graded side by side build and run the lessons they have alike in one copy only")
        func gradedOnce() throws {
            let scratch = NSTemporaryDirectory() + "graded-once-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            let tag = UUID().uuidString
            try handIn("ann", to: scratch + "/week1", tag: tag, own: "ann")
            try handIn("bob", to: scratch + "/week1", tag: tag, own: "bob")
            let start = Date().addingTimeInterval(-1)
            gradeSideBySide(scratch + "/week1", gradebook: scratch + "/grades.csv")
            let first = lessonsRun(in: "workbook", since: start), second = lessonsRun(in: "slot-2/workbook", since: start)
            // Lesson 02 is each student's own; 01 passes and 04 crashes alike in both, verdicts kept for the other.
            #expect(first.contains("02") && second.contains("02"), "\(first) \(second)")
            for lesson in ["01", "04"] {
                #expect(first.contains(lesson) != second.contains(lesson), "lesson \(lesson): \(first) \(second)")
            }
        }

        @Test("a submission that waits for verdicts another grader is working out lets its copy grade the next one meanwhile")
        func nextWhileWaiting() throws {
            let scratch = NSTemporaryDirectory() + "next-while-waiting-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            let tag = UUID().uuidString
            // Biggest first: Ann and Bob, who share all lessons but 02, then Cat, who shares none.
            try handIn("ann", to: scratch + "/week1", tag: tag, own: "ann")
            try String(repeating: "x", count: 100_000).write(toFile: scratch + "/week1/ann/notes.txt", atomically: true, encoding: .utf8)
            try handIn("bob", to: scratch + "/week1", tag: tag, own: "bob")
            try String(repeating: "x", count: 50_000).write(toFile: scratch + "/week1/bob/notes.txt", atomically: true, encoding: .utf8)
            try handIn("cat", to: scratch + "/week1", tag: UUID().uuidString, own: "cat")
            gradeSideBySide(scratch + "/week1", gradebook: scratch + "/grades.csv")
            func written(_ student: String) -> Date? {
                (try? FileManager.default.attributesOfItem(atPath: scratch + "/\(student).json"))?[.modificationDate] as? Date
            }
            // Ann and Bob start side by side; whichever claims the lessons they share second waits for them, and its
            // copy grades Cat meanwhile, so the waiting one's report comes after Cat's. (Were its copy to stand idle
            // while it waits, the other one's copy would take Cat once done, and Cat's report would come last.)
            let ann = try #require(written("ann")), bob = try #require(written("bob")), cat = try #require(written("cat"))
            #expect(cat < max(ann, bob), "Ann's report at \(ann), Bob's at \(bob), Cat's at \(cat)")
        }
    }
}
