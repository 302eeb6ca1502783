import Foundation

/// `./grade.sh --hint`: shows the next hint of a step — 1 the idea, 2 the API or pattern, 3 the code — and
/// remembers it in the ``HintLog``.
///
/// Without a step it grades first, so the hint belongs to the step that fails in the files on disk now,
/// not to the one that failed in an earlier run.
struct HintCommand {
    /// The workbook's lessons, which the request's selector names.
    let catalog: LessonCatalog
    let language: Language
    let style: Style
    var output: (String) -> Void = { print($0) }
    /// Grades the lesson given, or every lesson for nil.
    var grade: (Lesson?) throws -> [LessonResult]

    private var root: String { catalog.root }

    private func say(_ words: HintWords) -> String { words.text(in: language) }

    func run(_ request: HintRequest) throws -> Int32 {
        switch request {
        case .step(let selector, let step):
            return try show(lesson: catalog.lesson(selector), step: step)
        case .lesson(let selector):
            return try showFirstOpenStep(of: grade(catalog.lesson(selector)), allLessons: false)
        case .firstFailingStep:
            return try showFirstOpenStep(of: grade(nil), allLessons: true)
        }
    }

    /// The next hint of the first lesson in `results` that is not done, at its first failing step.
    private func showFirstOpenStep(of results: [LessonResult], allLessons: Bool) throws -> Int32 {
        guard let open = results.first(where: { !$0.isComplete }) else {
            let first = results.first?.lesson.number ?? "01"
            output(say(allLessons ? .everyLessonDone : .lessonDone(first)))
            output(say(.hintsAnyway(lesson: first)))
            return 0
        }
        guard let step = open.firstOpenStep else {
            let number = open.lesson.number
            output(say(open.status == .done
                ? .onlyAnswerLeft(lesson: number, file: open.writtenAnswer?.path ?? "EXPLANATION.md")
                : .notStepByStepYet(lesson: number)))
            return 1
        }
        return try show(lesson: open.lesson, step: step)
    }

    /// Shows the level after the one seen for `step` of `lesson`, and records it.
    private func show(lesson: Lesson, step: Int) throws -> Int32 {
        let hints = LessonHints.of(lesson.layout, root: root)
        let log = HintLog(root: root)
        let level = min(log.level(lesson: lesson.number, step: step) + 1, LessonHints.levels)
        guard let text = hints.hint(step: step, level: level, in: language) else {
            let steps = hints.steps.keys.sorted().map { "\(lesson.number).\($0)" }.joined(separator: ", ")
            throw GraderError.usage(HintWords.noHints(lesson: lesson.number, step: step, steps: steps))
        }
        try log.record(lesson: lesson.number, step: step, level: level)
        let of = LessonHints.levels
        output(style.bold(say(.heading(lesson: lesson.number, step: step, level: level, of: of))))
        output("")
        for line in Self.terminalLines(of: text) { output("  " + line) }
        output("")
        if level < of {
            output(say(.stillStuck(lesson: lesson.number, step: step, next: level + 1, of: of)))
        } else {
            output(say(.lastHint(lesson: lesson.number)))
        }
        return 0
    }

    /// `the idea`, `the API or pattern to use`, `the code`.
    static func levelName(_ level: Int, in language: Language) -> String { HintWords.level(level).text(in: language) }

    /// Markdown for a terminal: each paragraph or list item rewrapped, code blocks indented as written,
    /// without their fences.
    static func terminalLines(of markdown: String) -> [String] {
        var lines: [String] = []
        var paragraph: [String] = []
        func flush() {
            if !paragraph.isEmpty { lines += TextWrapping.wrap(paragraph.joined(separator: " "), width: 96) }
            paragraph = []
        }
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { flush(); inFence.toggle(); continue }
            if inFence { lines.append("    " + line); continue }
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty {
                flush()
                lines.append("")
            } else {
                // A list item starts a paragraph of its own.
                if text.firstMatch(of: #/^([-*]|\d+\.) /#) != nil { flush() }
                paragraph.append(text)
            }
        }
        flush()
        return lines
    }
}
