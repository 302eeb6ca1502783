/// Text a student's code chose — an expectation's values, a crash's message, a compiler's quote of their
/// line, a learner's test name — made safe to print: control characters become visible symbols.
///
/// A terminal obeys escape sequences wherever they come from, so a string in a check's message could
/// move the cursor, rewrite the lines above it ("✔ … done"), set the window's title or the clipboard
/// (OSC 52), or hide the rest of the report. Line breaks and tabs stay; every other C0 and C1 control and
/// DEL becomes its Unicode picture (ESC → ␛), and the bidirectional overrides that reorder what a line
/// shows become �.
enum ControlCharacters {
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else {
                result.append(scalar)
                continue
            }
            switch scalar.value {
            case 0x00...0x1F: result.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: result.append("\u{2421}")
            default: result.append("\u{FFFD}")
            }
        }
        return String(result)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
