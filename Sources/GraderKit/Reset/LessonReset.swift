import Foundation

/// `./grade.sh --reset <n>`: puts a lesson's starter files back (``StarterFiles``), after saving every file
/// of the lesson folder to `.build/backups/<NN>-<yyyyMMdd-HHmmss>/`, so nothing a learner wrote is lost.
///
/// This is the one place where the grader writes into `Lessons/`, and only into the lesson asked for
/// (see ``ResetPlan``): files that differ from the starter's, or are missing, get the starter's bytes;
/// equal ones keep their time, so they are not rebuilt; files and folders the starter does not have are
/// the learner's alone and are moved into the backup, because an extra file can keep the starter from
/// compiling.
///
/// It asks first on a terminal; without one it needs `--yes`. It changes nothing when the starter cannot
/// be read, when the learner says no, or when the lesson already is its starter.
struct LessonReset {
    let root: String
    let language: Language
    var output: (String) -> Void = { print($0) }
    /// Asks a yes-or-no question and returns the answer; nil when there is no terminal to ask on.
    var ask: (String) -> String? = LessonReset.askOnTerminal

    /// Resets `lesson`; `confirmed` (`--yes`) skips the question. Returns 1 when the learner says no.
    func run(_ lesson: Lesson, confirmed: Bool) throws -> Int32 {
        let relativeFolder = lesson.layout.sourceFolder(.lessons)
        let folder = root + "/" + relativeFolder
        let say = { (words: ResetWords) in words.text(in: language) }
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: folder)) != nil {
            throw GraderError.setup(ResetWords.folderIsLink(relativeFolder))
        }
        let starter = try StarterFiles.read(lesson, root: root)
        let plan = ResetPlan(folder: folder, starter: starter)
        guard !plan.isEmpty else {
            output(say(.alreadyStarter(lesson: lesson.number, commit: starter.commit)))
            return 0
        }
        let backup = Self.backupFolder(for: lesson, root: root)
        let shownBackup = CompilerOutput.relative(backup, to: root) + "/"
        output(say(.resetting(heading: lesson.heading(in: language), commit: starter.commit)))
        if !plan.replaced.isEmpty {
            output("  " + say(.backToStarter) + plan.replaced.joined(separator: ", "))
        }
        if !plan.extras.isEmpty {
            output("  " + say(.yoursAlone) + plan.extras.joined(separator: ", "))
        }
        output("  " + say(.firstSaved(folder: relativeFolder, backup: shownBackup)))
        guard try confirmed || agrees(to: lesson) else {
            output(say(.nothingChanged))
            return 1
        }
        try plan.apply(to: folder, starter: starter, backup: backup)
        output(say(.saved(files: plan.fileCount, backup: shownBackup)))
        output(say(.backAtStarter(lesson: lesson.number, restored: plan.replaced.count))
               + (plan.extras.isEmpty ? "." : say(.extrasMoved(plan.extras.count))))
        output(say(.copyBack))
        return 0
    }

    /// Whether the learner answers yes; a usage error when there is no terminal to ask on.
    private func agrees(to lesson: Lesson) throws -> Bool {
        guard let answer = ask(ResetWords.askFirst(lesson: lesson.number).text(in: language)) else {
            throw GraderError.usage(ResetWords.noTerminal)
        }
        return ["y", "yes", "j", "ja"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// `.build/backups/02-20261201-175300`, with `-2`, `-3` … when a reset in the same second made one.
    static func backupFolder(for lesson: Lesson, root: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let base = root + "/.build/backups/\(lesson.number)-" + formatter.string(from: Date())
        var candidate = base
        var number = 2
        while FileManager.default.fileExists(atPath: candidate) {
            candidate = base + "-\(number)"
            number += 1
        }
        return candidate
    }

    /// Asks on the terminal: the question on standard output, the answer from standard input.
    static func askOnTerminal(_ question: String) -> String? {
        guard isatty(STDIN_FILENO) == 1 else { return nil }
        print(question, terminator: " ")
        // NB: nil flushes every stream, standard output included, which Swift 6 cannot name safely.
        fflush(nil)
        return readLine() ?? ""
    }
}
