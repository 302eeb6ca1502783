/// `--xcode-check`: typechecks the lessons against the real SwiftUI (see XcodeCheck/). It builds only in
/// `.build/xcode-check`, so it needs no lock.
enum XcodeCheckMode: ModeCommand {
    static func run(_ context: CommandContext) throws -> Int32 {
        var check = XcodeCheck(root: context.root)
        check.buildLimits = context.buildLimits
        check.solutions = context.options.solutions
        check.lessons = try context.catalog().lessons(selectedBy: context.options.lesson)
        check.language = context.language
        check.style = context.style
        check.progress = context.status.show
        let (report, exitStatus) = try check.run()
        context.status.clear()
        context.output(report)
        return exitStatus
    }
}
