import Foundation
import Observation

/// The ids of the meals a user marked as favourites, kept in a `UserDefaults`.
///
/// ```swift
/// let favorites = FavoritesStore(defaults: UserDefaults(suiteName: "preview")!)
/// favorites.toggle(id: meal.id)
/// ```
///
/// While offline (grading, tests) a store on `UserDefaults.standard` records that use and keeps its
/// changes in memory, so a check never touches the real defaults.
@MainActor @Observable
public final class FavoritesStore {
    /// The favourite meal ids.
    public private(set) var ids: Set<String>
    /// Whether this store was created on `UserDefaults.standard`.
    public let usesStandardDefaults: Bool

    @ObservationIgnored private let defaults: UserDefaults?
    private static let key = "favoriteMealIDs"

    /// Creates a store that persists its ids in `defaults`.
    public init(defaults: UserDefaults) {
        let isStandard = defaults === UserDefaults.standard
        usesStandardDefaults = isStandard
        if isStandard { LiveServices.record("FavoritesStore", "init(defaults: .standard)") }
        // NB: offline, the real defaults are neither read nor written.
        self.defaults = isStandard && LiveServices.isOffline ? nil : defaults
        ids = Set(self.defaults?.stringArray(forKey: Self.key) ?? [])
    }

    /// The store the app shared before it used dependency injection, on `UserDefaults.standard`.
    public static var shared: FavoritesStore {
        LiveServices.record("FavoritesStore", "shared")
        return sharedInstance
    }

    private static let sharedInstance = FavoritesStore(defaults: .standard)

    /// Whether the meal with this id is a favourite.
    public func contains(_ id: String) -> Bool { ids.contains(id) }

    /// Adds the id if it is missing, removes it otherwise, and saves.
    public func toggle(id: String) {
        if usesStandardDefaults { LiveServices.record("FavoritesStore", "toggle(id:)", id) }
        if ids.contains(id) { ids.remove(id) } else { ids.insert(id) }
        defaults?.set(ids.sorted(), forKey: Self.key)
    }
}
