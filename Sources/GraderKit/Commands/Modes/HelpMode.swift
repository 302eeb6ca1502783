/// `--help`: the help text, derived from the option table, in the learner's language.
enum HelpMode: ModeCommand {
    static func run(_ context: CommandContext) throws -> Int32 {
        context.output(Options.usage(in: context.language))
        return 0
    }
}
