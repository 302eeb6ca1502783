import Foundation

/// The progress line: a session's events as the one line a person watches while grading, in their
/// language. Only the build and the start of a lesson's checks show; the rest is for the reports.
///
/// The first build in a build folder takes a minute or more, so it is also told line by line on `note`
/// (standard error, also when piped): what it is doing, and how long each part took.
struct ProgressLine: Sendable {
    let language: Language
    /// Shows a line (``StatusLine/show(_:)``, or a self-test's prefixed progress).
    let show: @Sendable (String) -> Void
    /// Writes a line that stays, during a first build.
    var note: @Sendable (String) -> Void = { _ in }
    private let firstBuild = Narration()

    init(language: Language, show: @escaping @Sendable (String) -> Void, note: @escaping @Sendable (String) -> Void = { _ in }) {
        self.language = language
        self.show = show
        self.note = note
    }

    func receive(_ event: GradingEvent) {
        switch event {
        case .building(.firstBuild, _):
            firstBuild.start()
            note(BuildWords.firstBuild.text(in: language))
        case .building(let activity, let step):
            let text = Self.words(for: activity).text(in: language)
            if let seconds = firstBuild.change(to: text) { note(BuildWords.firstBuildPhase(text, after: seconds).text(in: language)) }
            show(step.map { text + " [\($0.done)/\($0.total)]" } ?? text)
        case .built:
            if let seconds = firstBuild.end() { note(BuildWords.firstBuildDone(seconds: seconds).text(in: language)) }
        case .checksStarted(let lesson, let againstBugs):
            show((againstBugs ? GradingWords.runningAgainstBugs(lesson: lesson.number)
                                     : .runningChecks(lesson: lesson.number)).text(in: language))
        case .checkEnded, .lessonVerdict, .runEnded:
            break
        }
    }

    /// The words for what a build is doing.
    private static func words(for activity: BuildActivity) -> BuildWords {
        switch activity {
        case .firstBuild, .buildingAll: .building
        case .buildingWithout(let lessons): .buildingWithout(lessons: lessons.joined(separator: ", "))
        case .checkingContract(let lesson): .checkingContract(lesson: lesson)
        case .findingFirstError(let lesson): .findingFirstError(lesson: lesson)
        }
    }

    /// Where a first build is: when it started and what it does now. Shared by the copies of the line
    /// that the session's closures hold.
    private final class Narration: @unchecked Sendable {
        private let lock = NSLock()
        private var started: Date?
        private var current = ""

        func start() { lock.withLock { started = Date() } }

        /// The seconds since the start when a first build turns to `text`; nil otherwise.
        func change(to text: String) -> Int? {
            lock.withLock {
                guard let started, text != current else { return nil }
                current = text
                return Int(Date().timeIntervalSince(started).rounded())
            }
        }

        /// The seconds a first build took, once; nil when none is running.
        func end() -> Int? {
            lock.withLock {
                defer { started = nil }
                return started.map { Int(Date().timeIntervalSince($0).rounded()) }
            }
        }
    }
}
