/// Runs an action when the person presses Return in a text field inside the modified view.
///
/// The action is handed down the environment to every `TextField` and `SecureField` below, as in SwiftUI;
/// with several `.onSubmit` around one field, all of them run, innermost first (SwiftUI only says that all
/// run). A test presses Return with `try ui.find(textField: "Suche").submit()`.
struct SubmitModifier: ViewModifier, PrimitiveModifier {
    let action: SubmitAction

    func render(content: any View, in context: RenderContext) -> RenderNode {
        var environment = context.environment
        environment.submitActions.insert(action, at: 0)
        let node = context.with(environment: environment).build(content, at: "content")
        node.modifiers.append(".onSubmit")
        return node
    }
}

/// One `.onSubmit` action and the kinds of field it listens to.
struct SubmitAction {
    let triggers: SubmitTriggers
    let action: () -> Void
}

/// The kinds of field whose Return key runs an `.onSubmit` action: `.text` fields or `.search` fields.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Text fields and secure fields.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// The search field of `.searchable`.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

extension View {
    /// Runs `action` when the person presses Return in a text field inside this view.
    ///
    /// ```swift
    /// TextField("Rezept suchen", text: $query)
    ///     .submitLabel(.search)
    ///     .onSubmit { Task { await search() } }
    /// ```
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(SubmitModifier(action: SubmitAction(triggers: triggers, action: action)))
    }
}

extension EnvironmentValues {
    /// The `.onSubmit` actions around a view, innermost first.
    var submitActions: [SubmitAction] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

private struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [SubmitAction] { [] }
}
