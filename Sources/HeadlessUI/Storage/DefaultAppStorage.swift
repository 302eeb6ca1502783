import Foundation

extension EnvironmentValues {
    /// The store `@AppStorage` uses in this subtree when it names none; `.defaultAppStorage(_:)` sets it.
    ///
    /// SwiftUI keeps this value to itself; HeadlessUI shows it so that a test can hand a view its own
    /// store and read what the view wrote:
    ///
    /// ```swift
    /// let store = UserDefaults(suiteName: "ServingsTests")!
    /// let ui = ViewHost(ServingsView()) { $0.defaultAppStorage = store }
    /// #expect(store.integer(forKey: "servings") == 3)
    /// ```
    ///
    /// Unset, it is a store HeadlessUI creates once per process — never `UserDefaults.standard`, which
    /// SwiftUI would use, so that running views in tests leaves the machine's settings alone.
    public var defaultAppStorage: UserDefaults {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults { AppStorageSandbox.store }
}

/// The store HeadlessUI uses instead of `UserDefaults.standard`.
enum AppStorageSandbox {
    /// The suite's name: one per process, so that parallel test processes never share values.
    static let name = "HeadlessUI.AppStorage.\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString)"

    /// A store of its own for this process, removed again when the process ends.
    // NB: `UserDefaults` is thread-safe, though Linux Foundation does not mark it `Sendable`.
    nonisolated(unsafe) static let store: UserDefaults = {
        // Foundation writes a suite to disk now and then (on Linux as ~/.config/<name>.plist); without this,
        // every test process that used app storage would leave a file behind.
        atexit { UserDefaults.standard.removePersistentDomain(forName: AppStorageSandbox.name) }
        return UserDefaults(suiteName: name) ?? UserDefaults()
    }()

    /// `store`, unless it is the real `UserDefaults.standard`: then the sandbox.
    static func replacingStandard(_ store: UserDefaults) -> UserDefaults {
        store === UserDefaults.standard ? self.store : store
    }
}

extension View {
    /// Sets the store that `@AppStorage` properties in this view and the views inside it use when they
    /// name none.
    ///
    /// ```swift
    /// SettingsView()
    ///     .defaultAppStorage(UserDefaults(suiteName: "group.rezepte")!)
    /// ```
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}

extension Scene {
    /// Sets the store that `@AppStorage` properties in this scene's views use when they name none.
    public func defaultAppStorage(_ store: UserDefaults) -> some Scene {
        environment(\.defaultAppStorage, store)
    }
}
