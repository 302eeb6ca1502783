import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WorkbookConventions

/// `./grade.sh --preview 04`: pictures every preview of a lesson as a phone, once its `.task` work has
/// settled, in the terminal and, with `--html <file>`, as a web page.
///
/// The grader cannot link lesson code, so it builds the lesson's gallery executable (``GalleryBuild``) and
/// runs it like the hidden checks, offline; the gallery writes the pictures into the build folder, never
/// to standard output, where the learner's code may print.
///
/// Exit status: 0 when every preview renders, 1 when one fails (a missing object, a live service reached)
/// or the lesson does not compile yet, 2 for a lesson without previews.
struct PreviewCommand {
    /// The build the gallery is made and run in; its root is the workbook's folder.
    var workspace: Workspace
    var language = Language.en
    var style = Style(enabled: false)
    /// The columns the pictures may use: phones stand side by side while they fit.
    var width = 80
    var progress: @Sendable (String) -> Void = { _ in }
    /// Seconds the gallery may take to render every preview; each waits a second at most for its tasks.
    var timeLimit = 30.0

    /// The previews of `lesson`, one of `lessons`; a web page of them at `htmlPath` too, when given.
    ///
    /// - Returns: the exit status, the pictures with what they mean, and where the web page went (apart, so
    ///   that the pictures read the same wherever the page goes).
    func run(_ lesson: Lesson, of lessons: [Lesson], htmlPath: String? = nil) throws -> (status: Int32, text: String, page: String?) {
        let title = PreviewWords.heading(lesson).text(in: language)
        let heading = style.bold(title)
        let providers = self.providers(of: lesson)
        guard !providers.isEmpty else {
            let withPreviews = lessons.filter { !self.providers(of: $0).isEmpty }.map(\.number).joined(separator: ", ")
            throw GraderError.usage(PreviewWords.noPreviews(lesson, lessonsWithPreviews: withPreviews))
        }
        try workspace.prepare()
        var build = GalleryBuild(workspace: workspace, language: language, style: style)
        build.progress = progress
        let gallery: String
        switch try build.build(lesson) {
        case .built(let path): gallery = path
        case .broken(let lines): return (1, ([heading] + lines).joined(separator: "\n"), nil)
        }

        progress(PreviewWords.rendering(lesson: lesson.number).text(in: language))
        // The gallery runs the learner's views, so it is confined like the checks; it may write only into
        // a folder of its own.
        let pictures = workspace.logDirectory + "/previews-\(lesson.number)"
        try? FileManager.default.removeItem(atPath: pictures)
        try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
        let picture = pictures + "/previews.txt"
        let page = pictures + "/previews.html"
        let confined = try GradingSession.sandbox(for: workspace).confine(
            TestLaunch(executable: gallery,
                       arguments: GalleryRequest(textFile: picture, htmlFile: page, width: width, title: title,
                                                 german: language == .de).arguments,
                       environment: workspace.testEnvironment, isDirect: true),
            workspace: workspace, writable: [pictures])
        defer { confined.finish() }
        let launch = confined.launch
        let outcome = try ProcessRunner.run(
            launch.executable, launch.arguments, environment: launch.environment,
            outputDirectory: workspace.logDirectory, label: "gallery", timeout: timeLimit, backtraceOnStop: true,
            tagged: true, layout: launch.layout, onExit: confined.finish)
        guard [0, 1].contains(outcome.exitCode), let text = try? String(contentsOfFile: picture, encoding: .utf8) else {
            return (1, ([heading] + failure(of: outcome, lesson: lesson)).joined(separator: "\n"), nil)
        }
        var lines = [heading + " — " + providers.joined(separator: ", "), "", String(text.dropLast(text.hasSuffix("\n") ? 1 : 0))]
        if outcome.exitCode == 1 {
            lines.append(PreviewWords.aPreviewFails.text(in: language))
        }
        var written: String?
        if let htmlPath {
            do {
                try? FileManager.default.removeItem(atPath: htmlPath)
                try FileManager.default.copyItem(atPath: page, toPath: htmlPath)
            } catch {
                throw GraderError.setup(PreviewWords.cannotWrite(path: htmlPath, error: error.localizedDescription))
            }
            written = PreviewWords.wrotePage(path: CompilerOutput.relative(htmlPath, to: workspace.root)).text(in: language)
        }
        return (outcome.exitCode ?? 1, lines.joined(separator: "\n"), written)
    }

    /// The preview providers the lesson's gallery pictures, as its `main.swift` names them; none for a
    /// lesson without a gallery.
    func providers(of lesson: Lesson) -> [String] {
        let main = (try? String(contentsOfFile: "\(workspace.root)/\(lesson.layout.galleryFolder)/main.swift", encoding: .utf8)) ?? ""
        return main.matches(of: /(\w+_Previews)\.self/).map { String($0.1) }
    }

    /// What to say when the gallery crashed or ran past its time: the runtime's reason, and the learner's
    /// line the backtrace shows.
    private func failure(of outcome: ProcessOutcome, lesson: Lesson) -> [String] {
        let crash = CrashReport(stderr: ControlCharacters.visible(outcome.stderr), signal: outcome.signal, workspace: workspace,
                                folder: workspace.folder(of: lesson))
        let place = crash.studentFrame.map { " → " + style.bold($0.place.description) } ?? ""
        if outcome.timedOut {
            return [CrashWords.previewsNeverFinished(seconds: Int(timeLimit), place: place).text(in: language)]
        }
        return [CrashWords.previewsCrashed(crash.reason, place: place).text(in: language)]
    }

    /// The columns of the terminal: `COLUMNS` when set, else the terminal's own width, else 80.
    static func terminalWidth(environment: [String: String]) -> Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }
}
