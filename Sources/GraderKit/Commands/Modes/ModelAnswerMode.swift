/// `--model-answer <n>`: a model answer to a lesson's written question (see ``ModelAnswer``).
enum ModelAnswerMode: ModeCommand {
    static func run(_ context: CommandContext) throws -> Int32 {
        try ModelAnswer(root: context.root, language: context.language, style: context.style, output: context.output)
            .run(try context.catalog().lesson(context.options.modelAnswer ?? ""))
    }
}
