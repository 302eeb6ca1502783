import Foundation

/// How an `@AppStorage` value is read from and written to `UserDefaults`.
struct AppStorageCodec<Value> {
    let read: (UserDefaults, String) -> Value?
    let write: (UserDefaults, String, Value) -> Void

    /// A value `UserDefaults` holds as it is: `Bool`, `Int`, `Double`, `String`, `Data`.
    static func plain() -> AppStorageCodec<Value> {
        AppStorageCodec(read: { $0.object(forKey: $1) as? Value }, write: { $0.set($2, forKey: $1) })
    }

    /// A value kept as another one, e.g. an enum as its raw value.
    static func converting<Stored>(_ stored: AppStorageCodec<Stored>, read: @escaping (Stored) -> Value?,
                                   write: @escaping (Value) -> Stored) -> AppStorageCodec<Value> {
        AppStorageCodec(read: { stored.read($0, $1).flatMap(read) }, write: { stored.write($0, $1, write($2)) })
    }

    /// The optional form of `wrapped`: `nil` removes the key.
    static func optional<Wrapped>(_ wrapped: AppStorageCodec<Wrapped>) -> AppStorageCodec<Wrapped?>
        where Value == Wrapped? {
        AppStorageCodec<Wrapped?>(
            read: { wrapped.read($0, $1) },
            write: { store, key, value in
                if let value { wrapped.write(store, key, value) } else { store.removeObject(forKey: key) }
            })
    }
}

extension AppStorageCodec where Value == URL {
    /// A URL, kept as its string.
    ///
    /// NB: Apple's `UserDefaults.set(_:forKey:)` archives a URL, but Linux Foundation stores an empty
    /// string; the string form reads back the same on both.
    static var url: AppStorageCodec<URL> {
        .converting(AppStorageCodec<String>.plain(), read: { URL(string: $0) }, write: \.absoluteString)
    }
}

extension AppStorageCodec where Value: RawRepresentable {
    /// An enum (or other raw-representable value), kept as its raw value.
    static var raw: AppStorageCodec<Value> {
        .converting(AppStorageCodec<Value.RawValue>.plain(), read: Value.init(rawValue:), write: \.rawValue)
    }
}
