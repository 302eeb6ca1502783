import HeadlessUI

// Environment values the system sets in SwiftUI: appearance, scene phase, locale and size class.

/// Greets differently in light and dark mode.
struct GreetingView: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text(colorScheme == .dark ? "Gute Nacht" : "Guten Tag")
    }
}

/// Saves when the app goes to the background.
struct AutosaveView: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var saves = 0

    var body: some View {
        Text("Gespeichert: \(saves)")
            .onChange(of: scenePhase) { _, newPhase in
                if newPhase == .background { saves += 1 }
            }
    }
}

/// Lays out for a phone or a tablet, and shows the region it formats for.
struct AdaptiveHeaderView: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.calendar) private var calendar

    var body: some View {
        VStack {
            Text(sizeClass == .regular ? "Zwei Spalten" : "Eine Spalte")
            Text("Region: \(locale.identifier)")
            Text("Zeitzone: \(timeZone.identifier)")
            Text("Kalender: \(calendar.identifier == .gregorian ? "gregorianisch" : "anders")")
        }
    }
}
