/// What the grader tells an instructor about Gradescope (``GradescopePackage``, ``GradescopeRun``). The
/// results.json Gradescope reads is a document for Gradescope and stays English.
enum GradescopeWords: Words {
    // MARK: Making the autograder package
    /// The checks differ from their seal (``SealWords/differences(_:)``).
    case sealBroken(SupportFileSeal.Finding)
    case zipMissing
    case zipFailed(reason: String)
    case needsZipName
    case protectedFolder
    case packageExists(String)
    /// The package is written; how to set it up on Gradescope.
    case wrotePackage(path: String, points: Int)

    // MARK: A run on Gradescope
    case wroteResults(file: String, points: Int)
    case couldNotWriteResults(file: String, reason: String)

    var both: (en: String, de: String) {
        switch self {
        case .sealBroken(let finding):
            let what = SealWords.differences(finding).both
            return ("The checks differ from their seal (\(what.en)); Gradescope would refuse to grade with them. Run "
                        + "./grade.sh --seal if you changed them on purpose, then package again.",
                    "Die Checks weichen von ihrem Siegel ab (\(what.de)); Gradescope würde mit ihnen nicht bewerten. "
                        + "Führe ./grade.sh --seal aus, wenn du sie absichtlich geändert hast, und packe dann neu.")
        case .zipMissing:
            return ("`zip` was not found, and the package is a .zip. Install it (e.g. apt-get install zip) and try again.",
                    "`zip` wurde nicht gefunden, und das Paket ist eine .zip. Installiere es (z. B. mit apt-get install "
                        + "zip) und versuch es noch einmal.")
        case .zipFailed(let reason):
            return ("zip could not make the package: \(reason)", "zip konnte das Paket nicht erstellen: \(reason)")
        case .needsZipName:
            return ("--gradescope-package needs a file name ending in .zip, e.g. --gradescope-package autograder.zip.",
                    "--gradescope-package braucht einen Dateinamen, der auf .zip endet, z. B. --gradescope-package "
                        + "autograder.zip.")
        case .protectedFolder:
            return ("The package may not be written into Lessons/, Solutions/, Tests/ or Sources/; choose another file.",
                    "Das Paket darf nicht in Lessons/, Solutions/, Tests/ oder Sources/ geschrieben werden; wähle eine "
                        + "andere Datei.")
        case .packageExists(let given):
            return ("\(given) already exists; remove it or choose another name.",
                    "\(given) gibt es schon; entferne die Datei oder wähle einen anderen Namen.")
        case .wrotePackage(let path, let points):
            return ("""
                Wrote the Gradescope autograder \(path).
                On Gradescope: a Programming Assignment worth \(points) points (every check's), Configure Autograder → \
                Zip file upload → this file (base image Ubuntu 22.04). Students submit their workbook folder as a .zip.
                """, """
                Den Gradescope-Autograder \(path) geschrieben.
                Auf Gradescope: ein Programming Assignment mit \(points) Punkten (denen aller Checks), Configure \
                Autograder → Zip file upload → diese Datei (Base Image Ubuntu 22.04). Die Studierenden reichen ihren \
                Workbook-Ordner als .zip ein.
                """)
        case .wroteResults(let file, let points):
            return ("Wrote \(file): \(points) points.", "\(file) geschrieben: \(points) Punkte.")
        case .couldNotWriteResults(let file, let reason):
            return ("could not write \(file): \(reason)", "\(file) ließ sich nicht schreiben: \(reason)")
        }
    }
}
