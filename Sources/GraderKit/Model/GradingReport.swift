import WorkbookConventions

/// What one grading run found, complete: every place already resolved, so no reporter reads the disk.
struct GradingReport: Sendable {
    /// The lessons graded, in order.
    let results: [LessonResult]
    /// Whether the student's lessons or the reference solutions were graded.
    let graded: LessonLayout.Sources
    /// Hidden checks or workbook files that differ from the last commit: results on such a copy do not
    /// count.
    var modifiedFiles: [String] = []

    /// Every check passes and every written answer is there.
    var isComplete: Bool { results.allSatisfy(\.isComplete) }
}
