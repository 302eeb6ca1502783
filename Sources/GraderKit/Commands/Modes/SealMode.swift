/// `--seal`: records the files that decide a grade, after an instructor changed the checks.
enum SealMode: ModeCommand {
    static func run(_ context: CommandContext) throws -> Int32 {
        try SupportFileSeal.write(root: context.root)
        context.output("Sealed the checks, the workbook's code, Package.swift and grade.sh in "
                       + "\(SupportFileSeal.file). Commit it with them.")
        return 0
    }
}
