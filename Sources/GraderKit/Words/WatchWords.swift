/// The watch screen's own lines (``WatchScreen``, ``WatchCommand``); the report above them is the human
/// report's.
enum WatchWords: Words {
    /// Beside the progress bar.
    case lessonsDone(Int, of: Int)
    case watching
    case keys
    /// After ``keys`` where keys are read a line at a time.
    case typeThenEnter
    case keysHelp
    case waitingForOtherGrader
    case noFailingStep(lesson: String)

    var both: (en: String, de: String) {
        switch self {
        case .lessonsDone(let done, let total):
            ("\(done) of \(total) lessons done", "\(done) von \(total) Lektionen fertig")
        case .watching:
            ("Watching your lessons — save a file to grade it.   ",
             "Deine Lektionen werden beobachtet — speichere eine Datei, um sie zu prüfen.   ")
        case .keys:
            ("h hint · r re-run · l list · q quit", "h Hinweis · r neu prüfen · l Liste · q beenden")
        case .typeThenEnter:
            (" (type the letter, then Enter)", " (Buchstabe, dann Enter)")
        case .keysHelp:
            ("Keys: h the next hint for the current step, r grade again, l every lesson's state, q quit.",
             "Tasten: h der nächste Hinweis zum aktuellen Schritt, r neu prüfen, l der Stand jeder Lektion, q beenden.")
        case .waitingForOtherGrader:
            ("Another ./grade.sh is grading in this folder; waiting…",
             "Ein anderes ./grade.sh bewertet gerade in diesem Ordner; warte…")
        case .noFailingStep(let lesson):
            ("No step of lesson \(lesson) fails right now.", "Gerade schlägt kein Schritt von Lektion \(lesson) fehl.")
        }
    }
}
