import Testing
import Observation
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

@Observable
final class Vault {
    var secret = "gold"
}

/// Reads its environment value in `init`, which SwiftUI warns about.
private struct ReadsEnvironmentInInit: View {
    @Environment(\.counter) private var counter
    private var seenInInit = -1

    init() { seenInInit = counter }

    var body: some View { Text("init \(seenInInit), body \(counter)") }
}

/// An app that needs a vault nobody provides.
private struct VaultApp: App {
    @Environment(Vault.self) private var vault

    var body: some Scene {
        WindowGroup { Text(vault.secret) }
    }
}

/// A view modifier that needs a vault nobody provides.
private struct VaultGuard: ViewModifier {
    @Environment(Vault.self) private var vault

    func body(content: Content) -> some View { content }
}

/// Reads its environment value only in `body`, which is fine.
private struct ReadsEnvironmentInBody: View {
    @Environment(\.counter) private var counter

    var body: some View { Text("body \(counter)") }
}

/// Creates a child that reads its environment in `init`.
private struct ParentOfInitReader: View {
    var body: some View {
        VStack { ReadsEnvironmentInInit() }
    }
}

/// Reads its state in `init`, which SwiftUI warns about.
private struct ReadsStateInInit: View {
    @State private var count = 1
    private var seenInInit = -1

    init() { seenInInit = count }

    var body: some View { Text("init \(seenInInit), body \(count)") }
}

/// Writes its state in `init`, directly and through `$count`; SwiftUI drops both writes.
private struct WritesStateInInit: View {
    @State private var count = 1

    init() {
        count = 5
        $count.wrappedValue = 6
    }

    var body: some View { Text("count \(count)") }
}

/// Needs a `Vault` from an ancestor.
private struct VaultView: View {
    @Environment(Vault.self) private var vault

    var body: some View { Text("secret \(vault.secret)") }
}

@MainActor
@Suite("Runtime diagnostics")
struct DiagnosticsTests {
    static let environmentWarning = "Accessing Environment<Int>'s value outside of being installed on a View. "
        + "This will always read the default value and will not update."
    static let stateWarning = "Accessing State's value outside of being installed on a View. "
        + "This will result in a constant Binding of the initial value and will not update."
    static let missingVault = "No Observable object of type Vault found. "
        + "A View.environmentObject(_:) for Vault may be missing as an ancestor of this view."

    @Test("reading @Environment in init returns the default and records SwiftUI's warning")
    func environmentInInitWarns() {
        let ui = ViewHost(ReadsEnvironmentInInit()) { $0.counter = 5 }
        #expect(ui.texts == ["init 0, body 5"])
        #expect(ui.diagnostics.map(\.message) == [Self.environmentWarning])
        #expect(ui.diagnostics.first?.kind == .environmentOutsideView)
        #expect(ui.failures.isEmpty)
    }

    @Test("reading @Environment in init of a view created in a parent's body is recorded too")
    func environmentInChildInitWarns() {
        let ui = ViewHost(ParentOfInitReader()) { $0.counter = 5 }
        #expect(ui.texts == ["init 0, body 5"])
        #expect(ui.diagnostics.map(\.message) == [Self.environmentWarning])
    }

    @Test("reading @Environment in body records no diagnostic")
    func environmentInBodyIsQuiet() {
        let ui = ViewHost(ReadsEnvironmentInBody()) { $0.counter = 5 }
        #expect(ui.texts == ["body 5"])
        #expect(ui.diagnostics.isEmpty)
    }

    @Test("reading @State in init returns the initial value and records SwiftUI's warning")
    func stateInInitWarns() {
        let ui = ViewHost(ReadsStateInInit())
        #expect(ui.texts == ["init 1, body 1"])
        #expect(ui.diagnostics.map(\.message) == [Self.stateWarning])
        #expect(ui.diagnostics.first?.kind == .stateOutsideView)
    }

    @Test("writing @State in init, directly or through its constant binding, has no effect")
    func stateWritesInInitAreDropped() {
        let ui = ViewHost(WritesStateInInit())
        #expect(ui.texts == ["count 1"])
        #expect(ui.diagnostics.map(\.message) == [Self.stateWarning])
    }

    @Test("a missing required @Environment object fails that view's render; its siblings still render")
    func missingObjectFailsOnlyThatView() throws {
        let ui = ViewHost(VStack {
            Text("before")
            VaultView()
            Text("after")
        })
        #expect(ui.texts == ["before", "after"])
        #expect(ui.failures.map(\.message) == [Self.missingVault])
        #expect(ui.failures.first?.kind == .missingObservableObject)
        #expect(ui.diagnostics.map(\.message) == [Self.missingVault])
        #expect(try ui.find(VaultView.self).failure?.message == Self.missingVault)
        #expect(ui.tree.contains("VaultView ⚠︎ " + Self.missingVault))
    }

    @Test("an app, a view and a view modifier report a missing object alike")
    func missingObjectIsReportedAlikeEverywhere() {
        let app = ViewHost(app: VaultApp())
        let modifier = ViewHost(Text("guarded").modifier(VaultGuard()))
        for ui in [app, modifier] {
            #expect(ui.failures.map(\.message) == [Self.missingVault])
            #expect(ui.diagnostics.map(\.message) == [Self.missingVault])
            #expect(ui.tree.contains("⚠︎ " + Self.missingVault))
        }
    }

    @Test("a required @Environment object provided by an ancestor renders without failures")
    func providedObjectRendersCleanly() throws {
        let ui = ViewHost(VStack { VaultView() }.environment(Vault()))
        #expect(ui.texts == ["secret gold"])
        #expect(ui.failures.isEmpty)
        #expect(ui.diagnostics.isEmpty)
        #expect(try ui.find(VaultView.self).failure == nil)
    }

    @Test("diagnostics recorded while the test's own log is current go to that log")
    func currentLogCollectsDiagnostics() {
        let log = DiagnosticLog()
        let ui = DiagnosticLog.$current.withValue(log) { ViewHost(ReadsStateInInit()) }
        #expect(ui.log === log)
        #expect(log.entries.map(\.message) == [Self.stateWarning])
    }
}
