/// Previews as phones drawn with box characters, for a terminal: a frame per preview titled with its
/// display name, side by side while they fit in the width, else below each other.
///
/// ```text
/// ╭──────── Mit Beispieldaten ─────────╮
/// │ 9:41                         ▂▄▆ ▭ │
/// │                                    │
/// │ Pfannkuchen                        │
/// │ ────────────────────────────────── │
/// │ Apfelstrudel                       │
/// ```
///
/// Buttons read `[ Favorite ]` (a disabled one `( Favorite )`), a symbol `⟨heart⟩`, a spinner `◌`, a
/// link ends in `›`, a toggle is `( ●)` when on and `(● )` when off, a section header is in capitals,
/// and a failure starts with `⚠`. Every character is one column wide, so the frames stay aligned.
public struct PhoneFramePicture {
    public var screens: [PreviewScreen]
    /// The columns the picture may use.
    public var width: Int

    /// The columns one phone takes; two fit side by side in 80.
    public static let frameWidth = 38
    /// The columns between two phones side by side.
    static let gap = 2
    /// The fewest lines a phone's screen has, so a short preview still looks like a phone.
    static let minimumHeight = 14
    /// What the screen can hold across: the frame less its borders and margins.
    static var contentWidth: Int { frameWidth - 4 }

    public init(screens: [PreviewScreen], width: Int = 80) {
        self.screens = screens
        self.width = width
    }

    /// The picture, one string with a line per row of characters.
    public func render() -> String {
        let perRow = max(1, (width + Self.gap) / (Self.frameWidth + Self.gap))
        var rows: [String] = []
        var start = 0
        while start < screens.count {
            let bodies = screens[start..<min(start + perRow, screens.count)].map(body)
            let height = max(Self.minimumHeight, bodies.map(\.count).max() ?? 0)
            let frames = zip(screens[start...], bodies).map { screen, body in frame(screen, body: body, height: height) }
            rows.append((0..<frames[0].count).map { line in
                frames.map { $0[line] }.joined(separator: String(repeating: " ", count: Self.gap))
            }.joined(separator: "\n"))
            start += perRow
        }
        return rows.joined(separator: "\n\n")
    }

    /// The lines inside the phone below its status bar, each at most ``contentWidth`` wide.
    func body(of screen: PreviewScreen) -> [String] {
        var body: [String] = [""]
        if let title = screen.navigationTitle { body += Self.wrap(title, width: Self.contentWidth) + [""] }
        var content = screen.lines.flatMap(render)
        // A screen of nothing but a spinner or an empty state shows it in the middle, as SwiftUI does.
        if !screen.lines.isEmpty && screen.lines.allSatisfy(\.isCentered) {
            let above = max(0, (Self.minimumHeight - body.count - content.count) / 2)
            content = Array(repeating: "", count: above) + content
        }
        body += content
        for failure in screen.failures {
            body += [""] + Self.wrap("⚠ " + failure, width: Self.contentWidth, indent: 2)
        }
        return body
    }

    private func frame(_ screen: PreviewScreen, body: [String], height: Int) -> [String] {
        let inner = Self.frameWidth - 2
        var title = " \(screen.name) "
        if title.count > inner - 4 { title = " " + String(screen.name.prefix(inner - 7)) + "… " }
        let left = (inner - title.count) / 2
        var lines = ["╭" + String(repeating: "─", count: left) + title
                     + String(repeating: "─", count: inner - left - title.count) + "╮"]
        lines.append(Self.bordered(Self.spread("9:41", "▂▄▆ ▭")))
        lines += (body + Array(repeating: "", count: height - body.count)).map(Self.bordered)
        lines.append(Self.bordered(Self.centre("━━━━━━━━━━")))
        lines.append("╰" + String(repeating: "─", count: inner) + "╯")
        return lines
    }

    /// A line of the screen, wrapped to the screen's width.
    private func render(_ line: PreviewScreen.Line) -> [String] {
        switch line.content {
        case .separator:
            return [String(repeating: "─", count: Self.contentWidth)]
        case .failure(let message):
            return Self.wrap("⚠ " + message, width: Self.contentWidth, indent: 2)
        case .pieces(let pieces):
            // A link's chevron and a toggle sit at the right edge of their row.
            var leading = pieces
            var trailing = ""
            if let last = pieces.last, last == .disclosure || { if case .toggle = last { true } else { false } }() {
                leading.removeLast()
                trailing = Self.text(of: last)
            }
            var text = leading.map(Self.text).joined(separator: " ")
            if line.emphasis == .header { text = text.uppercased() }
            var wrapped = Self.wrap(text, width: Self.contentWidth - (trailing.isEmpty ? 0 : trailing.count + 1))
            if line.isCentered { wrapped = wrapped.map(Self.centre) }
            if !trailing.isEmpty, let last = wrapped.popLast() { wrapped.append(Self.spread(last, trailing)) }
            return wrapped
        }
    }

    /// How a piece reads in a line of text.
    static func text(of piece: PreviewScreen.Piece) -> String {
        switch piece {
        case .text(let text): return text
        case .button(let label, let isEnabled):
            let title = label.map(text).joined(separator: " ")
            return isEnabled ? "[ \(title) ]" : "( \(title) )"
        case .symbol(let name): return "⟨\(name)⟩"
        case .spinner: return "◌"
        case .progress(let value):
            let filled = Int((min(max(value, 0), 1) * 10).rounded())
            return String(repeating: "▰", count: filled) + String(repeating: "▱", count: 10 - filled)
                + " \(Int((min(max(value, 0), 1) * 100).rounded())) %"
        case .disclosure: return "›"
        case .toggle(let isOn): return isOn ? "( ●)" : "(● )"
        case .field(let text, let isPlaceholder): return isPlaceholder ? "▁\(text)▁▁▁" : "▁\(text)▁"
        }
    }

    /// Breaks `text` into lines of at most `width` columns at spaces; a word longer than a line is cut, so
    /// nothing pushes the frame's border out. Continuation lines start with `indent` spaces.
    ///
    /// NB: not the grader's `TextWrapping`, which keeps long words whole because a terminal may run past
    /// them; a frame may not.
    static func wrap(_ text: String, width: Int, indent: Int = 0) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph -> [String] in
            var lines: [String] = []
            var current = ""
            func room() -> Int { lines.isEmpty ? width : width - indent }
            func finish() {
                lines.append((lines.isEmpty ? "" : String(repeating: " ", count: indent)) + current)
                current = ""
            }
            for var word in paragraph.split(separator: " ").map(String.init) {
                if !current.isEmpty {
                    if current.count + 1 + word.count <= room() {
                        current += " " + word
                        continue
                    }
                    finish()
                }
                while word.count > room() {
                    current = String(word.prefix(room()))
                    word = String(word.dropFirst(current.count))
                    finish()
                }
                current = word
            }
            if !current.isEmpty || lines.isEmpty { finish() }
            return lines
        }
    }

    private static func centre(_ text: String) -> String {
        String(repeating: " ", count: max(0, (contentWidth - text.count) / 2)) + text
    }

    /// `left` and `right` at the two edges of a screen line.
    private static func spread(_ left: String, _ right: String) -> String {
        left + String(repeating: " ", count: max(1, contentWidth - left.count - right.count)) + right
    }

    private static func bordered(_ line: String) -> String {
        "│ " + line + String(repeating: " ", count: max(0, contentWidth - line.count)) + " │"
    }
}
