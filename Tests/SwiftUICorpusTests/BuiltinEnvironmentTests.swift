import Testing
import HeadlessUI
import HeadlessUITesting

/// Moves the app between scene phases, as the system does, around the view under test.
private struct ScenePhaseSwitcher<Content: View>: View {
    @State private var phase = ScenePhase.active
    let content: Content

    var body: some View {
        VStack {
            Button("Hintergrund") { phase = .background }
            Button("Vordergrund") { phase = .active }
            content.environment(\.scenePhase, phase)
        }
    }
}

@MainActor
@Suite("Environment values SwiftUI sets have fixed defaults and can be set per subtree")
struct BuiltinEnvironmentTests {
    @Test("colorScheme is light unless set, and .environment(\\.colorScheme, .dark) changes it")
    func colorScheme() {
        #expect(ViewHost(GreetingView()).texts == ["Guten Tag"])
        #expect(ViewHost(GreetingView().environment(\.colorScheme, .dark)).texts == ["Gute Nacht"])
        #expect(ViewHost(GreetingView()) { $0.colorScheme = .dark }.texts == ["Gute Nacht"])
    }

    @Test("onChange(of: scenePhase) runs when the scene goes to the background")
    func scenePhaseChange() throws {
        let ui = ViewHost(ScenePhaseSwitcher(content: AutosaveView()))
        #expect(ui.texts.contains("Gespeichert: 0"))

        try ui.find(button: "Hintergrund").tap()
        #expect(ui.texts.contains("Gespeichert: 1"))
        try ui.find(button: "Vordergrund").tap()
        try ui.find(button: "Hintergrund").tap()
        #expect(ui.texts.contains("Gespeichert: 2"))
    }

    @Test("scenePhase is active, the size class compact, the locale en_US and the time zone GMT by default")
    func fixedDefaults() {
        let values = EnvironmentValues()
        #expect(values.scenePhase == .active)
        #expect(values.horizontalSizeClass == .compact)
        #expect(values.verticalSizeClass == .regular)
        #expect(values.locale.identifier == "en_US")
        #expect(values.timeZone.identifier == "GMT")
        #expect(values.calendar.identifier == .gregorian)
        #expect(ViewHost(AdaptiveHeaderView()).texts == [
            "Eine Spalte", "Region: en_US", "Zeitzone: GMT", "Kalender: gregorianisch",
        ])
    }

    @Test("size class, locale and time zone set by an ancestor reach the view")
    func setValues() {
        let ui = ViewHost(AdaptiveHeaderView()
            .environment(\.horizontalSizeClass, .regular)
            .environment(\.locale, Locale(identifier: "de_DE"))
            .environment(\.timeZone, TimeZone(identifier: "Europe/Berlin")!))
        #expect(ui.texts == ["Zwei Spalten", "Region: de_DE", "Zeitzone: Europe/Berlin", "Kalender: gregorianisch"])
    }
}
