import Foundation

/// `./grade.sh` without a mode option: grades `Lessons/` (or `Solutions/`), all lessons or `--lesson`'s.
enum GradeMode: ModeCommand {
    static func run(_ context: CommandContext) throws -> Int32 {
        try context.locked { workspace in
            try ReportPublishing(context: context).publish {
                let catalog = try context.catalog()
                var grader = Grader(workspace: workspace, catalog: catalog)
                grader.language = context.language
                grader.lesson = try context.options.lesson.map(catalog.lesson)
                grader.timeLimit = context.options.timeLimit
                grader.progress = context.status.show
                let started = Date()
                let results = try grader.grade()
                context.status.clear()
                return .ofWorkbook(results, recording: results, startedAt: started, workspace: workspace)
            }
        }
    }
}
