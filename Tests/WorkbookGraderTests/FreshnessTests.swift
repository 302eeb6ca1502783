import Foundation
import Synchronization
import Testing
@testable import GraderKit

extension FixtureWorkbookTests {
    /// The grader grades what is on disk now, however quickly or however a file was saved.
    @Suite("Freshness")
    struct Freshness {
        let workbook = FixtureWorkbook.shared

        @Test("an edit saved with the previous timestamp is graded, not the build before it")
        func staleTimestampEdit() throws {
            // With every lesson compiling, SwiftPM reuses its build plan between runs — the harder case.
            let broken = ["Lessons/03-Broken/Shape.swift", "Lessons/07-MissingAPI/Temperature.swift"]
            let originals = try broken.map(workbook.read)
            defer { for (path, text) in zip(broken, originals) { try? workbook.write(text, to: path) } }
            try workbook.write("struct Square {\n    var side: Double\n    var area: Double { side * side }\n}\n", to: broken[0])
            try workbook.write("func celsius(fromFahrenheit f: Double) -> Double { (f - 32) * 5 / 9 }\n", to: broken[1])

            let path = "Lessons/01-Done/Greeting.swift"
            let original = try workbook.read(path)
            #expect(workbook.grade(["--lesson", "1"]).status == 0)

            // Same size, same modification time: SwiftPM alone would reuse the old build.
            try workbook.write(original.replacingOccurrences(of: "Hallo", with: "Hallx"), to: path, keepingTimestamp: true)
            let edited = workbook.grade(["--lesson", "1"])
            #expect(edited.output.contains("it returned \"Hallx\""), "\(edited.output)\n\(edited.errors)")

            try workbook.write(original, to: path, keepingTimestamp: true)
            #expect(workbook.grade(["--lesson", "1"]).status == 0)

            // The same after a build the grader has no record of (e.g. the student ran `swift build`).
            try FileManager.default.removeItem(atPath: workbook.root + "/.build/grader/sources.tsv")
            try workbook.write(original.replacingOccurrences(of: "Hallo", with: "Hallw"), to: path, keepingTimestamp: true)
            let unrecorded = workbook.grade(["--lesson", "1"])
            #expect(unrecorded.output.contains("it returned \"Hallw\""), "\(unrecorded.output)\n\(unrecorded.errors)")
            try workbook.write(original, to: path, keepingTimestamp: true)
            #expect(workbook.grade(["--lesson", "1"]).status == 0)
        }

        @Test("editing, grading and editing again at once grades the latest text")
        func editGradeEditAgain() throws {
            let path = "Lessons/01-Done/Greeting.swift"
            let original = try workbook.read(path)
            defer { try? workbook.write(original, to: path) }
            for variant in ["Hally", "Hallz", "Hallo"] {
                try workbook.write(original.replacingOccurrences(of: "Hallo", with: variant), to: path)
                let result = workbook.grade(["--lesson", "1"])
                if variant == "Hallo" {
                    #expect(result.status == 0)
                } else {
                    #expect(result.output.contains("it returned \"\(variant)\""), "graded an older text than \(variant)")
                }
            }
        }

        @Test("a lesson that did not compile is graded afresh after every edit, until it compiles")
        func brokenLessonEditedStepByStep() throws {
            let path = "Lessons/07-MissingAPI/Temperature.swift"
            let original = try workbook.read(path)
            defer { try? workbook.write(original, to: path) }
            _ = workbook.grade()

            try workbook.write("func celsius(fromKelvin k: Double) -> Double { k - 273.15 }\n", to: path)
            let stillMissing = workbook.grade()
            #expect(stillMissing.output.contains("⚠ 07 Missing API — the checks cannot run yet"), "\(stillMissing.output)")
            #expect(stillMissing.output.contains("✔ 01 Done — done"), "the other lessons were not graded")

            try workbook.write("func celsius(fromFahrenheit f: Double) -> Double { (f - 32) * 5 / }\n", to: path)
            let typo = workbook.grade(["--lesson", "7"])
            #expect(typo.output.contains("⚠ 07 Missing API — does not compile"), "\(typo.output)")
            #expect(typo.output.contains("Lessons/07-MissingAPI/Temperature.swift:1:"), "\(typo.output)")

            try workbook.write("func celsius(fromFahrenheit f: Double) -> Double { f - 32 }\n", to: path)
            let wrong = workbook.grade(["--lesson", "7"])
            #expect(wrong.output.contains("✘ 07 Missing API — 0 of 1 checks pass"), "\(wrong.output)")

            try workbook.write("func celsius(fromFahrenheit f: Double) -> Double { (f - 32) * 5 / 9 }\n", to: path)
            #expect(workbook.grade(["--lesson", "7"]).status == 0)
        }

        @Test("a lesson whose starter's TODOs come back is tried against its contract first; one that keeps them while solved is not")
        func starterBackIsCheckedAgainstItsContract() throws {
            let path = "Lessons/07-MissingAPI/Temperature.swift"
            let starter = try workbook.read(path)
            defer { try? workbook.write(starter, to: path) }
            let solved = "func celsius(fromFahrenheit f: Double) -> Double { (f - 32) * 5 / 9 }\n"
            /// What one build of every lesson did, in order, and which lessons it found without their API.
            func build() throws -> (activities: [BuildActivity], broken: Set<String>, pending: Set<String>) {
                let (activities, _, outcome) = try buildEveryLesson()
                return (activities, Set(outcome.broken.keys), Set(outcome.pending.keys))
            }

            try workbook.write(solved, to: path)
            _ = try build()
            // As when the self-test puts the starter where the solution was, or a student resets the lesson.
            try workbook.write(starter, to: path)
            let reset = try build()
            #expect(reset.activities.contains(.checkingContract(lesson: "07")), "\(reset.activities)")
            #expect(reset.broken.union(reset.pending).contains("07"))

            // Solved with the TODO left in: it had it last time too, so no build of the contract first.
            try workbook.write(solved + starter, to: path)
            _ = try build()
            try workbook.write(solved.replacingOccurrences(of: "/ 9", with: "/ 9.0") + starter, to: path)
            let edited = try build()
            #expect(!edited.activities.contains(.checkingContract(lesson: "07")), "\(edited.activities)")
            #expect(!edited.broken.union(edited.pending).contains("07"))
        }

        @Test("a lesson whose contract's build showed its code compiles is not built alone again when its checks fail in their own files")
        func contractBuildSparesTheBuildAlone() throws {
            let changed = ["Lessons/07-MissingAPI/Temperature.swift", "Tests/Lesson07Tests/Contract/Contract.swift"]
            let originals = try changed.map(workbook.read)
            // Step 1 is there, but its checks call a function the contract does not list; step 2 is not started.
            let added = ["Tests/Lesson07Tests/Step1BoilingChecks.swift": "import Testing\n@testable import Lesson07\n\n"
                            + "@Test func freezing() { #expect(fahrenheit(fromCelsius: 0) == 32) }\n",
                         "Tests/Lesson07Tests/Step2KelvinChecks.swift": "import Testing\n@testable import Lesson07\n\n"
                            + "@Test func kelvinZero() { #expect(kelvin(fromCelsius: -273.15) == 0) }\n"]
            defer {
                for (path, text) in zip(changed, originals) { try? workbook.write(text, to: path) }
                for path in added.keys { try? FileManager.default.removeItem(atPath: workbook.root + "/" + path) }
            }
            // The starter, broken, as the last build found it; then the edit that makes it a suspect.
            _ = try buildEveryLesson()
            try workbook.write("func celsius(fromFahrenheit f: Double) -> Double { (f - 32) * 5 / 9 }\n", to: changed[0])
            try workbook.write(originals[1].replacingOccurrences(of: "\n}", with: "\n    _ = kelvin(fromCelsius: 0) "
                + "// contract: step 2 · `func kelvin(fromCelsius: Double) -> Double` · Temperature.swift\n}"), to: changed[1])
            for (path, text) in added { try workbook.write(text, to: path) }
            let edited = try buildEveryLesson()
            #expect(edited.activities.contains(.checkingContract(lesson: "07")), "\(edited.activities)")
            #expect(!edited.activities.contains(.findingFirstError(lesson: "07")), "\(edited.activities)")
            // As the build alone would have left it: broken by step 1's checks, and step 2's contract line.
            let problems = edited.outcome.broken["07"] ?? []
            #expect(problems.contains { $0.place.path.hasSuffix("Step1BoilingChecks.swift") }, "\(problems)")
            #expect(problems.contains { $0.place.path.hasSuffix("Contract.swift") }, "\(problems)")
        }

        /// What one build of every lesson of the workbook did, in order — `counted`: what SwiftPM's builds did,
        /// which count their steps — and what it found.
        func buildEveryLesson() throws -> (activities: [BuildActivity], counted: [BuildActivity], outcome: TestBuilder.Outcome) {
            let seen = Mutex<[(BuildActivity, BuildStep?)]>([])
            let builder = TestBuilder(workspace: Workspace(root: workbook.root, solutions: false),
                                      progress: { activity, step in seen.withLock { $0.append((activity, step)) } })
            let outcome = try builder.build(LessonCatalog(root: workbook.root).lessons())
            let events = seen.withLock { $0 }
            return (events.map(\.0), events.filter { $0.1 != nil }.map(\.0), outcome)
        }

        @Test("a lesson back at its starter is checked against its contract by the compiler alone, with SwiftPM's findings")
        func contractProbedWithoutSwiftPM() throws {
            let path = "Lessons/07-MissingAPI/Temperature.swift"
            let starter = try workbook.read(path)
            defer { try? workbook.write(starter, to: path) }
            // Both ways, each against the lesson as it is now, never its interface from the last build.
            try workbook.write("func celsius(fromFahrenheit f: Double) -> Double { (f - 32) * 5 / 9 }\n", to: path)
            let solved = try buildEveryLesson()
            #expect(solved.outcome.broken["07"] == nil && solved.outcome.pending["07"] == nil, "\(solved.outcome.broken)")
            try workbook.write(starter, to: path)
            let reset = try buildEveryLesson()
            #expect(reset.activities.contains(.checkingContract(lesson: "07")), "\(reset.activities)")
            #expect(!reset.counted.contains(.checkingContract(lesson: "07")), "SwiftPM built the contract: \(reset.counted)")
            // Found broken by the probe, it is left out of every SwiftPM build that follows.
            #expect(reset.counted.allSatisfy { activity in
                if case .buildingWithout(let left) = activity { left.contains("07") } else { activity != .buildingAll }
            }, "\(reset.counted)")
            // What SwiftPM's build of the contract reports: the contract's line, with its step and expectation.
            let problems = reset.outcome.broken["07"] ?? []
            #expect(problems.count == 1, "\(problems)")
            #expect(problems.first?.place.path == "Tests/Lesson07Tests/Contract/Contract.swift" && problems.first?.place.line == 4,
                    "\(problems)")
            #expect(problems.first?.message.contains("cannot find 'celsius' in scope") == true, "\(problems)")
            #expect(problems.first?.expectation?.step == 1, "\(problems)")
        }

        @Test("an edit that leaves a broken lesson broken runs no SwiftPM build: the probe judges it, the rest is as built")
        func stillBrokenEditNeedsNoSwiftPM() throws {
            // A file of the lesson no build has compiled yet, so its modules count as stale (``FreshnessGuard``).
            let notes = "Lessons/07-MissingAPI/Notes.swift"
            defer { try? FileManager.default.removeItem(atPath: workbook.root + "/" + notes) }
            _ = try buildEveryLesson()
            try workbook.write("// what the conversion needs\n", to: notes)
            _ = try buildEveryLesson()
            try workbook.write("// what the conversion needs, and a test\n", to: notes)
            let edited = try buildEveryLesson()
            #expect(edited.outcome.broken["07"]?.first?.message.contains("cannot find 'celsius' in scope") == true,
                    "\(edited.outcome.broken)")
            #expect(edited.counted.isEmpty, "SwiftPM built: \(edited.counted)")
        }

        @Test("a changed Package.swift clears every module's compiled code, so no caller is left stale")
        func manifestChangeRebuildsEverything() throws {
            #expect(workbook.grade(["--lesson", "1"]).status == 0)
            let manifest = try workbook.read("Package.swift")
            defer { try? workbook.write(manifest, to: "Package.swift") }
            try workbook.write(manifest + "// a changed setting\n", to: "Package.swift")
            let cleared = FreshnessGuard(workspace: Workspace(root: workbook.root, solutions: false))
                .invalidateStaleModules()
            #expect(cleared.contains("Lesson01") && cleared.contains("Lesson01Tests"), "cleared: \(cleared)")
            try workbook.write(manifest, to: "Package.swift")
            // Everything is compiled again, and graded as before.
            #expect(workbook.grade(["--lesson", "1"]).status == 0)
        }
    }
}
