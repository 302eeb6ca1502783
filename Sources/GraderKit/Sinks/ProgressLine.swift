/// The progress line: a session's events as the one line a person watches while grading, in their
/// language. Only the build and the start of a lesson's checks show; the rest is for the reports.
struct ProgressLine: Sendable {
    let language: Language
    /// Shows a line (``StatusLine/show(_:)``, or a self-test's prefixed progress).
    let show: @Sendable (String) -> Void

    func receive(_ event: GradingEvent) {
        switch event {
        case .building(let activity, let step):
            let text = Self.words(for: activity).text(in: language)
            show(step.map { text + " [\($0.done)/\($0.total)]" } ?? text)
        case .checksStarted(let lesson, let againstPlantedBugs):
            show((againstPlantedBugs ? GradingWords.runningAgainstPlantedBugs(lesson: lesson.number)
                                     : .runningChecks(lesson: lesson.number)).text(in: language))
        case .built, .checkEnded, .lessonVerdict, .runEnded:
            break
        }
    }

    /// The words for what a build is doing.
    private static func words(for activity: BuildActivity) -> BuildWords {
        switch activity {
        case .buildingAll: .building
        case .buildingWithout(let lessons): .buildingWithout(lessons: lessons.joined(separator: ", "))
        case .checkingContract(let lesson): .checkingContract(lesson: lesson)
        case .findingFirstError(let lesson): .findingFirstError(lesson: lesson)
        }
    }
}
