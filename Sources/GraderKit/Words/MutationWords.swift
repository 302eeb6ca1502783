/// What the self-test's mutation phase (``MutationPhase``) says about a lesson: its score, and each
/// reason the score does not prove the checks. Code and check names are quoted as they are.
enum MutationWords: Words {
    /// The lesson's line: `killed` of `total` mutants, `equivalent` recorded as such.
    case score(heading: String, killed: Int, total: Int, equivalent: Int, given: Int, percent: Int)
    case tooFew(count: Int, least: Int)
    case survived(String)
    case staleEntry(String, file: String)
    case schemaChanged(check: String)
    case couldNotBuild(String)
    case leftOut(places: Int)
    /// A lesson whose learner writes the tests: its built-in bugs are its mutants, written by hand.
    case builtInBugs(heading: String, caught: Int, total: Int)
    case building
    case running(done: Int, of: Int)

    var both: (en: String, de: String) {
        switch self {
        case .score(let heading, let killed, let total, let equivalent, let given, let percent):
            ("\(heading): \(killed) of \(total) mutants killed, \(equivalent) recorded as equivalent, \(given) survive in "
                + "lines the starter gives — score \(percent) %",
             "\(heading): \(killed) von \(total) Mutanten erkannt, \(equivalent) als gleichwertig vermerkt, \(given) überleben "
                + "in Zeilen, die der Ausgangscode vorgibt — Quote \(percent) %")
        case .tooFew(let count, let least):
            ("only \(count) mutants; a lesson needs at least \(least) to say something about its checks",
             "nur \(count) Mutanten; eine Lektion braucht mindestens \(least), damit sie etwas über ihre Checks sagen")
        case .survived(let mutant):
            ("survived every check, and is not recorded as equivalent: \(mutant)",
             "hat jeden Check bestanden und ist nicht als gleichwertig vermerkt: \(mutant)")
        case .staleEntry(let entry, let file):
            ("\(file) records \(entry), which is no surviving mutant: remove the line or fix its key",
             "\(file) vermerkt \(entry), das kein überlebender Mutant ist: Zeile entfernen oder Schlüssel korrigieren")
        case .schemaChanged(let check):
            ("with no mutant active the schema must behave as the solution, but this check did not pass: \(check)",
             "ohne aktiven Mutanten muss sich das Schema wie die Lösung verhalten, aber dieser Check hat nicht bestanden: \(check)")
        case .couldNotBuild(let errors):
            ("the mutant schema did not compile:\n\(errors)", "das Mutanten-Schema ließ sich nicht übersetzen:\n\(errors)")
        case .leftOut(let places):
            ("mutants at \(places) place\(places == 1 ? "" : "s") did not compile and were left out",
             "Mutanten an \(places) Stelle\(places == 1 ? "" : "n") ließen sich nicht übersetzen und wurden weggelassen")
        case .builtInBugs(let heading, let caught, let total):
            ("\(heading): its built-in bugs are its mutants, written by hand; the reference tests catch \(caught) of \(total)",
             "\(heading): Seine eingebauten Fehler sind seine Mutanten, von Hand geschrieben; die Referenztests finden "
                + "\(caught) von \(total)")
        case .building:
            ("Self-test, mutants: building one schema per lesson", "Selbsttest, Mutanten: baue ein Schema je Lektion")
        case .running(let done, let total):
            ("Self-test, mutants: \(done) of \(total) run", "Selbsttest, Mutanten: \(done) von \(total) ausgeführt")
        }
    }
}
