/// `--watch`: keeps grading as files change (see ``WatchCommand``). The loop takes the folder's lock for
/// each round only, so a one-shot run can go between.
enum WatchMode: ModeCommand {
    static func run(_ context: CommandContext) throws -> Int32 {
        let catalog = try context.catalog()
        var watch = WatchCommand(workspace: try context.workspace(), catalog: catalog,
                                 language: context.language, style: context.style, output: context.output,
                                 status: context.status)
        watch.lesson = try context.options.lesson.map(catalog.lesson)
        watch.timeLimit = context.options.timeLimit
        return try watch.run()
    }
}
