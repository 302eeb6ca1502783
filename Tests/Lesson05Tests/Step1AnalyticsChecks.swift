import AppDomain
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson05

@Suite("Step 1 · AnalyticsService ⟪de: AnalyticsService⟫", .recordingLiveServices)
struct Step1AnalyticsChecks {
    @Test("ConsoleAnalytics hands every event to the live Analytics ⟪de: ConsoleAnalytics gibt jedes Ereignis an das Live-Analytics weiter⟫")
    func consoleAnalyticsIsLive() {
        let analytics: any AnalyticsService = ConsoleAnalytics()
        analytics.track("opened")
        let tracked = liveUses.uses(of: "Analytics").filter { $0.call == "track(_:)" }.compactMap(\.detail)
        #expect(tracked == ["opened"],
                .step(1, "ConsoleAnalytics().track(\"opened\") should pass the event on to the live Analytics "
                      + "(which prints it), exactly once; the live Analytics received \(tracked). ConsoleAnalytics "
                      + "is the live implementation: it forwards every event to an Analytics of its own.",
                      de: "ConsoleAnalytics().track(\"opened\") sollte das Event genau einmal an das echte "
                      + "Analytics weitergeben (das es ausgibt); dort angekommen ist \(tracked). ConsoleAnalytics "
                      + "ist die Live-Implementierung: Es reicht jedes Event an ein eigenes Analytics weiter.",
                      file: "AnalyticsService.swift", symbol: "ConsoleAnalytics"))
    }

    @Test("NoAnalytics drops every event without reaching a live service ⟪de: NoAnalytics verwirft jedes Ereignis, ohne einen Live-Dienst zu erreichen⟫")
    func noAnalyticsIsSilent() {
        let analytics: any AnalyticsService = NoAnalytics()
        analytics.track("opened")
        #expect(liveUses.reaches.isEmpty,
                .step(1, "NoAnalytics should swallow every event, but tracking one reached the live "
                      + "\(describe(liveUses.reaches)). It is the silent implementation for previews and tests: "
                      + "an event must go nowhere.",
                      de: "NoAnalytics sollte jedes Event schlucken, aber ein Event erreichte den Live-Dienst "
                      + "\(describe(liveUses.reaches, german: true)). Es ist die stumme Implementierung für Previews "
                      + "und Tests: Ein Event darf nirgendwo ankommen.",
                      file: "AnalyticsService.swift", symbol: "NoAnalytics"))
    }

    @Test("a view reads the analytics that .environment sets under the analytics key ⟪de: eine View liest das Analytics, das .environment unter dem Analytics-Key setzt⟫")
    func keyCarriesValue() {
        let spy = SpyAnalytics()
        let sightings = Sightings()
        _ = ViewHost(VStack { AnalyticsProbe(sightings: sightings) }.environment(\.analytics, spy))
        let seen = sightings.analytics.map { "\(type(of: $0))" } ?? "nothing"
        #expect(sightings.analytics as? SpyAnalytics === spy,
                .step(1, "A view's `@Environment(\\.analytics)` should give the analytics set above it with "
                      + "`.environment(\\.analytics, …)`; it gave \(seen). The getter and the setter of "
                      + "`analytics` must read and write the same environment key.",
                      de: "`@Environment(\\.analytics)` sollte einer View die Analytics liefern, die darüber mit "
                      + "`.environment(\\.analytics, …)` gesetzt wurden; geliefert hat es \(seen). Getter und "
                      + "Setter von `analytics` müssen denselben Environment-Key lesen und schreiben.",
                      file: "AnalyticsService.swift", symbol: "var analytics"))
    }

    @Test("without a value set, the analytics key gives NoAnalytics ⟪de: ohne gesetzten Wert liefert der Analytics-Key NoAnalytics⟫")
    func defaultIsSilent() {
        let analytics = EnvironmentValues().analytics
        #expect(analytics is NoAnalytics && liveUses.reaches.isEmpty,
                .step(1, "With no analytics set above a view, `\\.analytics` should be `NoAnalytics()`, so a "
                      + "preview or a test never reports by accident; it is \(type(of: analytics)) (live uses: "
                      + "\(describe(liveUses.reaches))). Lesson 04's rule: a service that only has side effects "
                      + "defaults to the one that does nothing.",
                      de: "Hat keine View darüber Analytics gesetzt, sollte `\\.analytics` `NoAnalytics()` sein, "
                      + "damit eine Preview oder ein Test nie aus Versehen etwas meldet; es ist "
                      + "\(type(of: analytics)) (Zugriffe auf Live-Dienste: "
                      + "\(describe(liveUses.reaches, german: true))). "
                      + "Die Regel aus Lektion 04: Ein Dienst, der nur Nebenwirkungen hat, bekommt als "
                      + "Standardwert die Variante, die nichts tut.",
                      file: "AnalyticsService.swift", symbol: "defaultValue"))
    }
}
