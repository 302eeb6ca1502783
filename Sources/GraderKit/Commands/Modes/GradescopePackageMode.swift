/// `--gradescope-package <zip>`: the autograder zip to upload to Gradescope (see Gradescope/).
enum GradescopePackageMode: ModeCommand {
    static func run(_ context: CommandContext) throws -> Int32 {
        context.output(try GradescopePackage(root: context.root, catalog: try context.catalog()).write(to: context.options.gradescopePackage ?? ""))
        return 0
    }
}
