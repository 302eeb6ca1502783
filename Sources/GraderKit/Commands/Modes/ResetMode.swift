/// `--reset <n>`: puts a lesson's starter files back, after saving the student's (see ``LessonReset``).
enum ResetMode: ModeCommand {
    static func run(_ context: CommandContext) throws -> Int32 {
        try context.locked { _ in
            try LessonReset(root: context.root, language: context.language, output: context.output)
                .run(try context.catalog().lesson(context.options.reset ?? ""), confirmed: context.options.yes)
        }
    }
}
