/// What `./grade.sh --reset` says (``LessonReset``, ``StarterFiles``): the plan, the question, the outcome,
/// and why it changed nothing.
enum ResetWords: Words {
    case folderIsLink(String)
    case alreadyStarter(lesson: String, commit: String)
    case resetting(heading: String, commit: String)
    case backToStarter
    case yoursAlone
    case firstSaved(folder: String, backup: String)
    case nothingChanged
    case askFirst(lesson: String)
    case noTerminal
    case saved(files: Int, backup: String)
    case backAtStarter(lesson: String, restored: Int)
    case extrasMoved(Int)
    case copyBack
    /// `1 file`, `3 files`.
    case files(Int)

    // MARK: Reading the starter from the workbook's history (``StarterFiles``)
    case noHistory(lesson: String, folder: String)
    case shallowClone
    case noSealCommit(seal: String)
    case commitLacks(commit: String, folder: String)
    case unreadable(path: String, commit: String)

    var both: (en: String, de: String) {
        switch self {
        case .folderIsLink(let folder):
            ("\(folder) is a link; --reset writes only into a real lesson folder. Nothing was changed.",
             "\(folder) ist ein Link; --reset schreibt nur in einen echten Lektionsordner. Es wurde nichts verändert.")
        case .alreadyStarter(let lesson, let commit):
            ("Lesson \(lesson) is already at its starter (commit \(commit)); nothing to do.",
             "Lektion \(lesson) ist schon im Ausgangszustand (Commit \(commit)); nichts zu tun.")
        case .resetting(let heading, let commit):
            ("Resetting lesson \(heading) to its starter from commit \(commit):",
             "Lektion \(heading) wird auf ihren Ausgangscode aus Commit \(commit) zurückgesetzt:")
        case .backToStarter:
            ("back to the starter's: ", "wieder wie im Ausgangscode: ")
        case .yoursAlone:
            ("yours alone, moved into the backup: ", "nur bei dir, wird in die Sicherung verschoben: ")
        case .firstSaved(let folder, let backup):
            ("First every file of \(folder) is saved to \(backup)", "Zuerst wird jede Datei von \(folder) in \(backup) gesichert.")
        case .nothingChanged:
            ("Nothing was changed.", "Es wurde nichts verändert.")
        case .askFirst(let lesson):
            ("Reset lesson \(lesson) now? [y/N]", "Lektion \(lesson) jetzt zurücksetzen? [j/N]")
        case .noTerminal:
            ("--reset replaces your files, so it asks first, and there is no terminal to ask on. Add --yes to reset "
                + "without asking. Nothing was changed.",
             "--reset ersetzt deine Dateien und fragt deshalb vorher, aber es gibt kein Terminal, um zu fragen. Füge "
                + "--yes hinzu, um ohne Frage zurückzusetzen. Es wurde nichts verändert.")
        case .saved(let files, let backup):
            ("Saved \(Self.files(files).both.en) of yours to \(backup)",
             "\(Self.files(files).both.de) von dir in \(backup) gesichert.")
        case .backAtStarter(let lesson, let restored):
            ("Lesson \(lesson) is back at its starter: \(Self.files(restored).both.en) restored",
             "Lektion \(lesson) ist wieder im Ausgangszustand: \(Self.files(restored).both.de) wiederhergestellt")
        case .extrasMoved(let count):
            (", \(count) of yours moved into the backup.", ", \(count) von dir in die Sicherung verschoben.")
        case .copyBack:
            ("Copy back from the backup what you want to keep. It lives in .build/, so deleting .build deletes it too.",
             "Hol aus der Sicherung zurück, was du behalten willst. Sie liegt in .build/; wer .build löscht, löscht "
                + "sie mit.")
        case .files(let count):
            ("\(count) file\(count == 1 ? "" : "s")", "\(count) Datei\(count == 1 ? "" : "en")")

        case .noHistory(let lesson, let folder):
            ("The starter of lesson \(lesson) is read from the workbook's git history, and this folder has none (git "
                + "is missing, or the workbook is not a git repository). A fresh copy of the workbook holds it in "
                + "\(folder). Nothing was changed.",
             "Der Ausgangscode von Lektion \(lesson) wird aus der Git-Geschichte des Workbooks gelesen, und dieser "
                + "Ordner hat keine (Git fehlt, oder das Workbook ist kein Git-Repository). Eine frische Kopie des "
                + "Workbooks enthält ihn in \(folder). Es wurde nichts verändert.")
        case .shallowClone:
            ("This clone has only part of its git history, so the workbook's own commit may be missing. Run "
                + "git fetch --unshallow, then try again. Nothing was changed.",
             "Dieser Klon hat nur einen Teil seiner Git-Geschichte, daher fehlt vielleicht der Commit des Workbooks. "
                + "Führe git fetch --unshallow aus und versuch es dann erneut. Es wurde nichts verändert.")
        case .noSealCommit(let seal):
            ("No commit of this repository wrote the workbook's seal (\(seal)), so the starter cannot be told apart "
                + "from your own commits. Nothing was changed.",
             "Kein Commit dieses Repositorys hat das Siegel des Workbooks (\(seal)) geschrieben, daher lässt sich der "
                + "Ausgangscode nicht von deinen eigenen Commits unterscheiden. Es wurde nichts verändert.")
        case .commitLacks(let commit, let folder):
            ("The workbook's commit \(commit) has no \(folder). Nothing was changed.",
             "Der Commit \(commit) des Workbooks hat kein \(folder). Es wurde nichts verändert.")
        case .unreadable(let path, let commit):
            ("Could not read \(path) from the workbook's commit \(commit). Nothing was changed.",
             "\(path) ließ sich nicht aus dem Commit \(commit) des Workbooks lesen. Es wurde nichts verändert.")
        }
    }
}
