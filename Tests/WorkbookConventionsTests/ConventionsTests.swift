import Testing
import WorkbookConventions

/// Every format the checks write and the grader reads, written and read back; and the paths of a lesson.
@Suite("Workbook conventions")
struct ConventionsTests {
    @Test("a step's title reads back as it was written; other suite names are no step")
    func stepTitleRoundTrip() {
        let title = StepTitle(step: 2, title: "RecipeListView takes its service")
        #expect(title.text == "Step 2 · RecipeListView takes its service")
        #expect(StepTitle(parsing: title.text) == title)
        #expect(StepTitle(parsing: "Workbook conventions") == nil)
    }

    @Test("a check's hint reads back as it was written, with and without a symbol, over several lines")
    func stepHintRoundTrip() {
        let hints = [
            StepHint(step: 4, message: "Ask once per category.\nSecond line with [brackets].",
                     file: "CachingMealService.swift", symbol: "func meals"),
            StepHint(step: 1, message: "Without a symbol.", file: "MealService.swift"),
            StepHint(step: 2, message: "Show the meals.\nSee [the lesson].", german: "Zeige die Mahlzeiten.\nZweite Zeile.",
                     file: "RecipeListView.swift", symbol: "var body"),
        ]
        for hint in hints {
            #expect(StepHint(parsing: hint.text) == hint)
        }
        #expect(hints[0].text == "Step 4 — Ask once per category.\nSecond line with [brackets]. "
                + "[CachingMealService.swift · func meals]")
        #expect(StepHint(parsing: "Expectation failed: 1 == 2") == nil)
        #expect(StepHint(parsing: hints[2].text)?.german == "Zeige die Mahlzeiten.\nZweite Zeile.")
        #expect(StepHint(parsing: hints[2].text)?.message == "Show the meals.\nSee [the lesson].")
    }

    @Test("a contract comment reads back as it was written, at the end of a line of code")
    func contractLineRoundTrip() {
        let line = ContractLine(step: 2, expectation: "`RecipeListView(service: any MealService = MealAPI.shared)`",
                                file: "RecipeListView.swift")
        #expect(ContractLine(parsing: "    _ = RecipeListView(service: x) " + line.comment) == line)
        #expect(ContractLine(parsing: "let x = 1 // just a comment") == nil)
        #expect(line.isCodeOnly)
        let worded = ContractLine(step: 2, expectation: "`RecipeListView()` still works", file: "RecipeListView.swift",
                                  german: "`RecipeListView()` funktioniert weiter")
        #expect(ContractLine(parsing: "    _ = RecipeListView() " + worded.comment) == worded)
        #expect(!worded.isCodeOnly)
    }

    @Test("a lesson's folders and targets follow from its folder name")
    func layout() {
        let layout = LessonLayout(folder: "01-SingletonProblem")
        #expect(layout.number == "01" && layout.topic == "SingletonProblem")
        #expect([layout.module, layout.testModule, layout.contractModule]
                == ["Lesson01", "Lesson01Tests", "Lesson01Contract"])
        #expect(layout.sourceFolder(.solutions) == "Solutions/01-SingletonProblem")
        #expect(layout.contractFile == "Tests/Lesson01Tests/Contract/Contract.swift")
        #expect(layout.galleryModule == "Lesson01Gallery" && layout.galleryFolder == "Tests/Lesson01Tests/Gallery")
        #expect(LessonLayout.isLessonFolder("01-SingletonProblem") && !LessonLayout.isLessonFolder("01-Singleton Problem"))
    }

    @Test("a path maps to its lesson and its target")
    func pathsMapBack() {
        #expect(LessonLayout.lessonNumber(ofPath: "Lessons/03-QuoteFetching/QuoteHeaderView.swift") == "03")
        #expect(LessonLayout.lessonNumber(ofPath: "Solutions/02-InitializerInjection/A.swift") == "02")
        #expect(LessonLayout.lessonNumber(ofPath: "Tests/Lesson05Tests/Contract/Contract.swift") == "05")
        #expect(LessonLayout.lessonNumber(ofPath: "/tmp/w/Lessons/04-KeyedEnvironment/A.swift") == "04")
        #expect(LessonLayout.lessonNumber(ofPath: "Sources/HeadlessUI/Core/View.swift") == nil)
        #expect(LessonLayout.module(ofPath: "Lessons/01-SingletonProblem/A.swift") == "Lesson01")
        #expect(LessonLayout.module(ofPath: "Tests/Lesson01Tests/Contract/Contract.swift") == "Lesson01Contract")
        #expect(LessonLayout.module(ofPath: "Tests/Lesson01Tests/Fakes.swift") == "Lesson01Tests")
        #expect(LessonLayout.module(ofPath: "Tests/Lesson04Tests/Gallery/main.swift") == "Lesson04Gallery")
        #expect(LessonLayout.module(ofPath: "Sources/HeadlessUI/Core/View.swift") == "HeadlessUI")
        // Every path a layout names maps back to that layout's lesson.
        let layout = LessonLayout(folder: "05-CompositionRoot")
        for path in [layout.sourceFolder(.lessons) + "/A.swift", layout.sourceFolder(.solutions) + "/A.swift",
                     layout.testsFolder + "/A.swift", layout.contractFile, layout.galleryFolder + "/main.swift"] {
            #expect(LessonLayout.lessonNumber(ofPath: path) == layout.number)
        }
    }
}
