/// Finds English sentences in a report meant to be German: what the self-test uses to prove that
/// `--lang de` leaves no learner with an English message.
///
/// Code, paths, commands, quoted values and the compiler's own error lines are not prose and are left out;
/// a line is English when what remains has two or more words that only English uses.
enum EnglishInGerman {
    /// Words that are common in English sentences and are not German words.
    static let englishWords: Set<String> = [
        "the", "should", "your", "you", "is", "are", "and", "of", "with", "when", "not", "it", "this", "that", "to",
        "for", "after", "before", "but", "does", "did", "has", "have", "its", "which", "while", "then", "every",
        "each", "still", "from", "than", "there", "would", "been", "because", "into", "only", "what", "how", "be",
        "or", "no", "on", "at", "by", "yet", "were", "they", "their", "them", "one", "any", "could", "can",
    ]

    /// The lines of `report` that read as English. Quotes and code spans may run over several lines.
    static func englishLines(in report: String) -> [String] {
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
        let prose = withoutQuotes(report).split(separator: "\n", omittingEmptySubsequences: false)
        return zip(lines, prose).filter { line, prose in
            // The compiler's own words stay as it wrote them, in every language.
            guard !line.contains(": error: ") else { return false }
            return Self.prose(of: String(prose)).filter(englishWords.contains).count >= 2
        }.map { String($0.0) }
    }

    /// `text` with code spans, quoted values and colours blanked; line breaks inside them are kept, so the
    /// lines stay where they were.
    static func withoutQuotes(_ text: String) -> String {
        var text = text
        for pattern in [/\u{1B}\[[0-9;]*m/, /`[^`]*`/, /"[^"]*"/, /„[^“]*“/, /“[^”]*”/] {
            text = text.replacing(pattern) { match in
                String(match.output.map { $0 == "\n" ? "\n" : " " })
            }
        }
        return text
    }

    /// The lower-cased words of `line` that are prose: without code spans, quoted values, paths, commands
    /// and identifiers.
    static func prose(of line: String) -> [String] {
        withoutQuotes(line).split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap { word -> String? in
            let token = String(word)
            if token.contains(where: { "/.()_:<>=[]{}-".contains($0) && $0 != "." })
                || token.dropFirst().contains(where: \.isUppercase) || token.contains(".swift") {
                return nil
            }
            let letters = token.trimmingCharacters(in: .punctuationCharacters)
            // `MealAPI.shared`, `./grade.sh`: dotted names are code.
            if letters.contains(".") { return nil }
            return letters.lowercased()
        }
    }
}
