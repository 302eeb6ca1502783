import Foundation

// The initializers SwiftUI declares, one per kind of value `UserDefaults` can hold, so that
// `@AppStorage("servings") private var servings = 2` picks its type from the default.

extension AppStorage {
    /// A property that reads and writes a Boolean user default, `wrappedValue` when it holds none.
    public init(wrappedValue: Bool, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .plain())
    }

    /// A property that reads and writes an integer user default, `wrappedValue` when it holds none.
    public init(wrappedValue: Int, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .plain())
    }

    /// A property that reads and writes a floating-point user default, `wrappedValue` when it holds none.
    public init(wrappedValue: Double, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .plain())
    }

    /// A property that reads and writes a string user default, `wrappedValue` when it holds none.
    public init(wrappedValue: String, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .plain())
    }

    /// A property that reads and writes a URL user default, `wrappedValue` when it holds none.
    public init(wrappedValue: URL, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .url)
    }

    /// A property that reads and writes a data user default, `wrappedValue` when it holds none.
    public init(wrappedValue: Data, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .plain())
    }

    /// A property that reads and writes an enum (or other value) as its integer raw value.
    ///
    /// ```swift
    /// enum Unit: Int { case metric, imperial }
    /// @AppStorage("unit") private var unit = Unit.metric
    /// ```
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
        where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .raw)
    }

    /// A property that reads and writes an enum (or other value) as its string raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
        where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .raw)
    }

    /// An optional enum kept as its string raw value; `nil` when the key holds none.
    public init<R>(_ key: String, store: UserDefaults? = nil)
        where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.raw))
    }

    /// An optional enum kept as its integer raw value; `nil` when the key holds none.
    public init<R>(_ key: String, store: UserDefaults? = nil)
        where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.raw))
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// A property that reads and writes an optional Bool user default; `nil` when the key holds none
    /// (and writing `nil` removes it).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.plain()))
    }

    /// A property that reads and writes an optional Int user default; `nil` when the key holds none
    /// (and writing `nil` removes it).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.plain()))
    }

    /// A property that reads and writes an optional Double user default; `nil` when the key holds none
    /// (and writing `nil` removes it).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.plain()))
    }

    /// A property that reads and writes an optional String user default; `nil` when the key holds none
    /// (and writing `nil` removes it).
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.plain()))
    }

    /// A property that reads and writes an optional URL user default; `nil` when the key holds none
    /// (and writing `nil` removes it).
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.url))
    }

    /// A property that reads and writes an optional Data user default; `nil` when the key holds none
    /// (and writing `nil` removes it).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.plain()))
    }
}
