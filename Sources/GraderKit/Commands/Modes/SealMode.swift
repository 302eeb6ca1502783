/// `--seal`: records the files that decide a grade, after an instructor changed the checks.
enum SealMode: ModeCommand {
    static func run(_ context: CommandContext) throws -> Int32 {
        try SupportFileSeal.write(root: context.root)
        context.output(SealWords.sealed(file: SupportFileSeal.file).text(in: context.language))
        return 0
    }
}
