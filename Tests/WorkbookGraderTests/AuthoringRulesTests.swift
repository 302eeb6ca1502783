import Foundation
import Testing
@testable import GraderKit

/// The authoring rules on a workbook written for the test: a lesson folder that Package.swift does not
/// register, and a registered lesson without a folder, are named.
@Suite("Authoring rules")
struct AuthoringRulesTests {
    /// Writes `text` to `path` below `root`, making its folders.
    static func write(_ text: String, _ path: String, in root: String) throws {
        try FileManager.default.createDirectory(atPath: root + "/" + (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
    }

    @Test("Package.swift and Lessons/ must agree: each unregistered folder and each missing one is named")
    func registryAndFoldersAgree() throws {
        let root = NSTemporaryDirectory() + "authoring-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let write = { (text: String, path: String) in try Self.write(text, path, in: root) }
        try write("let lessons = [Lesson(folder: \"01-Registered\"), Lesson(folder: \"03-Gone\")]\n", "Package.swift")
        for folder in ["01-Registered", "02-Forgotten"] {
            try write("# Lesson", "Lessons/\(folder)/README.md")
            try write("# Lektion", "Lessons/\(folder)/README.de.md")
            try write("// TODO: Step 1\n", "Lessons/\(folder)/A.swift")
            try write("let a = 1\n", "Solutions/\(folder)/A.swift")
            try write("", "Tests/Lesson\(folder.prefix(2))Tests/Contract/Contract.swift")
        }
        let findings = Dictionary(uniqueKeysWithValues: try AuthoringRules(catalog: try LessonCatalog(root: root)).check()
            .map { ($0.lesson, $0.problems) })
        #expect(findings["01-Registered"] == [])
        #expect(findings["02-Forgotten"] == ["Lessons/02-Forgotten is not registered: add `Lesson(folder: "
                                             + "\"02-Forgotten\")` to `lessons` in Package.swift, or its checks never build"])
        #expect(findings["03-Gone"] == ["Package.swift registers 03-Gone, but Lessons/03-Gone does not exist"])
    }

    @Test("each lesson's texts list what its steps' checks are worth, as the checks say")
    func pointsTables() throws {
        let root = NSTemporaryDirectory() + "authoring-points-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let write = { (text: String, path: String) in try Self.write(text, path, in: root) }
        try write("let lessons = [Lesson(folder: \"01-Pointed\")]\n", "Package.swift")
        try write("# Lesson\n\n| Step | Checks | Points |\n|---|---|---|\n| 1 | 2 | 3 |\n| All | 2 | 3 |\n",
                  "Lessons/01-Pointed/README.md")
        try write("# Lektion\n\n| Schritt | Checks | Punkte |\n|---|---|---|\n| 1 | 2 | 2 |\n| Alle | 2 | 2 |\n",
                  "Lessons/01-Pointed/README.de.md")
        try write("// TODO: Step 1\n", "Lessons/01-Pointed/A.swift")
        try write("let a = 1\n", "Solutions/01-Pointed/A.swift")
        try write("", "Tests/Lesson01Tests/Contract/Contract.swift")
        try write("@Suite(\"Step 1 · A\")\nstruct A {\n    @Test(\"one\") // points: 2\n    func one() {}\n    @Test(\"two\")\n    func two() {}\n}\n",
                  "Tests/Lesson01Tests/AChecks.swift")
        let problems = try AuthoringRules(catalog: try LessonCatalog(root: root)).check().flatMap(\.problems).filter { $0.contains("points row") }
        // The English table is right; the German one still counts the marked check as one point.
        #expect(problems == ["Lessons/01-Pointed/README.de.md lacks the points row “| 1 | 2 | 3 |”: its table of points differs from the checks",
                             "Lessons/01-Pointed/README.de.md lacks the points row “| Alle | 2 | 3 |”: its table of points differs from the checks"])
    }

    @Test("a lesson teaches: hints for every step, goals instead of the solution, and German beside every English word")
    func teachingRules() throws {
        let root = NSTemporaryDirectory() + "authoring-teaching-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let write = { (text: String, path: String) in try Self.write(text, path, in: root) }
        let solution = "protocol Clock { func now() -> Date }\nstruct SystemClock: Clock { func now() -> Date { Date() } }\n"
        try write("let lessons = [Lesson(folder: \"01-Clock\")]\n", "Package.swift")
        try write("# Lesson 01 · Clock\n\n```swift\n\(solution)```\n", "Lessons/01-Clock/README.md")
        try write("# Lektion 01 · Uhr\n\nBeschreib eine Uhr als Protokoll.\n", "Lessons/01-Clock/README.de.md")
        try write("// TODO: Step 1\n", "Lessons/01-Clock/Clock.swift")
        try write(solution, "Solutions/01-Clock/Clock.swift")
        try write("_ = SystemClock() // contract: step 1 · `SystemClock()`, a clock that tells the time · Clock.swift\n",
                  "Tests/Lesson01Tests/Contract/Contract.swift")
        let checks = { (suite: String, test: String, message: String) in
            try write("""
                @Suite("\(suite)")
                struct ClockChecks {
                    @Test("\(test)")
                    func time() { #expect(true, .step(1, \(message), file: "Clock.swift")) }
                }
                """, "Tests/Lesson01Tests/ClockChecks.swift")
        }
        try checks("Step 1 · Clock", "tells the time", "\"It should tell the time.\"")
        let lesson = try LessonCatalog(root: root).lessons()[0]
        #expect(TeachingRules(root: root).problems(of: lesson, bugs: nil) == [
            "Tests/Lesson01Tests/Hints.md: step 1 has no hint 1 in English",
            "Tests/Lesson01Tests/Hints.md: step 1 has no hint 1 in German",
            "Tests/Lesson01Tests/Hints.md: step 1 has no hint 2 in English",
            "Tests/Lesson01Tests/Hints.md: step 1 has no hint 2 in German",
            "Tests/Lesson01Tests/Hints.md: step 1 has no hint 3 in English",
            "Tests/Lesson01Tests/Hints.md: step 1 has no hint 3 in German",
            "Lessons/01-Clock/README.md spells out 2 of the solution's 2 new lines verbatim (at most 20%): state the goal, "
                + "and leave the code to the hints",
            "Tests/Lesson01Tests/ClockChecks.swift:4: a check's message has no German (`de:`)",
            "Tests/Lesson01Tests/ClockChecks.swift:1: @Suite(\"Step 1 · Clock\") has no German name (⟪de: …⟫)",
            "Tests/Lesson01Tests/ClockChecks.swift:3: @Test(\"tells the time\") has no German name (⟪de: …⟫)",
            "Tests/Lesson01Tests/Contract/Contract.swift: the contract line of step 1 “`SystemClock()`, a clock that tells "
                + "the time” has words but no German (· de: …)",
        ])

        try write("# Lesson 01 · Clock\n\nDescribe a clock as a protocol with `now()`.\n", "Lessons/01-Clock/README.md")
        try write("_ = SystemClock() // contract: step 1 · `SystemClock()`, a clock · Clock.swift · de: `SystemClock()`, eine Uhr\n",
                  "Tests/Lesson01Tests/Contract/Contract.swift")
        try checks("Step 1 · Clock ⟪de: Uhr⟫", "tells the time ⟪de: sagt die Zeit⟫",
                   "\"It should tell the time.\", de: \"Sie sollte die Zeit sagen.\"")
        // Level 2 names the concept, so it links to where the documentation explains it.
        let link = " https://docs.swift.org/swift-book/documentation/the-swift-programming-language/protocols/"
        try write((1...3).map { level in
            "### \(level) · en\nIdea \(level).\(level == 2 ? link : "")\n### \(level) · de\nIdee \(level).\(level == 2 ? link : "")\n"
        }.joined().replacing("### 1", with: "## Step 1\n### 1"),
                  "Tests/Lesson01Tests/Hints.md")
        #expect(TeachingRules(root: root).problems(of: lesson, bugs: nil) == [])
    }

    @Test("German prose keeps to the glossary and quotes with „…“; code keeps its own words and quotes")
    func germanStyle() {
        let rules = TeachingRules(root: "/nowhere")
        let clean = "Die Preview zeigt „Pfannkuchen“.\n\n```swift\nText(\"Vorschau\") // Ansicht\n```\nDer Aufruf `print(\"x\")` bleibt."
        #expect(rules.germanStyleProblems(in: clean, at: "README.de.md") == [])
        #expect(rules.germanStyleProblems(in: "Die Vorschau zeigt \"Pfannkuchen\"; die Umgebungsvariable bleibt.", at: "R.md") == [
            "R.md says „Vorschau“: the glossary's word is another (see README.md, „Deutsch“)",
            "R.md quotes German prose with \"…\": use „…“",
        ])
    }

    @Test("the scripts a learner runs use nothing macOS's bash 3.2 and BSD tools lack; each construct is named")
    func portableScripts() throws {
        let root = NSTemporaryDirectory() + "authoring-scripts-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let constructs = ["mapfile -t lines < f", "declare -A seen", "echo ${name,,}", "make |& tee log", "wait -n",
                          "echo $EPOCHREALTIME", "here=$(readlink -f .)", "sed -i 's/a/b/' f", "date +%s%N",
                          "stat -c %Y f", "timeout 5 swift build", "find . -printf '%p'", "grep -P '\\d' f",
                          "ls | xargs -r rm", "sort -V f", "echo hi &>> log", "coproc cat"]
        try Self.write("#!/usr/bin/env bash\n" + constructs.joined(separator: "\n") + "\n", "bench/bad.sh", in: root)
        try Self.write("""
            #!/usr/bin/env bash
            # mapfile and readlink -f in a comment are fine
            sed -i '' 's/a/b/' f   # BSD's form
            sed -i.bak 's/a/b/' f
            echo "${#items[@]}" $((1 + 2))
            { time (swift build) ; } 2>&1
            """, "grade.sh", in: root)
        let problems = ScriptPortability(root: root).problems()
        #expect(problems.count == constructs.count, "\(problems.joined(separator: "\n"))")
        #expect(problems.allSatisfy { $0.hasPrefix("bench/bad.sh:") })
        #expect(problems.first == "bench/bad.sh:2: `mapfile` — mapfile/readarray need bash 4: read lines in a `while read -r` loop")
        #expect(ScriptPortability(root: root).scripts() == ["grade.sh", "bench/bad.sh"])
    }

    @Test("a recorded mistake names the file and line its arrow must point at")
    func mistakesNameTheirPlace() throws {
        let root = NSTemporaryDirectory() + "authoring-places-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let write = { (text: String, path: String) in try Self.write(text, path, in: root) }
        try write("let lessons = [Lesson(folder: \"01-Placed\")]\n", "Package.swift")
        try write("// TODO: Step 1\n", "Lessons/01-Placed/A.swift")
        try write("let a = 1\n", "Solutions/01-Placed/A.swift")
        try write("", "Tests/Lesson01Tests/Contract/Contract.swift")
        let fixtures = "Tests/Fixtures/01-Placed/"
        try write(#"{"description": "d", "check": "c", "expect": ["x"]}"#, fixtures + "unplaced/fixture.json")
        try write(#"{"description": "d", "check": "c", "expect": ["x"], "place": "A.swift", "placeText": "a ="}"#,
                  fixtures + "placed/fixture.json")
        try write(#"{"description": "d", "expect": []}"#, fixtures + "correct-variant/fixture.json")
        let problems = try AuthoringRules(catalog: try LessonCatalog(root: root)).check().flatMap(\.problems)
            .filter { $0.contains("fixture.json") }
        #expect(problems == ["Tests/Fixtures/01-Placed/unplaced/fixture.json names no `place` and `placeText`: "
                             + "record the file and the text of the line the mistake's arrow must point at"])
    }
}
