/// `--list`: each lesson's state from its last grading; grades nothing and waits for no lock (see Progress/).
enum ListMode: ModeCommand {
    static func run(_ context: CommandContext) throws -> Int32 {
        try ProgressList(catalog: try context.catalog(), language: context.language, style: context.style, output: context.output).run()
    }
}
