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
            batch.language = context.language
            batch.usesVerdicts = !options.noCache
            let entries = try batch.run()
            context.status.clear()
            for entry in entries {
                let score = entry.rows.reduce(0) { $0 + $1.score }, most = entry.rows.reduce(0) { $0 + $1.maxScore }
                let review = entry.rows.filter(\.needsReview).map(\.lesson)
                var line: [SubmissionWords] = [entry.error.map {
                    .couldNotBeGraded(student: entry.student, reason: GraderError.message(of: $0, in: context.language))
                } ?? .points(student: entry.student, score: score, of: most)]
                if entry.error == nil && !review.isEmpty { line.append(.needsReview(lessons: review)) }
                if entry.unchanged { line.append(.unchangedSinceLastRun) }
                context.output(line.map { $0.text(in: context.language) }.joined())
            }
            context.output(SubmissionWords.wroteGradebook(options.gradebook).text(in: context.language))
            return entries.contains { $0.error != nil } ? 1 : 0
        }
    }
}
