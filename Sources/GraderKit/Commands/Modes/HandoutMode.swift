/// `--handout <dir>`: writes the student copy of the workbook (see ``Handout``).
enum HandoutMode: ModeCommand {
    static func run(_ context: CommandContext) throws -> Int32 {
        let folder = context.options.handout ?? ""
        let target = folder.hasPrefix("/") ? folder : context.root + "/" + folder
        let written = try Handout(root: context.root, catalog: try context.catalog(), target: target).write()
        context.output("Wrote the student copy to \(folder): \(written.count) files, sealed in \(SupportFileSeal.file). "
                       + "Commit it as the template repository, or zip it for your students.")
        return 0
    }
}
