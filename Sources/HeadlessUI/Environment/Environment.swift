import Observation

/// Reads a value, or an `@Observable` object, from the view's environment.
///
/// ```swift
/// @Environment(\.mealService) private var service
/// @Environment(FavoritesStore.self) private var favorites        // required: missing is an error
/// @Environment(FavoritesStore.self) private var favorites: FavoritesStore?   // optional
/// ```
///
/// The value is available once the view is installed, that is in `body`, `.task` and actions. Read
/// anywhere else (for example in the view's `init`) it is the key's default, and the renderer records
/// SwiftUI's warning "Accessing Environment<…>'s value outside of being installed on a View…".
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// Reads the value from installed environment values; `nil` means a required object is missing.
    private let read: (EnvironmentValues) -> Value?
    private let missingObjectType: String?
    private let installed = InstalledEnvironment()

    /// Reads the value at `keyPath`, like `@Environment(\.mealService)`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        missingObjectType = nil
    }

    /// Reads the required `@Observable` object of this type, like `@Environment(FavoritesStore.self)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0.object(of: objectType) }
        missingObjectType = "\(objectType)"
    }

    /// Reads the `@Observable` object of type `T`, or `nil` when no ancestor provides one.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { .some($0.object(of: objectType)) }
        missingObjectType = nil
    }

    /// The current value.
    public var wrappedValue: Value {
        if let values = installed.values {
            if let value = read(values) { return value }
            fatalError(RuntimeDiagnostic.missingObject(missingObjectType ?? "\(Value.self)").message)
        }
        RuntimeDiagnostic.environmentOutsideView(valueType: "\(Value.self)").record()
        if let value = read(EnvironmentValues()) { return value }
        fatalError(RuntimeDiagnostic.missingObject(missingObjectType ?? "\(Value.self)").message)
    }
}

/// Where the renderer puts a view's environment before it evaluates `body`; shared by all copies of the view.
final class InstalledEnvironment {
    var values: EnvironmentValues?
}

extension Environment: InstallableProperty {
    func install(in slot: PropertySlot) {
        installed.values = slot.environment
    }

    func missingObject(in environment: EnvironmentValues) -> String? {
        guard let type = missingObjectType, read(environment) == nil else { return nil }
        return type
    }
}
