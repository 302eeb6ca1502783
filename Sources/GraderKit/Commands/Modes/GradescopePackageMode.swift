/// `--gradescope-package <zip>`: the autograder zip to upload to Gradescope (see Gradescope/).
enum GradescopePackageMode: ModeCommand {
    static func run(_ context: CommandContext) throws -> Int32 {
        let package = GradescopePackage(root: context.root, catalog: try context.catalog())
        let (written, notice) = try package.write(to: context.options.gradescopePackage ?? "")
        if let notice { context.output(notice.text(in: context.language)) }
        context.output(written.text(in: context.language))
        return 0
    }
}
