/// What `./grade.sh --preview` says around the pictures of a lesson's previews (``PreviewCommand``,
/// ``GalleryBuild``). A crash or a hang of the previews is worded with the checks' (``CrashWords``).
enum PreviewWords: Words {
    /// `Lesson 02 · title` above the pictures; the title is the lesson's, in each language.
    case heading(Lesson)
    case noPreviews(Lesson, lessonsWithPreviews: String)
    case building(lesson: String)
    case rendering(lesson: String)
    case aPreviewFails
    case cannotWrite(path: String, error: String)
    case wrotePage(path: String)
    case notYet(lesson: String)
    case startWithStep(Int, readme: String, lesson: String)
    case galleryDoesNotCompile(lesson: String)
    case didNotBuild(lesson: String, tail: String)
    case lessonDoesNotCompile(lesson: String)

    var both: (en: String, de: String) {
        switch self {
        case .heading(let lesson):
            ("Lesson \(lesson.number) · \(lesson.title)", "Lektion \(lesson.number) · \(lesson.title(in: .de))")
        case .noPreviews(let lesson, let lessons):
            ("Lesson \(lesson.number) (\(lesson.title)) has no previews to show. These lessons have: \(lessons).",
             "Lektion \(lesson.number) (\(lesson.title(in: .de))) hat keine Previews zum Zeigen. Diese Lektionen "
                + "haben welche: \(lessons).")
        case .building(let lesson):
            ("Building the previews of lesson \(lesson)…", "Baue die Previews von Lektion \(lesson)…")
        case .rendering(let lesson):
            ("Rendering the previews of lesson \(lesson)…", "Zeichne die Previews von Lektion \(lesson)…")
        case .aPreviewFails:
            ("A preview fails: its frame says why (⚠).", "Eine Preview scheitert: Ihr Rahmen sagt, warum (⚠).")
        case .cannotWrite(let path, let error):
            ("Could not write \(path): \(error)", "\(path) ließ sich nicht schreiben: \(error)")
        case .wrotePage(let path):
            ("Wrote the previews as a web page to \(path).", "Die Previews stehen als Webseite in \(path).")
        case .notYet(let lesson):
            ("Lesson \(lesson) does not have its previews yet:", "Lektion \(lesson) hat ihre Previews noch nicht:")
        case .startWithStep(let step, let readme, let lesson):
            ("Start with step \(step) in \(readme), then run ./grade.sh --preview \(lesson) again.",
             "Fang mit Schritt \(step) in \(readme) an und führe dann ./grade.sh --preview \(lesson) erneut aus.")
        case .galleryDoesNotCompile(let lesson):
            ("The previews of lesson \(lesson) cannot be shown: the gallery does not compile against your code:",
             "Die Previews von Lektion \(lesson) lassen sich nicht zeigen: Die Galerie lässt sich mit deinem Code "
                + "nicht kompilieren:")
        case .didNotBuild(let lesson, let tail):
            ("The previews of lesson \(lesson) did not build, without an error in the lesson's code:\n\(tail)\n"
                + "Restore the workbook's own files with `git checkout -- Sources Tests Package.swift`.",
             "Die Previews von Lektion \(lesson) ließen sich nicht bauen, ohne Fehler im Code der Lektion:\n\(tail)\n"
                + "Stell die eigenen Dateien des Workbooks wieder her mit `git checkout -- Sources Tests Package.swift`.")
        case .lessonDoesNotCompile(let lesson):
            ("Lesson \(lesson) does not compile yet, so its previews cannot be shown:",
             "Lektion \(lesson) lässt sich noch nicht kompilieren, daher kann sie keine Previews zeigen:")
        }
    }
}
