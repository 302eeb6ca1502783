/// Breaks prose into lines of at most `width` characters at spaces, so messages stay readable in a
/// terminal. Words longer than the width (paths, code) are kept whole.
enum TextWrapping {
    static func wrap(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph -> [String] in
            var lines: [String] = []
            var current = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                if !current.isEmpty && current.count + 1 + word.count > width {
                    lines.append(current)
                    current = String(word)
                } else {
                    current += current.isEmpty ? String(word) : " " + word
                }
            }
            lines.append(current)
            return lines
        }
    }
}
