import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

/// A modifier with state of its own: it counts taps on its own button, around the content.
private struct TapCounting: ViewModifier {
    let name: String
    @State private var taps = 0

    func body(content: Content) -> some View {
        VStack {
            content
            Text("\(name) taps \(taps)")
            Button("tap \(name)") { taps += 1 }
        }
    }
}

/// A modifier that reads the environment where it is applied.
private struct CounterBadge: ViewModifier {
    @Environment(\.counter) private var counter

    func body(content: Content) -> some View {
        HStack {
            content
            Text("badge \(counter)")
        }
    }
}

/// A modifier that needs a `Vault` object.
private struct VaultFrame: ViewModifier {
    @Environment(Vault.self) private var vault

    func body(content: Content) -> some View {
        VStack {
            Text("vault \(vault.secret)")
            content
        }
    }
}

/// A content view with state of its own, to check it is kept apart from the modifier's.
private struct InnerCounter: View {
    @State private var count = 0

    var body: some View {
        Button("inner \(count)") { count += 1 }
    }
}

@MainActor
@Suite("Custom view modifiers")
struct ViewModifierTests {
    @Test("a custom ViewModifier builds its body around the content")
    func bodyWrapsContent() {
        let ui = ViewHost(Text("content").modifier(TapCounting(name: "m")))
        #expect(ui.texts == ["content", "m taps 0", "tap m"])
    }

    @Test("a custom ViewModifier's @State is kept across re-renders")
    func modifierStateIsKept() throws {
        let ui = ViewHost(Text("content").modifier(TapCounting(name: "m")))
        try ui.find(button: "tap m").tap()
        try ui.find(button: "tap m").tap()
        #expect(ui.texts.contains("m taps 2"))
        #expect(ui.diagnostics.isEmpty)
    }

    @Test("two applications of a modifier, and the content, each keep their own state")
    func modifierStatesAreSeparate() throws {
        let ui = ViewHost(VStack {
            InnerCounter().modifier(TapCounting(name: "a"))
            Text("plain").modifier(TapCounting(name: "b"))
        })
        try ui.find(button: "tap a").tap()
        try ui.find(button: "inner 0").tap()
        try ui.find(button: "inner 1").tap()
        #expect(ui.texts.contains("a taps 1"))
        #expect(ui.texts.contains("b taps 0"))
        #expect(ui.texts.contains("inner 2"))
    }

    @Test("a custom ViewModifier reads @Environment from where it is applied")
    func modifierReadsEnvironment() {
        let ui = ViewHost(VStack {
            Text("x").modifier(CounterBadge()).environment(\.counter, 3)
            Text("y").modifier(CounterBadge())
        })
        #expect(ui.texts == ["x", "badge 3", "y", "badge 0"])
    }

    @Test("a custom ViewModifier reads a required @Observable object from the environment")
    func modifierReadsObject() {
        let ui = ViewHost(Text("x").modifier(VaultFrame()).environment(Vault()))
        #expect(ui.texts == ["vault gold", "x"])
        #expect(ui.failures.isEmpty)
    }

    @Test("a custom ViewModifier whose required object is missing fails, and siblings still render")
    func modifierMissingObjectFails() {
        let ui = ViewHost(VStack {
            Text("x").modifier(VaultFrame())
            Text("sibling")
        })
        #expect(ui.texts == ["sibling"])
        #expect(ui.failures.map(\.message) == [
            "No Observable object of type Vault found. "
                + "A View.environmentObject(_:) for Vault may be missing as an ancestor of this view.",
        ])
        #expect(ui.tree.contains("VaultFrame ⚠︎ No Observable object of type Vault found."))
    }
}
