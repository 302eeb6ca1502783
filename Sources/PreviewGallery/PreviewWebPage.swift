/// Previews as one web page for a browser: a phone-shaped card per preview, with the same content as
/// ``PhoneFramePicture`` draws in a terminal.
///
/// The page stands alone — its CSS is inline, and it has no scripts, fonts or images to load — so it can
/// be opened from disk, mailed or attached to a submission. Every text in it is escaped.
public struct PreviewWebPage {
    /// The page's heading and title, e.g. `Lesson 04 · The keyed environment`.
    public var title: String
    public var screens: [PreviewScreen]
    /// Paragraphs below the phones, e.g. about code that ran while the previews were created.
    public var notes: [String]
    /// The page's language as an HTML `lang` code, e.g. `de`.
    public var language: String

    public init(title: String, screens: [PreviewScreen], notes: [String] = [], language: String = "en") {
        self.title = title
        self.screens = screens
        self.notes = notes
        self.language = language
    }

    /// The whole page.
    public func render() -> String {
        var html = [
            "<!DOCTYPE html>",
            "<html lang=\"\(Self.escape(language))\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<title>\(Self.escape(title))</title>",
            "<style>",
            Self.styleSheet,
            "</style>",
            "</head>",
            "<body>",
            "<h1>\(Self.escape(title))</h1>",
            "<div class=\"gallery\">",
        ]
        html += screens.flatMap(card)
        html.append("</div>")
        html += notes.map { "<p class=\"note\">⚠ \(Self.escape($0))</p>" }
        html += ["</body>", "</html>", ""]
        return html.joined(separator: "\n")
    }

    private func card(_ screen: PreviewScreen) -> [String] {
        let centred = !screen.lines.isEmpty && screen.lines.allSatisfy(\.isCentered)
        // A list sets its rows on a grey background, as SwiftUI's default list style does.
        let grouped = screen.lines.contains(where: \.isInListRow)
        var html = [
            "<figure class=\"preview\">",
            "<figcaption>\(Self.escape(screen.name))</figcaption>",
            grouped ? "<div class=\"phone grouped\">" : "<div class=\"phone\">",
            "<div class=\"status\"><span>9:41</span><span class=\"island\"></span><span>▂▄▆ ▭</span></div>",
        ]
        if let title = screen.navigationTitle { html.append("<h2 class=\"nav-title\">\(Self.escape(title))</h2>") }
        html.append(centred ? "<div class=\"screen centred\">" : "<div class=\"screen\">")
        html += screen.lines.map(line)
        html += screen.failures.map { "<div class=\"failure\">⚠ \(Self.escape($0))</div>" }
        html += ["</div>", "<div class=\"home\"></div>", "</div>", "</figure>"]
        return html
    }

    private func line(_ line: PreviewScreen.Line) -> String {
        switch line.content {
        case .separator:
            return "<div class=\"rule\"></div>"
        case .failure(let message):
            return "<div class=\"failure\">⚠ \(Self.escape(message))</div>"
        case .pieces(let pieces):
            var classes = ["line"]
            if line.isCentered { classes.append("centred") }
            if line.isInListRow { classes.append("row") }
            switch line.emphasis {
            case .body: break
            case .title: classes.append("title")
            case .header: classes.append("header")
            case .secondary: classes.append("secondary")
            }
            return "<div class=\"\(classes.joined(separator: " "))\">" + pieces.map(Self.html).joined() + "</div>"
        }
    }

    /// A piece as HTML; a symbol shows its name, since the page has no symbol font to draw it with.
    private static func html(_ piece: PreviewScreen.Piece) -> String {
        switch piece {
        case .text(let text):
            return "<span class=\"text\">\(escape(text))</span>"
        case .button(let label, let isEnabled):
            return "<span class=\"button\(isEnabled ? "" : " disabled")\">" + label.map(html).joined() + "</span>"
        case .symbol(let name):
            return "<span class=\"symbol\" title=\"SF Symbol \(escape(name))\">\(escape(name))</span>"
        case .spinner:
            return "<span class=\"spinner\" role=\"progressbar\"></span>"
        case .progress(let value):
            return "<progress value=\"\(min(max(value, 0), 1))\" max=\"1\"></progress>"
        case .disclosure:
            return "<span class=\"disclosure\">›</span>"
        case .toggle(let isOn):
            return "<span class=\"toggle\(isOn ? " on" : "")\" role=\"switch\" aria-checked=\"\(isOn)\"></span>"
        case .field(let text, let isPlaceholder):
            return "<span class=\"field\(isPlaceholder ? " placeholder" : "")\">\(escape(text))</span>"
        }
    }

    /// `text` with the characters HTML gives a meaning replaced, for element content and quoted attributes.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    private static let styleSheet = """
        body { font: 15px -apple-system, "Helvetica Neue", Arial, sans-serif; background: #eef0f3; color: #111;
               margin: 24px; }
        h1 { font-size: 20px; font-weight: 600; }
        .gallery { display: flex; flex-wrap: wrap; gap: 32px; align-items: flex-start; }
        figure.preview { margin: 0; }
        figcaption { text-align: center; font-weight: 600; margin-bottom: 8px; }
        .phone { width: 300px; height: 600px; border: 10px solid #1c1c1e; border-radius: 46px; background: #fff;
                 display: flex; flex-direction: column; overflow: hidden; box-shadow: 0 8px 24px rgba(0,0,0,.18); }
        .status { display: flex; justify-content: space-between; align-items: center; padding: 12px 22px 4px;
                  font-size: 13px; font-weight: 600; }
        .island { width: 84px; height: 22px; border-radius: 11px; background: #1c1c1e; }
        .nav-title { font-size: 28px; font-weight: 700; margin: 10px 16px 4px; }
        .screen { flex: 1; overflow: hidden; padding: 8px 0; display: flex; flex-direction: column; }
        .screen.centred { justify-content: center; }
        .phone.grouped { background: #f2f2f7; }
        .line { display: flex; align-items: center; gap: 6px; padding: 6px 16px; min-height: 20px; }
        .line.row { background: #fff; padding: 10px 16px; }
        .line.centred { justify-content: center; text-align: center; }
        .line.title { font-weight: 600; font-size: 18px; }
        .line.header { text-transform: uppercase; font-size: 12px; color: #6d6d72; padding-top: 14px; }
        .line.secondary { color: #6d6d72; font-size: 13px; }
        .line:empty { min-height: 0; padding: 4px; }
        .rule { height: 1px; background: linear-gradient(to right, #fff 16px, #d1d1d6 16px); }
        .button { color: #007aff; display: inline-flex; align-items: center; gap: 4px; }
        .button.disabled { color: #a0a0a5; }
        .symbol { font-size: 11px; color: #007aff; border: 1px solid #b9d7ff; border-radius: 8px; padding: 1px 6px; }
        .line.centred .symbol { font-size: 14px; padding: 10px 14px; border-radius: 14px; color: #8e8e93;
                                border-color: #c7c7cc; }
        .spinner { width: 18px; height: 18px; border: 3px solid #c7c7cc; border-top-color: #6d6d72;
                   border-radius: 50%; animation: spin 1s linear infinite; }
        @keyframes spin { to { transform: rotate(360deg); } }
        .disclosure { margin-left: auto; color: #c7c7cc; font-size: 20px; }
        .toggle { margin-left: auto; width: 42px; height: 24px; border-radius: 12px; background: #e9e9eb;
                  position: relative; }
        .toggle::after { content: ""; position: absolute; top: 2px; left: 2px; width: 20px; height: 20px;
                         border-radius: 50%; background: #fff; box-shadow: 0 1px 2px rgba(0,0,0,.3); }
        .toggle.on { background: #34c759; }
        .toggle.on::after { left: 20px; }
        .field { flex: 1; border-bottom: 1px solid #c7c7cc; }
        .field.placeholder { color: #a0a0a5; }
        .failure { margin: 8px 12px; padding: 8px 10px; border-radius: 10px; background: #ffe5e3; color: #a1140a;
                   font-size: 13px; white-space: pre-wrap; }
        .home { width: 110px; height: 5px; border-radius: 3px; background: #1c1c1e; margin: 8px auto 10px; }
        .note { color: #a1140a; }
        """
}
