import Testing
import Observation
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

@Observable
final class Theme {
    var name: String
    init(name: String) { self.name = name }
}

/// Shows the keyed `counter` value it reads, after a name.
private struct CounterText: View {
    let name: String
    @Environment(\.counter) private var counter

    var body: some View { Text("\(name) \(counter)") }
}

/// Shows its own counter and sets another one for its child.
private struct CounterParent: View {
    @Environment(\.counter) private var counter

    var body: some View {
        VStack {
            Text("parent \(counter)")
            CounterText(name: "child").environment(\.counter, 9)
        }
    }
}

/// Shows the counter value after each evaluation of the computed default.
private struct TickText: View {
    @Environment(\.tick) private var tick

    var body: some View { Text("tick \(tick)") }
}

/// Reads the required `Theme` object.
private struct ThemeName: View {
    @Environment(Theme.self) private var theme

    var body: some View { Text("theme \(theme.name)") }
}

/// Reads the `Theme` object in the optional form.
private struct OptionalThemeName: View {
    @Environment(Theme.self) private var theme: Theme?

    var body: some View { Text("theme \(theme?.name ?? "none")") }
}

/// Passes its own state to its child through the environment.
private struct CounterSource: View {
    @State private var value = 1

    var body: some View {
        VStack {
            Button("inc") { value += 1 }
            CounterText(name: "child").environment(\.counter, value)
        }
    }
}

@MainActor
@Suite("Environment scoping")
struct EnvironmentScopingTests {
    @Test("environment(_:_:) sets the value for the modified view")
    func setsValueForModifiedView() {
        let ui = ViewHost(CounterText(name: "child").environment(\.counter, 7))
        #expect(ui.texts == ["child 7"])
    }

    @Test("a sibling of the modified view keeps the default value")
    func siblingKeepsDefault() {
        let ui = ViewHost(VStack {
            CounterText(name: "a").environment(\.counter, 7)
            CounterText(name: "b")
        })
        #expect(ui.texts == ["a 7", "b 0"])
    }

    @Test("an ancestor keeps its own value when a descendant's environment is changed")
    func ancestorKeepsValue() {
        let ui = ViewHost(CounterParent()) { $0.counter = 3 }
        #expect(ui.texts == ["parent 3", "child 9"])
    }

    @Test("a value set on a container reaches every view inside it, through composite views")
    func valueReachesWholeSubtree() {
        let ui = ViewHost(VStack {
            CounterText(name: "a")
            Group { HStack { CounterParent() } }
        }.environment(\.counter, 4))
        #expect(ui.texts == ["a 4", "parent 4", "child 9"])
    }

    @Test("with nested overrides the innermost value wins, and only inside it")
    func innermostOverrideWins() {
        let ui = ViewHost(VStack {
            CounterText(name: "inner").environment(\.counter, 2).environment(\.counter, 5)
            CounterText(name: "outer")
        }.environment(\.counter, 1))
        #expect(ui.texts == ["inner 2", "outer 1"])
    }

    @Test("an unset key reads the key's defaultValue")
    func unsetKeyReadsDefault() {
        let ui = ViewHost(CounterText(name: "unset"))
        #expect(ui.texts == ["unset 0"])
        #expect(EnvironmentValues().counter == CounterKey.defaultValue)
    }

    @Test("ViewHost's environment acts like a value set by an ancestor")
    func hostEnvironmentActsLikeAncestor() {
        var values = EnvironmentValues()
        values.counter = 6
        let ui = ViewHost(CounterText(name: "root"), environment: values)
        #expect(ui.texts == ["root 6"])
    }

    @Test("a computed defaultValue is evaluated on each read")
    func computedDefaultEvaluatedOnEachRead() {
        let before = TickKey.evaluations
        let ui = ViewHost(VStack {
            TickText()
            TickText()
        })
        #expect(ui.texts == ["tick \(before + 1)", "tick \(before + 2)"])
        #expect(TickKey.evaluations == before + 2)
    }

    @Test("a changed environment value re-renders the views that read it")
    func changedValueReachesReaders() throws {
        let ui = ViewHost(CounterSource())
        #expect(ui.texts.contains("child 1"))
        try ui.find(button: "inc").tap()
        #expect(ui.texts.contains("child 2"))
    }

    @Test("environment(_:) places an @Observable object that @Environment(T.self) reads")
    func observableObjectIsRead() {
        let ui = ViewHost(ThemeName().environment(Theme(name: "dark")))
        #expect(ui.texts == ["theme dark"])
        #expect(ui.failures.isEmpty)
    }

    @Test("the optional form @Environment(T.self) var x: T? reads the object when an ancestor provides it")
    func optionalFormReadsObject() {
        let ui = ViewHost(VStack { OptionalThemeName() }.environment(Theme(name: "dark")))
        #expect(ui.texts == ["theme dark"])
    }

    @Test("the optional form reads nil when no ancestor provides the object, without a failure")
    func optionalFormReadsNilWhenMissing() {
        let ui = ViewHost(OptionalThemeName())
        #expect(ui.texts == ["theme none"])
        #expect(ui.failures.isEmpty)
        #expect(ui.diagnostics.isEmpty)
    }

    @Test("an object placed on one view is not visible to its sibling")
    func objectScopedToSubtree() {
        let ui = ViewHost(VStack {
            OptionalThemeName().environment(Theme(name: "dark"))
            OptionalThemeName()
        })
        #expect(ui.texts == ["theme dark", "theme none"])
    }

    @Test("an inner object of the same type replaces the outer one for its subtree")
    func innerObjectWins() {
        let ui = ViewHost(VStack {
            ThemeName().environment(Theme(name: "inner"))
            ThemeName()
        }.environment(Theme(name: "outer")))
        #expect(ui.texts == ["theme inner", "theme outer"])
    }

    @Test("environment(nil as T?) removes the object for its subtree only")
    func nilRemovesObject() {
        let ui = ViewHost(VStack {
            OptionalThemeName().environment(nil as Theme?)
            OptionalThemeName()
        }.environment(Theme(name: "dark")))
        #expect(ui.texts == ["theme none", "theme dark"])
    }

    @Test("transformEnvironment changes the inherited value for its subtree only")
    func transformEnvironmentChangesSubtree() {
        let ui = ViewHost(VStack {
            CounterText(name: "transformed").transformEnvironment(\.counter) { $0 += 5 }
            CounterText(name: "sibling")
        }.environment(\.counter, 2))
        #expect(ui.texts == ["transformed 7", "sibling 2"])
    }
}
