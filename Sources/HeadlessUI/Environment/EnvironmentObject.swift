/// Reads an ``ObservableObject`` that an ancestor placed in the environment with
/// `.environmentObject(_:)`, and re-renders on its changes.
///
/// ```swift
/// struct CartBadge: View {
///     @EnvironmentObject private var cart: Cart
///     var body: some View { Text("\(cart.items.count) im Korb") }
/// }
///
/// CartBadge().environmentObject(Cart())
/// ```
///
/// When no ancestor provides one, SwiftUI stops the app with "No ObservableObject of type Cart
/// found…"; the renderer records that failure for the view instead (`ViewHost.failures`).
@MainActor @propertyWrapper @preconcurrency
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the properties of the object: `$cart.note` is a `Binding<String>`. The same type as
    /// `ObservedObject`'s, which SwiftUI declares twice.
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

    private let installed = InstalledEnvironment()

    /// Reads the object of this property's type; `@EnvironmentObject var cart: Cart` calls this.
    public init() {}

    /// The object an ancestor provided.
    public var wrappedValue: ObjectType {
        // NB: SwiftUI stops here too; a render never gets this far without the object (see
        // `missingEnvironmentObject(in:)`), so only code outside `body` reaches the crash.
        guard let object = installed.values?.environmentObject(of: ObjectType.self) else {
            fatalError(RuntimeDiagnostic.missingEnvironmentObject("\(ObjectType.self)").message)
        }
        return object
    }

    /// Bindings to the object's properties, through `$cart.property`.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension EnvironmentObject: InstallableProperty {
    func install(in slot: PropertySlot) {
        installed.values = slot.environment
        if let object = slot.environment.environmentObject(of: ObjectType.self) {
            ObjectSubscription.follow(object, in: slot)
        }
    }

    func missingEnvironmentObject(in environment: EnvironmentValues) -> String? {
        environment.environmentObject(of: ObjectType.self) == nil ? "\(ObjectType.self)" : nil
    }
}

extension View {
    /// Places an ``ObservableObject`` in the environment of this view and the views inside it, where
    /// `@EnvironmentObject` finds it by its type.
    ///
    /// ```swift
    /// ContentView()
    ///     .environmentObject(cart)
    /// ```
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment(\.environmentObjects) { $0[ObjectIdentifier(T.self)] = object }
    }
}

extension Scene {
    /// Places an ``ObservableObject`` in the environment of every view of this scene.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .environmentObject(cart)
    /// ```
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        ModifiedScene(content: self, modifier: EnvironmentTransformModifier(keyPath: \.environmentObjects) {
            $0[ObjectIdentifier(T.self)] = object
        })
    }
}

extension EnvironmentValues {
    /// The objects placed with `.environmentObject(_:)`, by type; apart from the `@Observable` objects
    /// of `.environment(_:)`, as in SwiftUI.
    fileprivate(set) var environmentObjects: [ObjectIdentifier: AnyObject] {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }

    /// The ``ObservableObject`` of type `T` that an ancestor placed here with `.environmentObject(_:)`.
    func environmentObject<T: ObservableObject>(of type: T.Type) -> T? {
        environmentObjects[ObjectIdentifier(type)] as? T
    }
}

private struct EnvironmentObjectsKey: EnvironmentKey {
    static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
}
