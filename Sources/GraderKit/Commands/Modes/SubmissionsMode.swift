/// `--submissions <d>`: grades a folder of submissions into a gradebook, and lists each student's points
/// (see ``BatchGrader``).
enum SubmissionsMode: ModeCommand {
    static func run(_ context: CommandContext) throws -> Int32 {
        try context.locked { _ in
            let options = context.options
            var batch = BatchGrader(root: context.root, catalog: try context.catalog(), folder: context.absolute(options.submissions ?? ""),
                                    gradebook: try context.writablePath(options.gradebook))
            batch.jobs = options.jobs
            batch.timeLimit = options.timeLimit
            batch.buildLimits = context.buildLimits
            batch.progress = context.status.show
            let entries = try batch.run()
            context.status.clear()
            for entry in entries {
                let score = entry.rows.reduce(0) { $0 + $1.score }, most = entry.rows.reduce(0) { $0 + $1.maxScore }
                let review = entry.rows.filter(\.needsReview).map(\.lesson)
                var line = "\(entry.student): " + (entry.error.map { "could not be graded — \($0)" } ?? "\(score) of \(most) points")
                if entry.error == nil && !review.isEmpty { line += "; needs review: " + review.joined(separator: ", ") }
                if entry.unchanged { line += " (unchanged since the last run)" }
                context.output(line)
            }
            context.output("Wrote \(options.gradebook), and each student's results beside it.")
            return entries.contains { $0.error != nil } ? 1 : 0
        }
    }
}
