/// What the grader says about the workbook's lessons themselves: finding them and naming their steps.
enum CatalogWords: Words {
    /// The workbook has no `Lessons/` folder: the grader was started somewhere else.
    case noLessonsFolder(root: String)
    /// The `Lessons/` folder holds no lesson the manifest registers.
    case noLessons(root: String)
    /// A lesson's JSON file (its `Bugs.json`, a fixture) cannot be read; `error` is the decoder's own.
    case invalidFile(String, error: String)
    /// `--lesson` names no lesson; `choices` lists them, e.g. `01 (SingletonProblem), 02 (…)`.
    case noSuchLesson(String, choices: String)
    /// The group a check is reported under: `Step 2 · title`, `Schritt 2 · title`; the title is the lesson's.
    case step(Int, title: String)

    var both: (en: String, de: String) {
        switch self {
        case .noLessonsFolder(let root):
            ("There is no Lessons/ folder in \(root). Run ./grade.sh from the workbook's folder.",
             "In \(root) gibt es keinen Ordner Lessons/. Führe ./grade.sh im Ordner des Workbooks aus.")
        case .noLessons(let root):
            ("There are no lessons in \(root)/Lessons.", "In \(root)/Lessons gibt es keine Lektionen.")
        case .invalidFile(let file, let error):
            ("\(file) is not valid: \(error)", "\(file) ist nicht gültig: \(error)")
        case .noSuchLesson(let selector, let choices):
            ("There is no lesson \"\(selector)\". Choose one of: \(choices).",
             "Es gibt keine Lektion „\(selector)“. Wähle eine von: \(choices).")
        case .step(let step, let title):
            ("Step \(step) · \(title)", "Schritt \(step) · \(title)")
        }
    }
}
