// Window groups that present data: `WindowGroup(for: Recipe.ID.self) { $id in RecipeWindow(id: $id) }`.
//
// In SwiftUI each window of such a group shows one value, the one `openWindow(value:)` opened it for, and keeps
// it in a binding that its content may change (state restoration saves it). The window the app launches with
// has no value: `nil`, or what `defaultValue` makes. Headless there is one window, the launch window: the
// content gets a binding to that window's own value, kept like `@State`, so a check sees what the launch window
// shows and what writing the binding changes. Opening further windows needs a screen, which headless there is
// not.

/// The content of a window that presents a value: the group's content, given a binding to the window's value.
public struct PresentedWindowContent<Data: Codable & Hashable, Content: View>: View {
    @State private var value: Data?
    private let content: (Binding<Data?>) -> Content

    init(initial: Data?, content: @escaping (Binding<Data?>) -> Content) {
        _value = State(initialValue: initial)
        self.content = content
    }

    public var body: some View { content($value) }
}

extension WindowGroup {
    /// A window group whose windows each present a value of `type`; the launch window's is `nil`.
    ///
    /// ```swift
    /// WindowGroup(for: Recipe.ID.self) { $recipeID in
    ///     RecipeWindow(recipeID: $recipeID)
    /// }
    /// ```
    public init<D, C: View>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, content: PresentedWindowContent(initial: nil, content: content))
    }

    /// A window group with an identifier whose windows each present a value of `type`.
    public init<D, C: View>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, content: PresentedWindowContent(initial: nil, content: content))
    }

    /// A window group titled with a string literal whose windows each present a value of `type`.
    public init<D, C: View>(_ titleKey: LocalizedStringKey, for type: D.Type,
                            @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: titleKey.resolved, content: PresentedWindowContent(initial: nil, content: content))
    }

    /// A window group titled with a `Text` whose windows each present a value of `type`.
    public init<D, C: View>(_ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: title.string, content: PresentedWindowContent(initial: nil, content: content))
    }

    /// A window group titled with a string value whose windows each present a value of `type`.
    @_disfavoredOverload
    public init<S: StringProtocol, D, C: View>(_ title: S, for type: D.Type,
                                               @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: String(title), content: PresentedWindowContent(initial: nil, content: content))
    }

    /// A window group titled with a string literal, with an identifier, whose windows each present a value.
    public init<D, C: View>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type,
                            @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: titleKey.resolved, content: PresentedWindowContent(initial: nil, content: content))
    }

    /// A window group whose windows each present a value, which starts as `defaultValue()` where no value was
    /// given, as in the launch window.
    ///
    /// ```swift
    /// WindowGroup(for: Note.ID.self) { $noteID in
    ///     NoteWindow(noteID: $noteID)
    /// } defaultValue: {
    ///     store.newNote().id
    /// }
    /// ```
    public init<D, C: View>(for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
                            defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, content: .withDefault(content, defaultValue))
    }

    /// A window group with an identifier whose windows each present a value, `defaultValue()` where none was
    /// given.
    public init<D, C: View>(id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
                            defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, content: .withDefault(content, defaultValue))
    }

    /// A window group titled with a string literal whose windows each present a value, `defaultValue()` where
    /// none was given.
    public init<D, C: View>(_ titleKey: LocalizedStringKey, for type: D.Type = D.self,
                            @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: titleKey.resolved, content: .withDefault(content, defaultValue))
    }
}

extension PresentedWindowContent {
    /// The content of a window whose value falls back to `defaultValue()`: the content sees a plain binding,
    /// since the value is never missing.
    static func withDefault(_ content: @escaping (Binding<Data>) -> Content,
                            _ defaultValue: @escaping () -> Data) -> PresentedWindowContent {
        let initial = defaultValue()
        return PresentedWindowContent(initial: initial) { value in
            content(Binding(read: { value.wrappedValue ?? initial }, write: { value.wrappedValue = $0 }))
        }
    }
}
