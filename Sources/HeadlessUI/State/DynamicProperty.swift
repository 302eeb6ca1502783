/// A stored property of a view that the renderer updates before it evaluates `body`.
///
/// `@State`, `@Environment`, `@Binding` and `@Bindable` are dynamic properties. A struct of your own that
/// conforms and holds such wrappers is installed too.
public protocol DynamicProperty {
    /// Updates the property's own state before its view's `body` is evaluated.
    ///
    /// SwiftUI calls this on its stored copy of the view; the headless renderer installs the wrappers inside
    /// (`@State`, `@Environment`, …) but does not call `update()`. Not isolated, as in SwiftUI.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// What the renderer hands a property wrapper when it installs it on a view.
@MainActor
struct PropertySlot {
    /// The identity record of the view that holds the property.
    let record: IdentityRecord
    /// The property's name in the view (`_model`), which keys its storage.
    let name: String
    let environment: EnvironmentValues
    unowned let host: ViewGraph
    /// Re-renders the view whose body the property belongs to; what a change of the property's value calls.
    let invalidate: @Sendable () -> Void
}

/// A dynamic property the renderer installs itself.
@MainActor
protocol InstallableProperty {
    func install(in slot: PropertySlot)
    /// The type name of a required `@Observable` object this property cannot find, if any.
    func missingObject(in environment: EnvironmentValues) -> String?
    /// The type name of a required `ObservableObject` (`@EnvironmentObject`) this property cannot find.
    func missingEnvironmentObject(in environment: EnvironmentValues) -> String?
}

extension InstallableProperty {
    func missingObject(in environment: EnvironmentValues) -> String? { nil }
    func missingEnvironmentObject(in environment: EnvironmentValues) -> String? { nil }
}

/// A required object that a view's environment does not provide, with SwiftUI's words for its absence.
struct MissingObject {
    let diagnostic: RuntimeDiagnostic
}

/// Installs every dynamic property stored in `subject` (a view or a view modifier).
///
/// - Returns: the required objects (`@Observable` or `ObservableObject`) that the environment does not
///   provide.
@MainActor
func installDynamicProperties(of subject: Any, record: IdentityRecord, environment: EnvironmentValues,
                              host: ViewGraph, invalidate: @escaping @Sendable () -> Void,
                              prefix: String = "") -> [MissingObject] {
    var missing: [MissingObject] = []
    for (index, child) in Mirror(reflecting: subject).children.enumerated() {
        let name = prefix + (child.label ?? "#\(index)")
        if let property = child.value as? any InstallableProperty {
            property.install(in: PropertySlot(record: record, name: name, environment: environment, host: host,
                                           invalidate: invalidate))
            if let type = property.missingObject(in: environment) {
                missing.append(MissingObject(diagnostic: .missingObject(type)))
            }
            if let type = property.missingEnvironmentObject(in: environment) {
                missing.append(MissingObject(diagnostic: .missingEnvironmentObject(type)))
            }
        } else if child.value is any DynamicProperty {
            missing += installDynamicProperties(of: child.value, record: record, environment: environment,
                                                host: host, invalidate: invalidate, prefix: name + ".")
        }
    }
    return missing
}
