import Foundation
import Testing
@testable import GraderKit
import WorkbookConventions

/// `--lang de`: the report, the checks' messages and names, and the contract lines in German, and the
/// detector the self-test uses to prove that no English sentence is left.
@Suite("German report")
struct GermanReportTests {
    @Test("the detector finds English prose and leaves code, paths, commands, quotes and compiler errors alone")
    func detector() {
        #expect(EnglishInGerman.englishLines(in: """
            ✘ 01 Das Singleton-Problem — 3 von 15 Checks bestehen
                RecipeListView should show the meals of the service it was given.
                Die View sollte die Mahlzeiten zeigen, die `the service it was given` liefert.
                → Lessons/01-SingletonProblem/RecipeListView.swift:4:2
                Lessons/01-SingletonProblem/A.swift:2:5: error: cannot find 'the' in scope and it is not there
                Als Nächstes: Öffne Lessons/01-SingletonProblem/README.de.md und führe dann ./grade.sh --lesson 01 aus.
                Erwartet war „the meals“, gesehen: "no meals at all".
                SwiftUI meldet dann: "No Observable object of type FavoritesStore found. A
                View.environmentObject(_:) for FavoritesStore may be missing as an ancestor of this view."
            """) == ["    RecipeListView should show the meals of the service it was given."])
    }

    @Test("a German report speaks German: headline, names, messages, contract lines and summary")
    func wholeReport() {
        let lesson = Lesson(folder: "01-Singleton", title: "The singleton problem", germanTitle: "Das Singleton-Problem")
        let failing = CheckResult(id: "a", name: "shows the service's meals", group: "Step 2 · RecipeListView",
                                  status: .failed,
                                  problems: [CheckProblem(step: 2, message: "The view should show the meals it was given.",
                                                          place: SourcePlace(path: "Lessons/01-Singleton/V.swift", line: 3),
                                                          german: "Die View sollte die Mahlzeiten zeigen, die sie bekommt.")],
                                  germanName: "zeigt die Mahlzeiten des Dienstes")
        let hung = CheckResult(id: "b", name: "loads once", group: "Step 3 · Cache", status: .timedOut,
                               problems: [CheckProblem(step: 3, message: "The check never finished.", german: "Der Check wurde nie fertig.")],
                               germanName: "lädt einmal", germanGroup: "Schritt 3 · Zwischenspeicher")
        let contract = ContractLine(step: 1, expectation: "`RecipeListView()` still works, with the live default",
                                    file: "V.swift", german: "`RecipeListView()` funktioniert weiter, mit dem Live-Standardwert")
        let missing = LessonResult(lesson: Lesson(folder: "02-Other", title: "Other lesson", germanTitle: "Andere Lektion"),
                                   status: .doesNotCompile,
                                   compileProblems: [CompileProblem(place: SourcePlace(path: "Tests/Lesson02Tests/Contract/Contract.swift"),
                                                                    message: "cannot find 'RecipeListView' in scope",
                                                                    expectation: contract)],
                                   checkCount: 2)
        let report = GradingReport(results: [LessonResult(lesson: lesson, status: .timedOut, checks: [failing, hung], checkCount: 2),
                                             missing], graded: .lessons)
        let german = HumanReport(report: report, style: Style(enabled: false), language: .de).render()
        #expect(EnglishInGerman.englishLines(in: german) == [], "\(german)")
        #expect(german.contains("⏱ 01 Das Singleton-Problem — ein Check hat das Zeitlimit überschritten; 0 von 2 Checks bestehen"))
        #expect(german.contains("✘ Schritt 2 · RecipeListView › zeigt die Mahlzeiten des Dienstes"))
        #expect(german.contains("⏱ Schritt 3 · Zwischenspeicher › lädt einmal (Zeitlimit überschritten)"))
        #expect(german.contains("Schritt 1  `RecipeListView()` funktioniert weiter, mit dem Live-Standardwert"))
        #expect(german.contains("0 von 2 Lektionen fertig, 0 von 4 Checks bestanden (1 Lektion konnte nicht laufen)."))
        #expect(german.contains("Als Nächstes: Öffne Lessons/01-Singleton/README.de.md und arbeite an Schritt 2"))
        let english = HumanReport(report: report, style: Style(enabled: false)).render()
        #expect(english.contains("✘ Step 2 · RecipeListView › shows the service's meals"))
        #expect(english.contains("Step 1  `RecipeListView()` still works, with the live default"))
    }

    @Test("a check's name and suite title carry their German beside the English, and read back apart")
    func bilingualNames() {
        let name = BilingualName(parsing: "shows the meals ⟪de: zeigt die Mahlzeiten⟫")
        #expect(name == BilingualName(english: "shows the meals", german: "zeigt die Mahlzeiten"))
        #expect(BilingualName(parsing: name.text) == name)
        #expect(BilingualName(parsing: "English only") == BilingualName(english: "English only"))
    }

    @Test("every reason the review can give reads as German in German, also the ones that name a construct")
    func reviewReasons() {
        let reasons: [ReviewReason] = Array(Set(ReviewRules.forbiddenNames.values).union(ReviewRules.freeCalls.values))
            + [.loadTime, .cSymbol, .underscored, .testing, .otherModule, .paths, .testTraits, .macro, .otherLanguage,
               .foreignOperator, .shadowedType, .foreignExtension, .shadowsCheckHelper("shows"), .linkedLesson,
               .testResultsChanged(.recordAfterEnd)]
            + Self.anomalies.map(ReviewReason.resultsChanged)
        for reason in reasons {
            #expect(EnglishInGerman.englishLines(in: reason.text(in: .de)) == [], "\(reason)")
            #expect(reason.text(in: .de) != reason.text(in: .en))
        }
    }

    /// Every anomaly of a run, with made-up tests.
    static let anomalies: [RunAnomaly] = [
        .streamTooLarge(megabytes: 16), .recordAfterEnd, .listedAfterStart, .listedTwice(test: "T.S/a()"),
        .unknownTest(kind: "testEnded", test: "T.S/b()"), .startedTwice(test: "T.S/a()"),
        .endedWithoutStarting(test: "T.S/a()"), .endedTwice(test: "T.S/a()"), .issueAfterEnd(test: "T.S/a()"),
        .passedDespiteFailure, .failedDespitePasses, .consoleNeverEnded, .consoleSaysFailed(test: "zeigt die Mahlzeiten"),
        .exitedMidRun(code: 0), .exitAfterEnd, .signalAfterEnd(9), .exitedAfterRun(code: 1, runPassed: true),
        .exitedAfterRun(code: 0, runPassed: false), .resultCount(declared: 3, reported: 2),
    ]

    @Test("help and usage errors follow --lang and the locale")
    func helpAndErrors() {
        var output: [String] = [], errors: [String] = []
        let run = { (arguments: [String], environment: [String: String]) -> Int32 in
            output = []; errors = []
            return GraderCommand.main(arguments: arguments, root: "/nowhere", environment: environment,
                                      standardOutput: { output.append($0) }, standardError: { errors.append($0) })
        }
        #expect(run(["--help", "--lang", "de"], [:]) == 0)
        #expect(output.joined().hasPrefix("Aufruf: ./grade.sh [Optionen]"))
        #expect(EnglishInGerman.englishLines(in: Options.usage(in: .de)) == [])
        #expect(run(["--frobnicate"], ["LANG": "de_DE.UTF-8"]) == 2)
        #expect(errors == ["grade.sh: " + Options.unknownOption("--frobnicate", in: .de), "Die Hilfe zeigt ./grade.sh --lang de --help."])
        #expect(errors.first?.hasPrefix("grade.sh: Unbekannte Option „--frobnicate“. Gültige Optionen: --lesson <n>") == true)
        #expect(run(["--lesson"], ["LANG": "de_DE.UTF-8", "LC_ALL": "en_US.UTF-8"]) == 2)
        #expect(errors.first == "grade.sh: --lesson needs a lesson, e.g. --lesson 01.")
    }

    @Test("an instructor's modes and their errors follow --lang too: Gradescope, submissions, the seal, formats")
    func instructorPaths() throws {
        // A workbook without lessons, sealed: enough for every refusal below, and nothing to build.
        let root = NSTemporaryDirectory() + "german-instructor-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Lessons", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/Tests", withIntermediateDirectories: true)
        var output: [String] = [], errors: [String] = [], everything: [String] = []
        let run = { (arguments: [String]) -> Int32 in
            output = []; errors = []
            defer { everything += output + errors }
            return GraderCommand.main(arguments: ["--lang", "de"] + arguments, root: root,
                                      environment: [GradescopeRun.rootVariable: root + "/autograder"],
                                      standardOutput: { output.append($0) }, standardError: { errors.append($0) })
        }

        #expect(run(["--seal"]) == 0)
        #expect(output == ["Die Checks, den Code des Workbooks, Package.swift und grade.sh in Tests/checksums.sha256 "
                           + "versiegelt. Committe die Datei zusammen mit ihnen."])
        #expect(run(["--format", "nonsense"]) == 2)
        #expect(errors == ["grade.sh: Es gibt kein Ausgabeformat „nonsense“. Wähle eines von: human, json, junit.",
                           "Die Hilfe zeigt ./grade.sh --lang de --help."])
        #expect(run(["--submission", "missing"]) == 2)
        #expect(errors == ["grade.sh: Unter \(root)/missing gibt es keine Abgabe.", "Die Hilfe zeigt ./grade.sh --lang de --help."])
        // Gradescope's results.json is Gradescope's document and stays English; what the run prints is German.
        #expect(run(["--gradescope"]) == 0)
        #expect(errors == ["grade.sh: Unter \(root)/autograder/submission gibt es keine Abgabe."])
        #expect(output == ["\(root)/autograder/results/results.json geschrieben: 0 Punkte."])
        let results = try String(contentsOfFile: root + "/autograder/results/results.json", encoding: .utf8)
        #expect(results.contains("There is no submission at \(root)/autograder/submission."))
        #expect(run(["--handout", root + "/Handout"]) == 2)
        #expect(errors.first == "grade.sh: --handout schreibt einen neuen Ordner außerhalb des Workbooks; "
                + "\(root)/Handout liegt darin.")

        // A check added after the seal: neither a submission nor Gradescope's package is made with it.
        try "// added\n".write(toFile: root + "/Tests/Added.swift", atomically: true, encoding: .utf8)
        #expect(run(["--submission", "missing"]) == 2)
        #expect(errors.first == "grade.sh: Die Checks dieses Workbooks weichen von ihrem Siegel ab (Tests/Added.swift). "
                + "Bewerte Abgaben mit versiegelten Checks: Führe ./grade.sh --lang de --seal aus, wenn du sie absichtlich geändert hast.")
        #expect(run(["--gradescope-package", "autograder.zip"]) == 2)
        #expect(errors.first?.hasPrefix("grade.sh: Die Checks weichen von ihrem Siegel ab (Tests/Added.swift); ") == true)
        for line in everything {
            #expect(EnglishInGerman.englishLines(in: line) == [], "\(line)")
        }
    }
}
