import Foundation

/// `./grade.sh --hint`: shows the next hint of a step — 1 the idea, 2 the API or pattern, 3 the code — and
/// remembers it in the ``HintLog``.
///
/// Without a step it grades first, so the hint belongs to the step that fails in the files on disk now,
/// not to the one that failed in an earlier run.
struct HintCommand {
    let root: String
    let language: Language
    let style: Style
    var output: (String) -> Void = { print($0) }
    /// Grades the lesson a selector names, or every lesson for nil.
    var grade: (String?) throws -> [LessonResult]

    func run(_ request: HintRequest) throws -> Int32 {
        let catalog = LessonCatalog(root: root)
        let lessons = try catalog.lessons()
        switch request {
        case .step(let selector, let step):
            return try show(lesson: catalog.select(selector, from: lessons), step: step)
        case .lesson(let selector):
            let lesson = try catalog.select(selector, from: lessons)
            return try showFirstOpenStep(of: grade(lesson.number), allLessons: false)
        case .firstFailingStep:
            return try showFirstOpenStep(of: grade(nil), allLessons: true)
        }
    }

    /// The next hint of the first lesson in `results` that is not done, at its first failing step.
    private func showFirstOpenStep(of results: [LessonResult], allLessons: Bool) throws -> Int32 {
        guard let open = results.first(where: { !$0.isComplete }) else {
            let first = results.first?.lesson.number ?? "01"
            output(allLessons
                ? language.pick("Every lesson is done: there is nothing to hint at.",
                                "Alle Lektionen sind fertig: Es gibt nichts, wofür ein Hinweis nötig wäre.")
                : language.pick("Lesson \(first) is done: every check passes.",
                                "Lektion \(first) ist fertig: Jeder Check besteht."))
            output(language.pick("A step's hints anyway: ./grade.sh --hint \(first).1",
                                 "Die Hinweise eines Schritts trotzdem: ./grade.sh --hint \(first).1"))
            return 0
        }
        guard let step = open.firstOpenStep else {
            let number = open.lesson.number
            output(open.status == .done
                ? language.pick("Lesson \(number) passes every check; what is left is the written answer in "
                                + "\(open.writtenAnswer?.path ?? "EXPLANATION.md"), in your own words.",
                                "Lektion \(number) besteht jeden Check; es fehlt noch die schriftliche Antwort in "
                                + "\(open.writtenAnswer?.path ?? "EXPLANATION.md"), in deinen eigenen Worten.")
                : language.pick("Lesson \(number) cannot be checked step by step yet: run ./grade.sh --lesson \(number) "
                                + "and fix what it shows first. Hints for a step: ./grade.sh --hint \(number).1",
                                "Lektion \(number) lässt sich noch nicht Schritt für Schritt prüfen: Führe ./grade.sh "
                                + "--lesson \(number) aus und behebe zuerst, was es zeigt. Hinweise zu einem Schritt: "
                                + "./grade.sh --hint \(number).1"))
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
            throw GraderError.usage(language.pick(
                "Lesson \(lesson.number) has no hints for step \(step)" + (steps.isEmpty ? "." : "; there are hints for \(steps)."),
                "Lektion \(lesson.number) hat keine Hinweise zu Schritt \(step)"
                    + (steps.isEmpty ? "." : "; es gibt Hinweise zu \(steps).")))
        }
        try log.record(lesson: lesson.number, step: step, level: level)
        let of = LessonHints.levels
        output(style.bold(language.pick("Lesson \(lesson.number) · step \(step) — hint \(level) of \(of): ",
                                        "Lektion \(lesson.number) · Schritt \(step) — Hinweis \(level) von \(of): ")
                          + Self.levelName(level, in: language)))
        output("")
        for line in Self.terminalLines(of: text) { output("  " + line) }
        output("")
        if level < of {
            output(language.pick("Still stuck? ./grade.sh --hint \(lesson.number).\(step) shows hint \(level + 1) of \(of) "
                                 + "(\(Self.levelName(level + 1, in: .en))).",
                                 "Immer noch fest? ./grade.sh --hint \(lesson.number).\(step) zeigt Hinweis \(level + 1) "
                                 + "von \(of) (\(Self.levelName(level + 1, in: .de)))."))
        } else {
            output(language.pick("That was the last hint for this step: compare it with your code, then run "
                                 + "./grade.sh --lesson \(lesson.number).",
                                 "Das war der letzte Hinweis zu diesem Schritt: Vergleiche ihn mit deinem Code und führe "
                                 + "dann ./grade.sh --lesson \(lesson.number) aus."))
        }
        return 0
    }

    /// `the idea`, `the API or pattern to use`, `the code`.
    static func levelName(_ level: Int, in language: Language) -> String {
        switch level {
        case 1: return language.pick("the idea", "die Idee")
        case 2: return language.pick("the API or pattern to use", "die API oder das Muster")
        default: return language.pick("the code", "der Code")
        }
    }

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
