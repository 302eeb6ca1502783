import Foundation

/// `./grade.sh` without a mode option: grades `Lessons/` (or `Solutions/`), all lessons or `--lesson`'s.
enum GradeMode: ModeCommand {
    static func run(_ context: CommandContext) throws -> Int32 {
        try context.locked { workspace in
            try ReportPublishing(context: context).publish {
                let catalog = try context.catalog()
                let lesson = try context.options.lesson.map(catalog.lesson)
                let started = Date()
                let results = try context.grade(lesson, in: workspace, catalog: catalog)
                return .ofWorkbook(results, recording: results, startedAt: started, workspace: workspace,
                                   catalog: lesson == nil ? nil : catalog)
            }
        }
    }
}
