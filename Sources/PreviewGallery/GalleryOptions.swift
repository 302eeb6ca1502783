/// What the grader asks a lesson's gallery for, read from its command line:
/// `--text <file> --html <file> --width <columns> --title <heading> --lang en|de`.
struct GalleryOptions {
    /// Where the terminal picture goes.
    var textFile: String?
    /// Where the web page goes.
    var htmlFile: String?
    /// The columns the terminal picture may use.
    var width = 80
    /// The heading of the web page, in the learner's language.
    var title = "Previews"
    /// Whether the learner reads German; the gallery's own words are English otherwise.
    var german = false

    /// Reads `arguments` (without the program name); nil when one is not understood.
    init?(parsing arguments: [String]) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard let value = remaining.popFirst() else { return nil }
            switch argument {
            case "--text": textFile = value
            case "--html": htmlFile = value
            case "--title": title = value
            case "--lang": german = value == "de"
            case "--width":
                guard let columns = Int(value), columns > 0 else { return nil }
                width = columns
            default: return nil
            }
        }
    }
}
