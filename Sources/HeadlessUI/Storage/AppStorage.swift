import Foundation

/// A value kept in `UserDefaults` under a key, that re-renders the views reading it when it changes.
///
/// ```swift
/// struct ServingsView: View {
///     @AppStorage("servings") private var servings = 2
///     @AppStorage("showsTips") private var showsTips = true
///
///     var body: some View {
///         Toggle("Tipps zeigen", isOn: $showsTips)
///         Button("Mehr") { servings += 1 }
///     }
/// }
/// ```
///
/// Reading gives the stored value, or the default when the key holds none; writing stores the value and
/// re-renders every view that reads the key from the same store. The store is `store:` when given,
/// otherwise the environment's (`.defaultAppStorage(_:)`).
///
/// HeadlessUI never touches the real `UserDefaults.standard`: its default store is one created for the
/// process (see ``EnvironmentValues/defaultAppStorage``), and a `store: .standard` is kept there too.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let store: UserDefaults?
    private let codec: AppStorageCodec<Value>
    private let installed = InstalledAppStorage()

    init(key: String, defaultValue: Value, store: UserDefaults?, codec: AppStorageCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store
        self.codec = codec
    }

    /// The stored value, or the default when the store holds none for the key.
    public var wrappedValue: Value {
        get { codec.read(resolvedStore, key) ?? defaultValue }
        nonmutating set {
            let store = resolvedStore
            codec.write(store, key, newValue)
            AppStorageChanges.publisher(for: store, key: key).send()
        }
    }

    /// A binding to the stored value, for controls: `Toggle("Tipps", isOn: $showsTips)`.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(read: { storage.wrappedValue }, write: { storage.wrappedValue = $0 })
    }

    /// The store this property reads: its own, else its view's environment's, never the real standard.
    private var resolvedStore: UserDefaults {
        AppStorageSandbox.replacingStandard(store ?? installed.environmentStore ?? AppStorageSandbox.store)
    }
}

/// The environment's store, where the renderer puts it for all copies of one view value.
final class InstalledAppStorage {
    var environmentStore: UserDefaults?
}

extension AppStorage: InstallableProperty {
    func install(in slot: PropertySlot) {
        installed.environmentStore = slot.environment.defaultAppStorage
        ObjectSubscription.follow(AppStorageChanges.publisher(for: resolvedStore, key: key), in: slot)
    }
}

/// One publisher per store and key, sent on by every `@AppStorage` that writes the key, so that every
/// view reading it re-renders — what SwiftUI gets from observing `UserDefaults`.
enum AppStorageChanges {
    private struct Key: Hashable {
        let store: ObjectIdentifier
        let key: String
    }

    private struct Entry {
        weak var store: UserDefaults?
        let publisher: ObservableObjectPublisher
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [Key: Entry] = [:]

    static func publisher(for store: UserDefaults, key: String) -> ObservableObjectPublisher {
        lock.withLock {
            let entryKey = Key(store: ObjectIdentifier(store), key: key)
            // NB: an identifier can be reused once its store is gone; the weak reference tells.
            if let entry = entries[entryKey], entry.store === store { return entry.publisher }
            let publisher = ObservableObjectPublisher()
            entries[entryKey] = Entry(store: store, publisher: publisher)
            return publisher
        }
    }
}
