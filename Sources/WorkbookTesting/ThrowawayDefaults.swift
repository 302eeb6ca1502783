import Foundation

/// An empty `UserDefaults` suite of its own for one check, removed from disk when the check's process ends.
///
/// ```swift
/// let favorites = FavoritesStore(defaults: throwawayDefaults("lesson01.checks"))
/// ```
///
/// No check sees another's values, and a run leaves no files behind: Foundation writes suites to disk
/// (`~/Library/Preferences` on a Mac, `~/.config` on Linux), so without the removal every graded check would
/// leave one.
public func throwawayDefaults(_ prefix: String) -> UserDefaults {
    let name = "\(prefix).\(UUID().uuidString)"
    ThrowawaySuites.remember(name)
    let defaults = UserDefaults(suiteName: name)!
    defaults.removePersistentDomain(forName: name)
    return defaults
}

/// The suites made by ``throwawayDefaults(_:)`` in this process, removed when it exits.
private enum ThrowawaySuites {
    static let names = Locked<[String]>([])
    /// Registers the removal once, on first use.
    static let removalAtExit: Void = {
        atexit {
            for name in ThrowawaySuites.names.value { UserDefaults.standard.removePersistentDomain(forName: name) }
        }
    }()

    static func remember(_ name: String) {
        _ = removalAtExit
        names.withLock { $0.append(name) }
    }
}
