import Observation
import Testing
@_spi(Rendering) @testable import HeadlessUI
@testable import PreviewGallery
import HeadlessUITesting

/// A list in a navigation stack: sections with a header and a footer, rows of links and controls.
private struct Shelf: View {
    @State private var isOn = true
    @State private var search = ""

    var body: some View {
        NavigationStack {
            List {
                Section {
                    NavigationLink("Pfannkuchen") { Text("Detail") }
                    NavigationLink("Apfelstrudel") { Text("Detail") }
                } header: {
                    Text("Desserts")
                } footer: {
                    Text("2 Rezepte")
                }
                Section("Einstellungen") {
                    Toggle("Nur vegetarisch", isOn: $isOn)
                    TextField("Suche", text: $search)
                    HStack {
                        Image(systemName: "heart")
                        Button("Favorit") {}
                    }
                }
            }
            .navigationTitle("Rezepte")
        }
    }
}

/// The states a screen waits and fails in.
private struct Waiting: View {
    var body: some View { ProgressView("Lädt …") }
}

private struct Unavailable: View {
    var body: some View {
        ContentUnavailableView("Keine Rezepte", systemImage: "wifi.slash", description: Text("Prüfe deine Verbindung."))
    }
}

/// An object that no ancestor of ``NeedsTheme`` gives it.
@Observable
private final class Theme {
    var name = "dark"
}

/// Needs a `Theme` that no ancestor gives it.
private struct NeedsTheme: View {
    @Environment(Theme.self) private var theme
    var body: some View { Text(theme.name) }
}

private struct Screens_Previews: PreviewProvider {
    static var previews: some View {
        Waiting().previewDisplayName("Lädt")
        Group {
            Unavailable().previewDisplayName("Leer")
            Text("<b>Fett</b> & \"zitiert\"").previewDisplayName("Sonderzeichen")
        }
        Group {
            Text("Eins")
            Text("Zwei")
        }
        .previewDisplayName("Gruppe mit Modifier")
    }
}

@MainActor
@Suite("Pictures of previews")
struct PreviewPictureTests {
    private func screen(_ view: some View, name: String = "Test") -> PreviewScreen {
        PreviewScreen(name: name, rendered: ViewHost(view).rendered)
    }

    @Test("a list lays out as sections of rows with rules between, under the stack's title")
    func listLayout() {
        let shelf = screen(Shelf())
        #expect(shelf.navigationTitle == "Rezepte")
        #expect(shelf.lines.map(\.content) == [
            .pieces([.text("Desserts")]),
            .pieces([.text("Pfannkuchen"), .disclosure]),
            .separator,
            .pieces([.text("Apfelstrudel"), .disclosure]),
            .pieces([.text("2 Rezepte")]),
            .pieces([]),
            .pieces([.text("Einstellungen")]),
            .pieces([.text("Nur vegetarisch"), .toggle(isOn: true)]),
            .separator,
            .pieces([.field("Suche", isPlaceholder: true)]),
            .separator,
            .pieces([.symbol("heart"), .button([.text("Favorit")], isEnabled: true)]),
        ])
        #expect(shelf.lines.map(\.emphasis)[0] == .header && shelf.lines.map(\.emphasis)[4] == .secondary)
        #expect(shelf.lines[1].isInListRow && !shelf.lines[0].isInListRow)
    }

    @Test("the terminal picture shows each kind of piece in its own way, in a frame titled with the name")
    func textPicture() {
        let picture = PhoneFramePicture(screens: [screen(Shelf(), name: "Regal")]).render()
        let lines = picture.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains(" Regal ") == true && lines.first?.hasPrefix("╭") == true)
        #expect(lines.last?.hasPrefix("╰") == true)
        for expected in ["│ Rezepte ", "│ DESSERTS ", "Pfannkuchen", "› │", "│ Nur vegetarisch", "( ●) │",
                         "▁Suche▁▁▁", "⟨heart⟩ [ Favorit ]", "│ 2 Rezepte "] {
            #expect(lines.contains { $0.contains(expected) }, "missing \(expected) in\n\(picture)")
        }
        // Every row of the frame is exactly as wide as the frame.
        #expect(lines.allSatisfy { $0.count == PhoneFramePicture.frameWidth })
    }

    @Test("a hidden view and a closed context menu are not in the picture")
    func hiddenAndContextMenu() {
        let lines = screen(VStack {
            Text("Pfannkuchen").contextMenu { Button("Teilen") {} }
            Text("Geheim").hidden()
        }).lines
        #expect(lines.map(\.content) == [.pieces([.text("Pfannkuchen")])])
    }

    @Test("a spinner and an empty state are centred, in the middle of the screen")
    func centredStates() {
        #expect(screen(Waiting()).lines == [.pieces([.spinner, .text("Lädt …")], isCentered: true)])
        let unavailable = screen(Unavailable())
        #expect(unavailable.lines.map(\.content) == [.pieces([.symbol("wifi.slash")]), .pieces([.text("Keine Rezepte")]),
                                                     .pieces([.text("Prüfe deine Verbindung.")])])
        #expect(unavailable.lines.allSatisfy(\.isCentered) && unavailable.lines[1].emphasis == .title)
        let body = PhoneFramePicture(screens: []).body(of: unavailable)
        let title = body.firstIndex { $0.contains("Keine Rezepte") } ?? 0
        #expect(title > 4 && body[title].hasPrefix("          "))
    }

    @Test("a view that misses its object shows SwiftUI's failure in place, and the frame adds the reasons given")
    func failureInPlace() {
        let failing = PreviewScreen(name: "Ohne Theme", rendered: ViewHost(VStack {
            Text("Oben")
            NeedsTheme()
        }).rendered, failures: ["Reached the live MealAPI."])
        #expect(failing.hasFailure)
        #expect(failing.lines.first == .pieces([.text("Oben")]))
        guard case .failure(let message) = failing.lines.last?.content else {
            Issue.record("no failure line in \(failing.lines)")
            return
        }
        #expect(message.hasPrefix("No Observable object of type Theme found."))
        let picture = PhoneFramePicture(screens: [failing]).render()
        #expect(picture.contains("│ ⚠ No Observable object of type") && picture.contains("│ ⚠ Reached the live MealAPI."))
        #expect(!screen(Waiting()).hasFailure)
    }

    @Test("frames stand side by side while they fit, and below each other when not")
    func sideBySide() {
        let screens = [screen(Waiting(), name: "A"), screen(Unavailable(), name: "B"), screen(Shelf(), name: "C")]
        let wide = PhoneFramePicture(screens: screens, width: 3 * PhoneFramePicture.frameWidth + 4).render()
        #expect(wide.split(separator: "\n").allSatisfy { $0.count == 3 * PhoneFramePicture.frameWidth + 4 })
        let narrow = PhoneFramePicture(screens: screens, width: 2 * PhoneFramePicture.frameWidth + 1).render()
        let rows = narrow.components(separatedBy: "\n\n")
        #expect(rows.count == 3 && rows.allSatisfy { $0.split(separator: "\n").allSatisfy { $0.count == PhoneFramePicture.frameWidth } })
        let two = PhoneFramePicture(screens: screens, width: 80).render().components(separatedBy: "\n\n")
        #expect(two.count == 2 && two[0].split(separator: "\n")[0].count == 2 * PhoneFramePicture.frameWidth + 2)
    }

    @Test("text wraps at spaces with an indent, and a word longer than a line is cut")
    func wrapping() {
        #expect(PhoneFramePicture.wrap("eins zwei drei", width: 9, indent: 2) == ["eins zwei", "  drei"])
        #expect(PhoneFramePicture.wrap("Donaudampfschifffahrt", width: 8) == ["Donaudam", "pfschiff", "fahrt"])
        #expect(PhoneFramePicture.wrap("", width: 8) == [""])
    }

    @Test("the web page escapes every text and loads nothing from elsewhere")
    func webPage() {
        let ui = ViewHost(Screens_Previews.previews)
        let screens = ui.previews.map { PreviewScreen(name: $0.previewName ?? $0.kind, rendered: $0) }
        let page = PreviewWebPage(title: "Lektion <04>", screens: screens, notes: ["a & b"], language: "de").render()
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.contains("<html lang=\"de\">"))
        #expect(page.contains("&lt;b&gt;Fett&lt;/b&gt; &amp; &quot;zitiert&quot;") && !page.contains("<b>Fett"))
        #expect(page.contains("<title>Lektion &lt;04&gt;</title>") && page.contains("⚠ a &amp; b"))
        #expect(page.contains("<figcaption>Lädt</figcaption>") && page.contains("class=\"spinner\""))
        for outside in ["<script", "src=", "href=", "url(", "@import"] { #expect(!page.contains(outside)) }
    }

    @Test("separatePreviews gives each view of a previews block, looking through Group but not into a modified one")
    func separatePreviews() {
        let parts = Screens_Previews.separatePreviews.map { ViewHost($0).texts }
        #expect(parts == [["Lädt …"], ["Keine Rezepte", "Prüfe deine Verbindung."], ["<b>Fett</b> & \"zitiert\""],
                          ["Eins", "Zwei"]])
    }

    @Test("a presented alert shows after the content it belongs to, with its buttons on one line")
    func alert() {
        let alerting = screen(Text("Liste").alert("Gelöscht", isPresented: .constant(true)) {
            Button("Rückgängig") {}
            Button("OK") {}
        })
        #expect(alerting.lines.map(\.content) == [.pieces([.text("Liste")]), .separator, .pieces([.text("Gelöscht")]),
                                                  .pieces([.button([.text("Rückgängig")], isEnabled: true),
                                                           .button([.text("OK")], isEnabled: true)]), .separator])
    }
}
