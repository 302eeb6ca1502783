/// What `./grade.sh --handout` says (``Handout``): where the student copy may go, and what was written.
enum HandoutWords: Words {
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
        case .wrote(let folder, let files, let seal):
            ("Wrote the student copy to \(folder): \(files) files, sealed in \(seal). "
                + "Commit it as the template repository, or zip it for your students.",
             "Die Kopie für die Studierenden in \(folder) geschrieben: \(files) Dateien, versiegelt in \(seal). "
                + "Committe sie als Template-Repository oder gib sie deinen Studierenden als .zip.")
        }
    }
}
