/// What `./grade.sh --handout` and `--gradescope-package` say (``Handout``, ``PristineStarters``): where the
/// student copy may go, what was written, and which lessons were not their starters.
enum HandoutWords: Words {
    /// Lessons in the working tree that are not their starters; the starters went out instead.
    case startersDiffer(lessons: [String], commit: String, folders: [String])
    case insideWorkbook(target: String)
    case notEmpty(target: String)
    /// The copy is written: `files` files, sealed in `seal`.
    case wrote(folder: String, files: Int, seal: String)

    var both: (en: String, de: String) {
        switch self {
        case .insideWorkbook(let target):
            ("--handout writes a new folder outside the workbook; \(target) is inside it.",
             "--handout schreibt einen neuen Ordner außerhalb des Workbooks; \(target) liegt darin.")
        case .notEmpty(let target):
            ("--handout needs an empty or new folder; \(target) already holds files.",
             "--handout braucht einen leeren oder neuen Ordner; in \(target) liegen schon Dateien.")
        case .startersDiffer(let lessons, let commit, let folders):
            ((lessons.count == 1 ? "Lesson \(lessons[0]) is not its starter here, so it"
                : "Lessons \(lessons.joined(separator: ", ")) are not their starters here, so they")
                + " went out as committed in \(commit), the last commit that wrote the seal — never as your working copy, "
                + "which may hold answers. "
                + "See the difference: git diff \(commit) -- \(folders.joined(separator: " ")). To hand out a starter you "
                + "changed on purpose, commit it with a new seal (./grade.sh --seal).",
             (lessons.count == 1 ? "Die Lektion \(lessons[0]) ist hier nicht ihr Starter, daher ging sie so hinaus, wie sie"
                : "Die Lektionen \(lessons.joined(separator: ", ")) sind hier nicht ihre Starter, daher gingen sie so hinaus, wie sie")
                + " in \(commit) committet sind, dem letzten Commit, der das Siegel schrieb — nie als deine Arbeitskopie, "
                + "die Lösungen enthalten kann. Den Unterschied zeigt: git diff \(commit) -- \(folders.joined(separator: " ")). "
                + "Um einen absichtlich geänderten Starter hinauszugeben, committe ihn mit einem neuen Siegel "
                + "(./grade.sh --seal).")
        case .wrote(let folder, let files, let seal):
            ("Wrote the student copy to \(folder): \(files) files, sealed in \(seal). "
                + "Commit it as the template repository, or zip it for your students.",
             "Die Kopie für die Studierenden in \(folder) geschrieben: \(files) Dateien, versiegelt in \(seal). "
                + "Committe sie als Template-Repository oder gib sie deinen Studierenden als .zip.")
        }
    }
}
