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

    /// Resets the lesson `selector` names; `confirmed` (`--yes`) skips the question. Returns 1 when the
    /// learner says no.
    func run(_ selector: String, confirmed: Bool) throws -> Int32 {
        let catalog = LessonCatalog(root: root)
        let lesson = try catalog.select(selector, from: catalog.lessons())
        let relativeFolder = lesson.layout.sourceFolder(.lessons)
        let folder = root + "/" + relativeFolder
        let say = language.pick
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: folder)) != nil {
            throw GraderError.setup("\(relativeFolder) is a link; --reset writes only into a real lesson folder. "
                                    + "Nothing was changed.",
                                    german: "\(relativeFolder) ist ein Link; --reset schreibt nur in einen echten "
                                    + "Lektionsordner. Es wurde nichts verändert.")
        }
        let starter = try StarterFiles.read(lesson, root: root)
        let plan = ResetPlan(folder: folder, starter: starter)
        guard !plan.isEmpty else {
            output(say("Lesson \(lesson.number) is already at its starter (commit \(starter.commit)); nothing to do.",
                       "Lektion \(lesson.number) ist schon im Ausgangszustand (Commit \(starter.commit)); nichts zu tun."))
            return 0
        }
        let backup = Self.backupFolder(for: lesson, root: root)
        let shownBackup = CompilerOutput.relative(backup, to: root) + "/"
        output(say("Resetting lesson \(lesson.heading) to its starter from commit \(starter.commit):",
                   "Lektion \(lesson.heading(in: .de)) wird auf ihren Ausgangscode aus Commit \(starter.commit) "
                   + "zurückgesetzt:"))
        if !plan.replaced.isEmpty {
            output("  " + say("back to the starter's: ", "wieder wie im Ausgangscode: ") + plan.replaced.joined(separator: ", "))
        }
        if !plan.extras.isEmpty {
            output("  " + say("yours alone, moved into the backup: ", "nur bei dir, wird in die Sicherung verschoben: ")
                   + plan.extras.joined(separator: ", "))
        }
        output("  " + say("First every file of \(relativeFolder) is saved to \(shownBackup)",
                          "Zuerst wird jede Datei von \(relativeFolder) in \(shownBackup) gesichert."))
        guard try confirmed || agrees(to: lesson) else {
            output(say("Nothing was changed.", "Es wurde nichts verändert."))
            return 1
        }
        try plan.apply(to: folder, starter: starter, backup: backup)
        output(say("Saved \(files(plan.fileCount)) of yours to \(shownBackup)",
                   "\(files(plan.fileCount)) von dir in \(shownBackup) gesichert."))
        output(say("Lesson \(lesson.number) is back at its starter: \(files(plan.replaced.count)) restored",
                   "Lektion \(lesson.number) ist wieder im Ausgangszustand: \(files(plan.replaced.count)) wiederhergestellt")
               + (plan.extras.isEmpty ? "." : say(", \(plan.extras.count) of yours moved into the backup.",
                                                  ", \(plan.extras.count) von dir in die Sicherung verschoben.")))
        output(say("Copy back from the backup what you want to keep. It lives in .build/, so deleting .build deletes "
                   + "it too.",
                   "Hol aus der Sicherung zurück, was du behalten willst. Sie liegt in .build/; wer .build löscht, "
                   + "löscht sie mit."))
        return 0
    }

    /// Whether the learner answers yes; a usage error when there is no terminal to ask on.
    private func agrees(to lesson: Lesson) throws -> Bool {
        guard let answer = ask(language.pick("Reset lesson \(lesson.number) now? [y/N]",
                                             "Lektion \(lesson.number) jetzt zurücksetzen? [j/N]")) else {
            throw GraderError.usage("--reset replaces your files, so it asks first, and there is no terminal to ask on. "
                                    + "Add --yes to reset without asking. Nothing was changed.",
                                    german: "--reset ersetzt deine Dateien und fragt deshalb vorher, aber es gibt kein "
                                    + "Terminal, um zu fragen. Füge --yes hinzu, um ohne Frage zurückzusetzen. Es wurde "
                                    + "nichts verändert.")
        }
        return ["y", "yes", "j", "ja"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// `1 file`, `3 files` (`1 Datei`, `3 Dateien`).
    private func files(_ count: Int) -> String {
        language.pick("\(count) file\(count == 1 ? "" : "s")", "\(count) Datei\(count == 1 ? "" : "en")")
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
