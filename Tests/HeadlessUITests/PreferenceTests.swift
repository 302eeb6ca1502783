import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

/// Collects names in view-tree order, so a test sees the order `reduce` received them in.
private struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// A key that no view in these tests sets.
private struct UnsetKey: PreferenceKey {
    static let defaultValue = 42
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Reports the names its subtree sets to `log`, as `onPreferenceChange` hands them over.
private struct NameWatcher<Content: View>: View {
    let log: EventLog
    @ViewBuilder let content: Content

    var body: some View {
        VStack { content }
            .onPreferenceChange(NamesKey.self) { names in
                MainActor.assumeIsolated { log(names.joined(separator: ",")) }
            }
    }
}

/// A view of its own, two levels down, that sets a name.
private struct Leaf: View {
    let name: String
    var body: some View { HStack { Text(name).preference(key: NamesKey.self, value: [name]) } }
}

/// A row whose body renders again on its own when its button is tapped, changing the name it sets.
private struct RenamingRow: View {
    @State private var name = "Teig"
    var body: some View {
        Button(name) { name = "Füllung" }.preference(key: NamesKey.self, value: [name])
    }
}

/// A list whose rows and labels change with its state.
private struct ShoppingList: View {
    let log: EventLog
    @State private var showsSpices = false
    @State private var unrelated = 0

    var body: some View {
        NameWatcher(log: log) {
            Button("Gewürze") { showsSpices.toggle() }
            Button("Anderes") { unrelated += 1 }
            Text("Mehl").preference(key: NamesKey.self, value: ["Mehl"])
            if showsSpices { Text("Zimt").preference(key: NamesKey.self, value: ["Zimt"]) }
        }
    }
}

@MainActor
@Suite("Preferences: values flow from children up to ancestors")
struct PreferenceTests {
    @Test("a child's value reaches an ancestor's onPreferenceChange, through views of one's own")
    func childReachesAncestor() {
        let log = EventLog()
        _ = ViewHost(NameWatcher(log: log) { Leaf(name: "Mehl") })

        #expect(log.events == ["Mehl"])
    }

    @Test("reduce combines siblings in view-tree order")
    func reduceCombinesSiblingsInOrder() {
        let log = EventLog()
        _ = ViewHost(NameWatcher(log: log) {
            Leaf(name: "Mehl")
            Text("no name")
            Leaf(name: "Milch")
            ForEach(["Eier", "Zucker"], id: \.self) { Leaf(name: $0) }
        })

        #expect(log.events == ["Mehl,Milch,Eier,Zucker"])
    }

    @Test("a key nobody sets gives defaultValue, and its onPreferenceChange stays silent")
    func unsetKeyGivesDefault() {
        let log = EventLog()
        _ = ViewHost(
            VStack { Text("nothing set") }
                .transformPreference(UnsetKey.self) { value in MainActor.assumeIsolated { log("seen \(value)") } }
                .onPreferenceChange(UnsetKey.self) { value in MainActor.assumeIsolated { log("changed \(value)") } }
        )

        #expect(log.events == ["seen 42"])
    }

    @Test("a view's own preference replaces what its subtree set; transformPreference changes it")
    func outerWriteReplacesInner() {
        let log = EventLog()
        _ = ViewHost(NameWatcher(log: log) {
            VStack { Leaf(name: "innen") }.preference(key: NamesKey.self, value: ["außen"])
            VStack { Leaf(name: "Mehl") }.transformPreference(NamesKey.self) { $0.append("Salz") }
        })

        #expect(log.events == ["außen,Mehl,Salz"])
    }

    @Test("onPreferenceChange fires when the value changes, and only then")
    func firesOnChangeOnly() throws {
        let log = EventLog()
        let ui = ViewHost(ShoppingList(log: log))
        #expect(log.events == ["Mehl"])

        try ui.find(button: "Anderes").tap()
        ui.redraw()
        #expect(log.events == ["Mehl"], "a render that leaves the value as it was does not call the action")

        try ui.find(button: "Gewürze").tap()
        #expect(log.events == ["Mehl", "Mehl,Zimt"])
        try ui.find(button: "Gewürze").tap()
        #expect(log.events == ["Mehl", "Mehl,Zimt", "Mehl"])
    }

    @Test("a body below that renders again on its own updates the ancestor's value")
    func childRenderingAloneUpdatesAncestor() throws {
        let log = EventLog()
        let ui = ViewHost(NameWatcher(log: log) { RenamingRow() })

        try ui.find(button: "Teig").tap()

        #expect(log.events == ["Teig", "Füllung"])
        #expect(ui.bodyEvaluations(of: NameWatcher<RenamingRow>.self) == 1)
    }
}
