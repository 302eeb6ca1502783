import Foundation

// Environment values that SwiftUI sets from the system: appearance, locale, scene phase, size classes.
// Headless, there is no system, so each has a fixed default that does not depend on the machine a test
// runs on; a test or preview sets another with `.environment(\.colorScheme, .dark)`.

/// Whether the interface is light or dark.
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
/// var body: some View {
///     Text(colorScheme == .dark ? "Gute Nacht" : "Guten Tag")
/// }
/// ```
public enum ColorScheme: CaseIterable, Sendable, Hashable {
    /// The light appearance, HeadlessUI's default.
    case light
    /// The dark appearance.
    case dark
}

/// Whether a scene is in the foreground and taking input, visible but not, or in the background.
///
/// ```swift
/// @Environment(\.scenePhase) private var scenePhase
/// …
/// .onChange(of: scenePhase) { _, phase in if phase == .background { save() } }
/// ```
public enum ScenePhase: Comparable, Sendable, Hashable {
    /// Not on screen; the app may be suspended soon.
    case background
    /// On screen but not taking input, e.g. while the app switcher shows.
    case inactive
    /// On screen and taking input, HeadlessUI's default.
    case active
}

/// How much room a dimension of the interface has: a phone's width is compact, an iPad's regular.
public enum UserInterfaceSizeClass: Sendable, Hashable {
    /// Constrained space, like an iPhone's width in portrait.
    case compact
    /// Expansive space, like an iPad's width.
    case regular
}

extension EnvironmentValues {
    /// The appearance the views here are drawn in; `.light` unless set.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The locale for formatting and localizing text here; `en_US` unless set, whatever the machine's.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar for dates shown here; the Gregorian calendar in the environment's time zone and
    /// locale unless set.
    public var calendar: Calendar {
        get { self[CalendarKey.self] ?? Self.defaultCalendar(locale: locale, timeZone: timeZone) }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone for dates shown here; GMT (UTC) unless set, whatever the machine's.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// Whether the scene of these views is active, inactive or in the background; `.active` unless set.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The horizontal size class here; `.compact` (an iPhone in portrait) unless set.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class here; `.regular` (an iPhone in portrait) unless set.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    private static func defaultCalendar(locale: Locale, timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        return calendar
    }
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { Locale(identifier: "en_US") }
}

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar? { nil }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .gmt }
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}
