/// `--preview <n>`: the lesson's previews as phones (see Preview/).
enum PreviewMode: ModeCommand {
    static func run(_ context: CommandContext) throws -> Int32 {
        try context.locked { _ in
            var gallery = Workspace.gallery(root: context.root, solutions: context.options.solutions)
            gallery.buildLimits = context.buildLimits
            var preview = PreviewCommand(workspace: gallery,
                                         language: context.language, style: context.style,
                                         width: PreviewCommand.terminalWidth(environment: context.environment))
            preview.progress = context.status.show
            let catalog = try context.catalog()
            let shown = try preview.run(try catalog.lesson(context.options.preview ?? ""), of: catalog.lessons(),
                                        htmlPath: try context.options.html.map(context.writablePath))
            context.status.clear()
            context.output(shown.text)
            if let page = shown.page { context.output(page) }
            return shown.status
        }
    }
}
