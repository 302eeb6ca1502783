import Foundation

/// What `--xcode-check` prints: per unit whether it compiles against SwiftUI, and each line that compiles
/// with HeadlessUI but not against SwiftUI, in the learner's language.
struct XcodeCheckReport {
    /// One unit typechecked both ways.
    struct Outcome: Sendable {
        var unit: XcodeCheckPlan.Unit
        /// Errors against HeadlessUI, as the lesson is graded.
        var errorsHere: [CompilerOutput.Error]
        /// Errors in the copy that imports SwiftUI.
        var errorsAgainstSwiftUI: [CompilerOutput.Error]

        /// The SwiftUI errors on lines that have none against HeadlessUI: where HeadlessUI is not SwiftUI.
        var gaps: [CompilerOutput.Error] {
            let here = Set(errorsHere.map { "\($0.place.path):\($0.place.line ?? 0)" })
            return errorsAgainstSwiftUI.filter { !here.contains("\($0.place.path):\($0.place.line ?? 0)") }
        }
    }

    let target: String
    let outcomes: [Outcome]
    let withoutUI: [Lesson]
    let solutions: Bool
    let language: Language
    let style: Style

    /// 0 when every unit compiles both ways, else 1.
    var status: Int32 {
        outcomes.allSatisfy { $0.errorsHere.isEmpty && $0.errorsAgainstSwiftUI.isEmpty } ? 0 : 1
    }

    func render() -> String {
        var lines = [language.pick(
            "Typechecking against SwiftUI in the macOS SDK (\(target)), with the lesson targets' settings:",
            "Prüfe gegen SwiftUI aus dem macOS-SDK (\(target)) mit den Einstellungen der Lektions-Targets:")]
        var passed = 0
        for outcome in outcomes {
            let name = language == .de ? outcome.unit.germanName : outcome.unit.name
            if !outcome.errorsHere.isEmpty {
                let next = outcome.unit.lessonNumber.map { "./grade.sh --lesson \($0)" + (solutions ? " --solutions" : "") }
                    ?? "./grade.sh --self-test"
                lines.append("\(style.yellow("⚠")) \(name) — " + language.pick(
                    "does not compile with HeadlessUI either; fix that first: \(next)",
                    "kompiliert auch mit HeadlessUI nicht; behebe das zuerst: \(next)"))
                continue
            }
            let gaps = outcome.gaps
            if gaps.isEmpty && outcome.errorsAgainstSwiftUI.isEmpty {
                passed += 1
                lines.append("\(style.green("✔")) \(name) — " + language.pick(
                    "compiles against SwiftUI (\(outcome.unit.files.count) files)",
                    "kompiliert gegen SwiftUI (\(outcome.unit.files.count) Dateien)"))
                continue
            }
            let count = gaps.count
            lines.append("\(style.red("✘")) \(name) — " + language.pick(
                "\(count) \(count == 1 ? "line compiles" : "lines compile") with HeadlessUI but not against SwiftUI:",
                "\(count) \(count == 1 ? "Zeile kompiliert" : "Zeilen kompilieren") mit HeadlessUI, aber nicht gegen SwiftUI:"))
            for gap in gaps {
                lines.append("    \(gap.place): error: \(gap.message)")
                gap.notes.forEach { lines.append("      note: \($0)") }
            }
        }
        for lesson in withoutUI {
            lines.append(style.dim("– \(lesson.heading(in: language)) — " + language.pick(
                "imports no HeadlessUI: nothing to compare", "importiert HeadlessUI nicht: nichts zu vergleichen")))
        }
        lines.append(language.pick("\(passed) of \(outcomes.count) compile against SwiftUI.",
                                   "\(passed) von \(outcomes.count) kompilieren gegen SwiftUI."))
        if outcomes.contains(where: { $0.errorsHere.isEmpty && !$0.gaps.isEmpty }) {
            lines.append(language.pick(
                "Each ✘ line is a place where HeadlessUI accepts what SwiftUI does not: the grader is fine with it, "
                    + "an Xcode app is not. Please report it to the workbook's authors with the line above.",
                "Jede ✘-Zeile ist eine Stelle, an der HeadlessUI annimmt, was SwiftUI ablehnt: Der Grader ist damit "
                    + "zufrieden, eine Xcode-App nicht. Bitte melde sie mit der Zeile oben den Autoren des Workbooks."))
        }
        return lines.joined(separator: "\n")
    }
}
