import Foundation
import Synchronization
import Testing
@testable import GraderKit

/// The first build in a build folder takes a minute or more: it is told line by line, on standard error
/// also when piped, so a learner never stares at a silent terminal.
@Suite("The first run")
struct FirstRunTests {
    /// The lines a first build notes, in `language`, for the events a session sends.
    static func notes(in language: Language) -> [String] {
        let lines = Mutex<[String]>([])
        let line = ProgressLine(language: language, show: { _ in }, note: { text in lines.withLock { $0.append(text) } })
        let lesson = Lesson(folder: "01-Alpha", title: "Alpha")
        for event: GradingEvent in [.building(.firstBuild, step: nil),
                                    .building(.checkingContract(lesson: "01"), step: nil),
                                    .building(.buildingAll, step: nil),
                                    .building(.buildingAll, step: BuildStep(done: 3, total: 80)),
                                    .built(broken: []),
                                    .checksStarted(lesson, againstBugs: false),
                                    .building(.buildingAll, step: nil)] {
            line.receive(event)
        }
        // NB: the seconds depend on how busy the machine is: they read as N.
        return lines.withLock { $0 }.map { $0.replacing(/\d+ s\b/, with: "N s") }
    }

    @Test("a first build says what it does, a line per part with the seconds since it began, and when it is done")
    func firstBuildLines() {
        #expect(Self.notes(in: .en) == [
            "Building the workbook for the first time (about a minute, longer on a busy machine); later runs take seconds.",
            "  N s: Checking that lesson 01 has what its checks call…",
            "  N s: Building the lessons and their checks…",
            "  Built in N s. Running the checks…",
        ])
        #expect(Self.notes(in: .de) == [
            "Baue das Workbook zum ersten Mal (etwa eine Minute, auf einem ausgelasteten Rechner länger); spätere Läufe dauern Sekunden.",
            "  N s: Prüfe, ob Lektion 01 hat, was ihre Checks aufrufen…",
            "  N s: Baue die Lektionen und ihre Checks…",
            "  In N s gebaut. Die Checks laufen…",
        ])
    }

    @Test("a build in a folder graded before notes nothing: its progress is the status line's alone")
    func laterBuildsAreQuiet() {
        let lines = Mutex<[String]>([])
        let line = ProgressLine(language: .en, show: { _ in }, note: { text in lines.withLock { $0.append(text) } })
        line.receive(.building(.buildingAll, step: nil))
        line.receive(.built(broken: []))
        #expect(lines.withLock { $0 }.isEmpty)
    }
}
