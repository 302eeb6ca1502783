import AppDomain
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson05

@Suite("Step 1 · AnalyticsService", .recordingLiveServices)
struct Step1AnalyticsChecks {
    @Test("ConsoleAnalytics hands every event to the live Analytics")
    func consoleAnalyticsIsLive() {
        let analytics: any AnalyticsService = ConsoleAnalytics()
        analytics.track("opened")
        let tracked = liveUses.uses(of: "Analytics").filter { $0.call == "track(_:)" }.compactMap(\.detail)
        #expect(tracked == ["opened"],
                .step(1, "ConsoleAnalytics().track(\"opened\") should pass the event on to the live Analytics "
                      + "(which prints it), once; the live Analytics received \(tracked). Keep an `Analytics()` "
                      + "in ConsoleAnalytics and call its `track(_:)`.",
                      file: "AnalyticsService.swift", symbol: "ConsoleAnalytics"))
    }

    @Test("NoAnalytics drops every event without reaching a live service")
    func noAnalyticsIsSilent() {
        let analytics: any AnalyticsService = NoAnalytics()
        analytics.track("opened")
        #expect(liveUses.reaches.isEmpty,
                .step(1, "NoAnalytics should do nothing with an event, but it reached the live "
                      + "\(describe(liveUses.reaches)). Leave its `track(_:)` empty.",
                      file: "AnalyticsService.swift", symbol: "NoAnalytics"))
    }

    @Test("a view reads the analytics that .environment sets under the analytics key")
    func keyCarriesValue() {
        let spy = SpyAnalytics()
        let sightings = Sightings()
        _ = ViewHost(VStack { AnalyticsProbe(sightings: sightings) }.environment(\.analytics, spy))
        let seen = sightings.analytics.map { "\(type(of: $0))" } ?? "nothing"
        #expect(sightings.analytics as? SpyAnalytics === spy,
                .step(1, "A view's `@Environment(\\.analytics)` should give the analytics set above it with "
                      + "`.environment(\\.analytics, …)`; it gave \(seen). Let the getter and the setter of "
                      + "`analytics` use the same key: `self[AnalyticsKey.self]`.",
                      file: "AnalyticsService.swift", symbol: "var analytics"))
    }

    @Test("without a value set, the analytics key gives NoAnalytics")
    func defaultIsSilent() {
        let analytics = EnvironmentValues().analytics
        #expect(analytics is NoAnalytics && liveUses.reaches.isEmpty,
                .step(1, "With no analytics set above a view, `\\.analytics` should be `NoAnalytics()`, so a "
                      + "preview or a test never reports by accident; it is \(type(of: analytics)) (live uses: "
                      + "\(describe(liveUses.reaches))). Make `NoAnalytics()` the key's `defaultValue`.",
                      file: "AnalyticsService.swift", symbol: "defaultValue"))
    }
}
