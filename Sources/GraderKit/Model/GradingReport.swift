import WorkbookConventions

/// What one grading run found, complete: every place already resolved, so no reporter reads the disk.
struct GradingReport: Sendable {
    /// The lessons graded, in order.
    var results: [LessonResult]
    /// Whether the student's lessons or the reference solutions were graded.
    let graded: LessonLayout.Sources
    /// How the files that decide a grade compare with their seal; nil where nothing was checked.
    var seal: SupportFileSeal.Finding?
    /// Shell commands that restore the sealed files, when they were changed.
    var restoreCommands: [String] = []

    /// The files that decide the grade and were changed, added or removed — or the seal itself when it
    /// is gone. Results on such a copy do not count.
    var modifiedFiles: [String] {
        guard let seal, !seal.isIntact else { return [] }
        return seal.sealMissing ? [SupportFileSeal.file] : seal.paths
    }

    /// The hint level the student has seen per step (`01.2` → 2), for "hint 2 of 3 seen".
    var hintsSeen: [String: Int] = [:]
    /// The steps that have hints (`01.2`); the report offers `--hint` only for them.
    var stepsWithHints: Set<String> = []

    /// When this run graded only some lessons: the first other lesson, in the lessons' order, that the
    /// learner has not finished (by the last grading of it); nil when every other one is done.
    var nextLesson: Lesson?

    /// Where the lessons came from when a submission was graded.
    var submission: SubmissionInfo?
    /// What confined the student's code while it ran; nil where none of it ran.
    var sandbox: SandboxReport?

    /// A graded submission: what it was, which checks graded it, and what of it was not used.
    struct SubmissionInfo: Sendable, Encodable {
        /// The folder or `.zip` as given.
        let path: String
        /// The instructor's commit whose checks graded it, when the workbook is a git repository.
        let commit: String?
        /// Files of the submission outside its lesson files that differ from the workbook's, or that it
        /// does not have: never used.
        let ignored: [String]
        /// How many more files were identical to the workbook's.
        let identicalIgnored: Int
        /// Files as large as the workbook's file of the same path, but too large to compare: not read.
        var tooLargeIgnored: [String] = []
        /// Whether the submission holds more files than the grader looks at, which are not listed.
        var ignoredIncomplete = false
        /// Lesson folders the submission does not have; graded as their starters.
        let missingLessons: [String]
    }

    /// Every check passes, every written answer is there, and the checks are the original ones.
    var isComplete: Bool { results.allSatisfy(\.isComplete) && modifiedFiles.isEmpty }
}
