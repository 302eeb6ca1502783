import Foundation

extension GradingReport {
    /// The report on a run over the workbook's own lessons (or its solutions), as a one-shot run and
    /// each watch round make it: the seal checked after grading, so that a change made while the checks
    /// ran is seen too, with the commands that restore it; the hints seen; and `recording` kept as the
    /// learner's progress when the checks are the sealed ones (a file that cannot be written must not
    /// cost the results).
    ///
    /// `digest` gives a sealed file's SHA-256; a watch loop passes its ``RoundMemo``'s.
    static func ofWorkbook(_ results: [LessonResult], recording: [LessonResult], startedAt: Date,
                           workspace: Workspace, catalog: LessonCatalog? = nil,
                           digest: ((String) -> String?)? = nil) -> GradingReport {
        let root = workspace.root
        var report = GradingReport(results: results, graded: workspace.sources)
        let seal = digest.map { SupportFileSeal.check(root: root, digest: $0) } ?? SupportFileSeal.check(root: root)
        report.seal = seal
        report.sandbox = GradingSession.sandbox(for: workspace).report
        if !workspace.solutions && seal.isIntact && !recording.isEmpty {
            try? ProgressStore(root: root).record(recording, startedAt: startedAt)
        }
        if !seal.isIntact { report.restoreCommands = SupportFileSeal.restoreCommands(root: root, finding: seal) }
        // Only some lessons graded: the next one the learner has not finished, so that "every lesson is
        // done" is never said of one lesson.
        if let catalog, !workspace.solutions {
            let graded = Set(results.map(\.lesson))
            let recorded = ProgressStore(root: root).load()
            report.nextLesson = catalog.lessons().first { !graded.contains($0) && recorded[$0.number]?.state.isDone != true }
        }
        report.hintsSeen = HintLog(root: root).seen()
        report.stepsWithHints = Set(results.flatMap { LessonHints.stepKeys(of: $0.lesson.layout, root: root) })
        return report
    }
}
