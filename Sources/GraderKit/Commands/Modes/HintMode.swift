/// `--hint [<n>[.<s>]]`: the next hint, after grading the lesson it is for (see ``HintCommand``).
enum HintMode: ModeCommand {
    static func run(_ context: CommandContext) throws -> Int32 {
        try context.locked { workspace in
            let catalog = try context.catalog()
            let hints = HintCommand(catalog: catalog, language: context.language, style: context.style,
                                    output: context.output) { lesson in
                try context.grade(lesson, in: workspace, catalog: catalog)
            }
            return try hints.run(context.options.hint ?? .firstFailingStep)
        }
    }
}
