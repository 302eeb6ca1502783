/// Tells whether a view created again by its parent's body got the same inputs as last time, so that its own
/// body need not run: SwiftUI compares a view's stored properties and skips the body when none changed.
///
/// Values compare the way SwiftUI can compare them: objects by identity, `Equatable` values with `==`,
/// other structs, tuples and optionals field by field; dynamic properties (`@State`, `@Environment`, …) hold
/// no input of their own. Anything else — a closure, a `Binding`, an enum that is not `Equatable` — counts as
/// changed, so the body runs: running a body too often shows the same screen, skipping one wrongly would not.
enum InputComparison {
    /// Whether `new` has the same stored properties as `old`.
    static func same(_ old: Any, _ new: Any) -> Bool {
        guard type(of: old) == type(of: new) else { return false }
        if old is any StorageProperty { return true }
        if let identity = (old as? any StableIdentity)?.stableIdentity {
            return identity == (new as? any StableIdentity)?.stableIdentity
        }
        if old is any AnyBinding { return false }
        if type(of: old) is AnyClass { return (old as AnyObject) === (new as AnyObject) }
        if let equatable = old as? any Equatable { return equal(equatable, new) }
        let oldMirror = Mirror(reflecting: old)
        switch oldMirror.displayStyle {
        case .struct?, .tuple?, .optional?:
            let oldChildren = Array(oldMirror.children)
            let newChildren = Array(Mirror(reflecting: new).children)
            guard oldChildren.count == newChildren.count else { return false }
            return zip(oldChildren, newChildren).allSatisfy { same($0.value, $1.value) }
        default:
            return false
        }
    }

    private static func equal<T: Equatable>(_ old: T, _ new: Any) -> Bool {
        guard let new = new as? T else { return false }
        return old == new
    }
}

/// A value whose identity says whether it changed, for values that hold closures (a `DismissAction`).
protocol StableIdentity {
    var stableIdentity: AnyHashable? { get }
}

extension DismissAction: StableIdentity {
    nonisolated var stableIdentity: AnyHashable? { identity }
}

/// A property wrapper whose value lives in the renderer's storage, not in the view: what it was created with is
/// no input once the view is installed (a new `@State` initial value is ignored, as in SwiftUI), and what it
/// reads from the environment is compared with the environment.
protocol StorageProperty {}

extension State: StorageProperty {}
extension Environment: StorageProperty {}
extension StateObject: StorageProperty {}
extension EnvironmentObject: StorageProperty {}

/// Marks `Binding`, which always counts as changed: it reads a value that may have changed at its source.
protocol AnyBinding {}

extension Binding: AnyBinding {}
