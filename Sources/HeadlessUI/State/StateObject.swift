/// An ``ObservableObject`` that a view creates and owns: made once per view identity, kept across
/// re-renders, released when the view goes away — `@State` for objects.
///
/// ```swift
/// struct ServingsView: View {
///     @StateObject private var box = RecipeBox()
///     var body: some View {
///         Button("\(box.servings) Portionen") { box.servings += 1 }
///     }
/// }
/// ```
///
/// The initial value is an autoclosure: it runs only when the view first appears at its place, not
/// each time a parent re-creates the view value. Read before the view is installed (in its `init`),
/// it creates a new object each time, and the renderer records SwiftUI's warning.
@MainActor @propertyWrapper @preconcurrency
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    // NB: written once by the nonisolated `init` (SwiftUI's signature, so a view's nonisolated init can
    // create one), then only used on the main actor.
    nonisolated(unsafe) private let cell: StateObjectCell<ObjectType>

    /// Creates the state object from an autoclosure; `@StateObject private var box = RecipeBox()`
    /// calls this.
    public nonisolated init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        cell = StateObjectCell(make: thunk)
    }

    /// The object this view identity owns.
    public var wrappedValue: ObjectType {
        if let object = cell.storage?.object { return object }
        RuntimeDiagnostic.stateObjectOutsideView(objectType: "\(ObjectType.self)").record()
        return cell.make()
    }

    /// Bindings to the object's properties, through `$box.property`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(root: wrappedValue)
    }
}

/// The part of a `StateObject` that all copies of one view value share.
final class StateObjectCell<ObjectType> {
    let make: () -> ObjectType
    var storage: StateObjectStorage<ObjectType>?

    init(make: @escaping () -> ObjectType) { self.make = make }
}

/// The object one `@StateObject` property of one view identity owns, kept by the host.
final class StateObjectStorage<ObjectType> {
    let object: ObjectType
    init(object: ObjectType) { self.object = object }
}

extension StateObject: InstallableProperty {
    func install(in slot: PropertySlot) {
        let storage: StateObjectStorage<ObjectType>
        if let existing = slot.record.states[slot.name] as? StateObjectStorage<ObjectType> {
            storage = existing
        } else {
            storage = StateObjectStorage(object: cell.make())
            slot.record.states[slot.name] = storage
        }
        cell.storage = storage
        ObjectSubscription.follow(storage.object, in: slot)
    }
}
