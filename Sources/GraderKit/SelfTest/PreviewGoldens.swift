import Foundation

/// Proves that `./grade.sh --preview` still pictures every lesson's reference previews as recorded in
/// `Tests/Fixtures/Previews/`: the terminal picture and the web page, character for character.
///
/// It runs in the self-test's copy right after the reference solutions were graded there, and builds the
/// galleries in that copy's own build folder: every module the grading compiled is reused, so only the
/// galleries themselves are compiled and linked: seconds for all five on two cores (fifteen from a cold
/// build folder).
///
/// After an intended change to the pictures, record them again with `Tests/Fixtures/Previews/record.sh`.
struct PreviewGoldens {
    /// The workbook, which holds the recordings.
    let root: String
    /// The self-test copy's build, whose lessons hold the reference solutions.
    let workspace: Workspace
    var progress: @Sendable (String) -> Void = { _ in }
    /// The language of the progress lines.
    var language = Language.en

    static let folder = "Tests/Fixtures/Previews"
    /// The script that records the pictures anew.
    static let recorder = folder + "/record.sh"
    /// The columns the pictures are recorded at: enough for three phones side by side.
    static let width = 120

    /// Each lesson with previews, and how its pictures differ from the recording; nil when they do not.
    func check(_ lessons: [Lesson]) throws -> [(lesson: Lesson, problem: SelfTestWords?)] {
        var command = PreviewCommand(workspace: workspace, width: Self.width)
        command.progress = { [progress, language] in progress(SelfTestWords.progress(.previews, line: $0).text(in: language)) }
        return try lessons.filter { !command.providers(of: $0).isEmpty }.map { lesson in
            let page = workspace.logDirectory + "/recorded-\(lesson.number).html"
            let shown = try command.run(lesson, of: lessons, htmlPath: page)
            if shown.status != 0 {
                return (lesson, .previewsFail(status: shown.status, output: shown.text))
            }
            let problem = difference(shown.text + "\n", recorded: "\(Self.folder)/\(lesson.folder).txt")
                ?? difference((try? String(contentsOfFile: page, encoding: .utf8)) ?? "",
                              recorded: "\(Self.folder)/\(lesson.folder).html")
            return (lesson, problem)
        }
    }

    /// Where `text` first differs from the recording at `path`, with both lines; nil when it does not.
    func difference(_ text: String, recorded path: String) -> SelfTestWords? {
        guard let recorded = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else {
            return .recordingMissing(path: path)
        }
        guard text != recorded else { return nil }
        let shown = text.split(separator: "\n", omittingEmptySubsequences: false)
        let expected = recorded.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(shown, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(shown.count, expected.count)
        func at(_ lines: [Substring]) -> String? { line < lines.count ? String(lines[line]) : nil }
        return .differsFromRecording(path: path, line: line + 1, recorded: at(expected), now: at(shown))
    }
}
