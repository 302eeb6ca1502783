import Foundation
import Testing
@testable import GraderKit

/// A workbook in a temporary folder with two lessons, `01-Alpha` with a gallery and a contract, and
/// `02-Beta` without previews — enough for what `--preview` decides before it builds anything.
private struct PreviewWorkbook {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "preview-\(UUID().uuidString)"
        let files = [
            "Package.swift": "// \"01-Alpha\", \"02-Beta\"\n",
            "Lessons/01-Alpha/README.md": "# Lesson 01 · Alpha\n",
            "Lessons/01-Alpha/README.de.md": "# Lektion 01 · Alfa\n",
            "Lessons/01-Alpha/Card.swift": "struct Card {}\n",
            "Lessons/02-Beta/README.md": "# Lesson 02 · Beta\n",
            "Tests/Lesson01Tests/Gallery/main.swift": """
                import PreviewGallery
                @testable import Lesson01

                await PreviewGallery.main([
                    Card_Previews.self,
                ])
                """,
            "Tests/Lesson01Tests/Contract/Contract.swift": """
                func contractUses() {
                    _ = Card() // contract: step 1 · `struct Card` · Card.swift
                    _ = Card_Previews.previews // contract: step 3 · `struct Card_Previews: PreviewProvider`, with two previews · CardPreviews.swift · de: `struct Card_Previews: PreviewProvider` mit zwei Previews
                }
                """,
        ]
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
    }

    var lesson: Lesson { Lesson(folder: "01-Alpha", title: "Alpha", germanTitle: "Alfa") }

    func build(in language: Language) -> GalleryBuild {
        GalleryBuild(workspace: .gallery(root: root, solutions: false), language: language)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}

@Suite("--preview: pictures of a lesson's previews")
struct PreviewCommandTests {
    @Test("--preview takes a lesson and --html a file; --html alone is refused in both languages")
    func options() throws {
        let options = try Options(parsing: ["--preview", "04", "--html", "previews.html", "--solutions"])
        #expect(options.preview == "04" && options.html == "previews.html" && options.solutions)
        #expect(throws: GraderError.self) { try Options(parsing: ["--preview"]) }
        do {
            _ = try Options(parsing: ["--html", "previews.html"])
            Issue.record("--html without --preview was accepted")
        } catch let error as GraderError {
            #expect(error.message(in: .en).contains("--preview 04 --html previews.html"))
            #expect(error.message(in: .de).hasPrefix("--html schreibt die Bilder von --preview"))
        }
        #expect(Options.usage(in: .en).contains("--preview <n>") && Options.usage(in: .de).contains("--preview <n>"))
    }

    @Test("a preview the lesson lacks is named with its step and file from the contract, not the compiler's words")
    func missingPreviewNamesItsStep() throws {
        let workbook = try PreviewWorkbook()
        defer { workbook.remove() }
        let output = """
            \(workbook.root)/Tests/Lesson01Tests/Gallery/main.swift:5:5: error: cannot find 'Card_Previews' in scope
            """
        let english = try workbook.build(in: .en).explain(output, of: workbook.lesson).joined(separator: "\n")
        #expect(english.hasPrefix("Lesson 01 does not have its previews yet:"))
        #expect(english.contains("Step 3  `struct Card_Previews: PreviewProvider`, with two previews"))
        #expect(english.contains("→ Lessons/01-Alpha/CardPreviews.swift"))
        #expect(english.contains("then run ./grade.sh --preview 01 again") && !english.contains("cannot find"))
        let german = try workbook.build(in: .de).explain(output, of: workbook.lesson).joined(separator: "\n")
        #expect(german.contains("Schritt 3  `struct Card_Previews: PreviewProvider` mit zwei Previews"))
        #expect(german.contains("Lessons/01-Alpha/README.de.md") && german.contains("./grade.sh --lang de --preview 01 erneut aus"))
    }

    @Test("errors in the lesson's own code are shown at their places, as the report shows them")
    func lessonErrors() throws {
        let workbook = try PreviewWorkbook()
        defer { workbook.remove() }
        let output = """
            \(workbook.root)/Lessons/01-Alpha/Card.swift:1:15: error: cannot find type 'Colour' in scope
            \(workbook.root)/Tests/Lesson01Tests/Gallery/main.swift:5:5: error: cannot find 'Card_Previews' in scope
            """
        let lines = try workbook.build(in: .en).explain(output, of: workbook.lesson)
        #expect(lines.first == "Lesson 01 does not compile yet, so its previews cannot be shown:")
        #expect(lines.contains("    Lessons/01-Alpha/Card.swift:1:15: error: cannot find type 'Colour' in scope"))
        #expect(lines.contains("    Fix the first error, then run ./grade.sh again."))
        #expect(!lines.joined().contains("Card_Previews"))
        let german = try workbook.build(in: .de).explain(output, of: workbook.lesson)
        #expect(german.first == "Lektion 01 lässt sich noch nicht kompilieren, daher kann sie keine Previews zeigen:")
    }

    @Test("a build that fails outside the lesson is a setup problem")
    func failureOutsideTheLesson() throws {
        let workbook = try PreviewWorkbook()
        defer { workbook.remove() }
        #expect(throws: GraderError.self) {
            try workbook.build(in: .en).explain("error: linker command failed", of: workbook.lesson)
        }
    }

    @Test("a lesson without previews says which lessons have them, and exits with 2")
    func lessonWithoutPreviews() throws {
        let workbook = try PreviewWorkbook()
        defer { workbook.remove() }
        let command = PreviewCommand(workspace: .gallery(root: workbook.root, solutions: false))
        #expect(command.providers(of: workbook.lesson) == ["Card_Previews"])
        do {
            let catalog = try LessonCatalog(root: workbook.root)
            _ = try command.run(try catalog.lesson("2"), of: catalog.lessons())
            Issue.record("lesson 02 has no previews, but --preview went on")
        } catch let error as GraderError {
            #expect(error.message(in: .en) == "Lesson 02 (Beta) has no previews to show. These lessons have: 01.")
            #expect(error.message(in: .de).hasPrefix("Lektion 02 (Beta) hat keine Previews zum Zeigen."))
        }
        var errors: [String] = []
        let status = GraderCommand.main(arguments: ["--preview", "02", "--lang", "de"], root: workbook.root,
                                        environment: [:], standardOutput: { _ in }, standardError: { errors.append($0) })
        #expect(status == 2 && errors.first?.hasPrefix("grade.sh: Lektion 02 (Beta) hat keine Previews") == true)
    }

    @Test("--html never writes into Lessons/, Solutions/ or Tests/, and the gallery builds in a folder of its own")
    func writesOnlyWhereAllowed() throws {
        let workbook = try PreviewWorkbook()
        defer { workbook.remove() }
        var errors: [String] = []
        let status = GraderCommand.main(arguments: ["--preview", "01", "--html", "Lessons/01-Alpha/p.html"],
                                        root: workbook.root, environment: [:], standardOutput: { _ in },
                                        standardError: { errors.append($0) })
        #expect(status == 2 && errors.first?.contains("may not be written into Lessons/") == true)
        #expect(!FileManager.default.fileExists(atPath: workbook.root + "/Lessons/01-Alpha/p.html"))
        #expect(Workspace.gallery(root: "/w", solutions: true).scratchPath == "/w/.build/gallery/solutions")
        #expect(Workspace.gallery(root: "/w", solutions: false).logDirectory == "/w/.build/gallery/lessons/grader")
    }

    @Test("the self-test names the first line where a picture differs from its recording, and how to record it")
    func recordings() throws {
        let workbook = try PreviewWorkbook()
        defer { workbook.remove() }
        let recording = "Tests/Fixtures/Previews/01-Alpha.txt"
        try FileManager.default.createDirectory(atPath: workbook.root + "/Tests/Fixtures/Previews", withIntermediateDirectories: true)
        try "Lesson 01\n│ Pfannkuchen │\n".write(toFile: workbook.root + "/" + recording, atomically: true, encoding: .utf8)
        let goldens = PreviewGoldens(root: workbook.root, workspace: Workspace(root: workbook.root, solutions: false))
        #expect(goldens.difference("Lesson 01\n│ Pfannkuchen │\n", recorded: recording) == nil)
        let changed = try #require(goldens.difference("Lesson 01\n│ Apfelstrudel │\n", recorded: recording)?.text(in: .en))
        #expect(changed.hasPrefix("differs from \(recording) at line 2: recorded “│ Pfannkuchen │”, now “│ Apfelstrudel │”."))
        #expect(changed.hasSuffix("record the pictures again with Tests/Fixtures/Previews/record.sh."))
        #expect(goldens.difference("Lesson 01\n", recorded: "Tests/Fixtures/Previews/02-Beta.txt")?.text(in: .en)
            .contains("is missing") == true)
    }

    @Test("the pictures take COLUMNS when set")
    func width() {
        #expect(PreviewCommand.terminalWidth(environment: ["COLUMNS": "120"]) == 120)
        #expect(PreviewCommand.terminalWidth(environment: ["COLUMNS": "wide"]) > 0)
    }
}
