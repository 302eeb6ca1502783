/// An ``ObservableObject`` that a view is handed and follows, without owning it.
///
/// ```swift
/// struct ServingsRow: View {
///     @ObservedObject var box: RecipeBox
///     var body: some View {
///         Text("\(box.servings) Portionen")
///         TextField("Notiz", text: $box.note)
///     }
/// }
/// ```
///
/// The view re-renders whenever the object sends `objectWillChange`, whoever changed it. The object
/// belongs to whoever created it: a view that creates its own model uses ``StateObject`` instead.
@MainActor @propertyWrapper @preconcurrency
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the properties of the observed object: `$box.note` is a `Binding<String>`.
    @MainActor @dynamicMemberLookup @preconcurrency
    public struct Wrapper {
        let root: ObjectType

        /// A binding to a property of the object; writing it changes the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject> {
            Binding(object: root, keyPath: keyPath)
        }
    }

    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`; `@ObservedObject var box: RecipeBox` and the memberwise init call this.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue`, like ``init(wrappedValue:)``.
    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    /// Bindings to the object's properties, through `$box.property`.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension ObservedObject: InstallableProperty {
    func install(in slot: PropertySlot) {
        ObjectSubscription.follow(wrappedValue, in: slot)
    }
}
