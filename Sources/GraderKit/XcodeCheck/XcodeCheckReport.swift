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
    /// Whether the Mac's SDK stood in for the iOS simulator's (``AppleSDK/isMacFallback``).
    var macFallback = false
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
        let say = { (words: XcodeCheckWords) in words.text(in: language) }
        var lines = [say(.title(target: target))]
        if macFallback { lines += TextWrapping.wrap(say(.macFallback), width: 100).map { style.yellow($0) } }
        var passed = 0
        for outcome in outcomes {
            let name = language == .de ? outcome.unit.germanName : outcome.unit.name
            if !outcome.errorsHere.isEmpty {
                let next = outcome.unit.lessonNumber.map { "./grade.sh --lesson \($0)" + (solutions ? " --solutions" : "") }
                    ?? "./grade.sh --self-test"
                lines.append("\(style.yellow("⚠")) \(name) — " + say(.failsWithHeadlessUI(next: next)))
                continue
            }
            let gaps = outcome.gaps
            if gaps.isEmpty && outcome.errorsAgainstSwiftUI.isEmpty {
                passed += 1
                lines.append("\(style.green("✔")) \(name) — " + say(.compiles(files: outcome.unit.files.count)))
                continue
            }
            let count = gaps.count
            lines.append("\(style.red("✘")) \(name) — " + say(.gaps(count)))
            for gap in gaps {
                lines.append("    \(gap.place): error: \(gap.message)")
                gap.notes.forEach { lines.append("      note: \($0)") }
            }
        }
        for lesson in withoutUI {
            lines.append(style.dim("– \(lesson.heading(in: language)) — " + say(.importsNoHeadlessUI)))
        }
        lines.append(say(.summary(passed: passed, of: outcomes.count)))
        if outcomes.contains(where: { $0.errorsHere.isEmpty && !$0.gaps.isEmpty }) {
            lines.append(say(.reportGaps))
        }
        return lines.joined(separator: "\n")
    }
}
