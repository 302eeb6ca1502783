/// `--handout <dir>`: writes the student copy of the workbook (see ``Handout``).
enum HandoutMode: ModeCommand {
    static func run(_ context: CommandContext) throws -> Int32 {
        let folder = context.options.handout ?? ""
        let target = folder.hasPrefix("/") ? folder : context.root + "/" + folder
        let (written, notice) = try Handout(root: context.root, catalog: try context.catalog(), target: target).write()
        if let notice { context.output(notice.text(in: context.language)) }
        context.output(HandoutWords.wrote(folder: folder, files: written.count, seal: SupportFileSeal.file)
            .text(in: context.language))
        return 0
    }
}
