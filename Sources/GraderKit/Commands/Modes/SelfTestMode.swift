/// `--self-test`: checks the workbook itself (see ``SelfTest``).
enum SelfTestMode: ModeCommand {
    static func run(_ context: CommandContext) throws -> Int32 {
        try context.locked { _ in
            var selfTest = SelfTest(catalog: try context.catalog(), style: context.style, progress: context.status.show)
            selfTest.output = context.output
            selfTest.language = context.language
            return try selfTest.run()
        }
    }
}
