/// `--gradescope`: grades Gradescope's submission folder and writes results.json, whatever happens (see
/// ``GradescopeRun``).
enum GradescopeMode: ModeCommand {
    static func run(_ context: CommandContext) throws -> Int32 {
        try context.locked { _ in
            GradescopeRun(root: context.root, environment: context.environment, language: context.language,
                          output: context.output, errors: context.errors)
                .run(catalog: try context.catalog(), timeLimit: context.options.timeLimit, buildLimits: context.buildLimits)
        }
    }
}
