import Foundation

/// `--submission <p>`: grades one student's workbook (a folder or a `.zip`) with the checks here, and
/// reports like a plain run (see ``SubmissionGrader``).
enum SubmissionMode: ModeCommand {
    static func run(_ context: CommandContext) throws -> Int32 {
        try context.locked { _ in
            try ReportPublishing(context: context).publish {
                var grader = SubmissionGrader(root: context.root, catalog: try context.catalog(),
                                              submissionPath: context.absolute(context.options.submission ?? ""))
                grader.timeLimit = context.options.timeLimit
                grader.buildLimits = context.buildLimits
                grader.progress = context.status.show
                grader.language = context.language
                if !context.options.noCache {
                    grader.verdicts = .current(root: context.root, timeLimit: context.options.timeLimit,
                                               buildLimits: context.buildLimits)
                }
                let report = try grader.grade()
                context.status.clear()
                return report
            }
        }
    }
}
