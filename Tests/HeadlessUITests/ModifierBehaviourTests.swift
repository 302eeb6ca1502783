import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

/// A screen with a refreshable list that counts its refreshes.
private struct RefreshingList: View {
    @State private var loads = 0

    var body: some View {
        List { Text("loaded \(loads)") }
            .refreshable { await reload() }
    }

    private func reload() async {
        await Task.yield()
        loads += 1
    }
}

/// Reacts to changes of a query with each form of `onChange`.
private struct QueryWatcher: View {
    let log: EventLog
    @State private var query = "a"
    @State private var unrelated = 0

    var body: some View {
        VStack {
            Button("next") { query += "a" }
            Button("same") { query = query }
            Button("unrelated") { unrelated += 1 }
            Text("query \(query)")
        }
        .onChange(of: query) { oldValue, newValue in log("two \(oldValue)→\(newValue)") }
        .onChange(of: query) { log("zero") }
        .onChange(of: query, initial: true) { oldValue, newValue in log("initial \(oldValue)→\(newValue)") }
    }
}

/// Uses the one-parameter `onChange(of:perform:)`, deprecated since iOS 17 but still available.
private struct LegacyWatcher: View {
    let log: EventLog
    @State private var count = 0

    @available(*, deprecated)
    var body: some View {
        Button("inc") { count += 1 }
            .onChange(of: count) { newValue in log("new \(newValue)") }
    }
}

/// Changes its own state in `onChange`, which re-renders it.
private struct Normalizer: View {
    @State private var text = "Hello"
    @State private var lowercased = ""

    var body: some View {
        VStack {
            Button("shout") { text = "HEY" }
            Text("lower \(lowercased)")
        }
        .onChange(of: text, initial: true) { lowercased = text.lowercased() }
    }
}

@MainActor
@Suite("Modifiers: overlay, refreshable, onChange, accessibility and styling")
struct ModifierBehaviourTests {
    @Test("overlay(alignment:content:) renders its content, after the view it overlays")
    func overlayIsRendered() throws {
        let ui = ViewHost(Image(systemName: "photo").overlay(alignment: .topTrailing) { Text("New") })
        #expect(ui.texts == ["New"])
        #expect(ui.tree == "Image systemName: \"photo\" .overlay\n  Text \"New\"")
    }

    @Test("background(alignment:content:) renders its content; styles have no visible effect")
    func backgroundIsRendered() {
        let ui = ViewHost(VStack {
            Text("a").background { Text("behind") }
            Text("b").background(Color.yellow).overlay(.blue)
        })
        #expect(ui.texts == ["a", "behind", "b"])
    }

    @Test("refresh() runs the .refreshable action, waits for it and re-renders")
    func refreshRunsAction() async throws {
        let ui = ViewHost(RefreshingList())
        #expect(ui.texts == ["loaded 0"])
        #expect(ui.tree.contains("List .refreshable"))
        try await ui.refresh()
        #expect(ui.texts == ["loaded 1"])
        try await ui.find(ViewType.List.self).refresh()
        #expect(ui.texts == ["loaded 2"])
    }

    @Test("refresh() where nothing is refreshable throws an InspectionError with the tree")
    func refreshWithoutRefreshableThrows() async throws {
        let ui = ViewHost(Text("static"))
        await #expect(throws: InspectionError.self) { try await ui.refresh() }
    }

    @Test("onChange runs its actions when the value changes, not on unrelated re-renders")
    func onChangeRunsOnChange() throws {
        let log = EventLog()
        let ui = ViewHost(QueryWatcher(log: log))
        #expect(log.events == ["initial a→a"])

        try ui.find(button: "unrelated").tap()
        try ui.find(button: "same").tap()
        #expect(log.events == ["initial a→a"])

        try ui.find(button: "next").tap()
        #expect(log.events == ["initial a→a", "two a→aa", "zero", "initial a→aa"])
        #expect(ui.texts.last == "query aa")
    }

    @Test("the deprecated onChange(of:perform:) still passes the new value")
    @available(*, deprecated)
    func legacyOnChange() throws {
        let log = EventLog()
        let ui = ViewHost(LegacyWatcher(log: log))
        try ui.find(button: "inc").tap()
        try ui.find(button: "inc").tap()
        #expect(log.events == ["new 1", "new 2"])
    }

    @Test("state changed in an onChange action is shown after the change")
    func onChangeStateChangeRerenders() throws {
        let ui = ViewHost(Normalizer())
        #expect(ui.texts.last == "lower hello")
        try ui.find(button: "shout").tap()
        #expect(ui.texts.last == "lower hey")
    }

    @Test("accessibilityLabel labels a view, and find(button:) finds an icon-only button by it")
    func accessibilityLabel() throws {
        var taps = 0
        let name = "Share"
        let ui = ViewHost(VStack {
            Button { taps += 1 } label: { Image(systemName: "heart") }
                .accessibilityLabel("Favorite")
            Image(systemName: "square.and.arrow.up").accessibilityLabel(name)
            Text("x").accessibilityLabel(Text("Ex"))
        })
        let button = try ui.find(button: "Favorite")
        #expect(button.accessibilityLabel == "Favorite")
        try button.tap()
        #expect(taps == 1)
        #expect(ui.findAll(Image.self).map(\.accessibilityLabel) == [nil, "Share"])
        #expect(try ui.find(text: "x").accessibilityLabel == "Ex")
        #expect(ui.tree.contains("Button .accessibilityLabel(\"Favorite\")"))
    }

    @Test("styling and layout modifiers change nothing a test can see")
    func cosmeticModifiers() {
        let ui = ViewHost(List {
            Text("title").font(.title2).bold().lineLimit(2).multilineTextAlignment(.center)
            Text("sub").font(.system(size: 13, weight: .semibold, design: .rounded)).italic()
            Text("note").font(.footnote.weight(.light)).fontWeight(.heavy).foregroundColor(.gray)
            Text("fonts").font(.title3).font(.callout).font(.caption2).font(.custom("Avenir", size: 12))
            Button("go") {}.buttonStyle(.borderedProminent).tint(.green)
            Button("plain") {}.buttonStyle(.plain)
            Button("bordered") {}.buttonStyle(.bordered).buttonStyle(.borderless).tint(Color.pink)
            Image(systemName: "star").resizable().scaledToFill().aspectRatio(contentMode: .fit).cornerRadius(4)
        }
        .listStyle(.insetGrouped)
        .listStyle(.plain)
        .listStyle(.grouped)
        .listStyle(.sidebar)
        .frame(width: 320, height: 480)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, 16))
        #expect(ui.texts == ["title", "sub", "note", "fonts", "go", "plain", "bordered"])
        #expect(ui.tree == """
            List
              Text "title"
              Text "sub"
              Text "note"
              Text "fonts"
              Button
                Text "go"
              Button
                Text "plain"
              Button
                Text "bordered"
              Image systemName: "star"
            """)
    }

    @Test("Font has SwiftUI's text styles and system fonts")
    func fonts() {
        let styles: [Font] = [.largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout,
                              .footnote, .caption, .caption2]
        #expect(Set(styles).count == styles.count)
        #expect(Font.system(size: 12) != Font.system(size: 12, weight: .bold))
        #expect(Font.system(.body, design: .monospaced) == Font.system(.body, design: .monospaced))
    }
}
