/// Shows an alert over the modified view while `isPresented` is true.
///
/// The alert is rendered as an `Alert` node — title, message, actions — as the last child of the modified
/// view's node, only while presented. Tapping any of its buttons dismisses it (sets `isPresented` to false)
/// and runs the button's action; an alert without buttons gets an "OK" button, as in SwiftUI.
///
/// A confirmation dialog is the same machinery with another ``Style``: a `ConfirmationDialog` node whose
/// title shows only with `titleVisibility: .visible` (iOS hides it otherwise), and which gets a "Cancel"
/// button when none of its buttons has the `.cancel` role, as on iOS.
struct AlertModifier<Actions: View, Message: View>: ViewModifier, PrimitiveModifier {
    /// What kind of presentation this is.
    enum Style {
        case alert
        case confirmationDialog(showsTitle: Bool)
    }

    let title: String
    let isPresented: Binding<Bool>
    let actions: Actions
    let message: Message
    var style = Style.alert

    func render(content: any View, in context: RenderContext) -> RenderNode {
        let node = context.build(content, at: "content")
        guard isPresented.wrappedValue else { return node }
        let isPresented = isPresented
        var environment = context.environment
        environment.dismissAlert = { isPresented.wrappedValue = false }
        let actionContext = context.with(environment: environment)
        // NB: built now, not after the enclosing body: the buttons are counted in the finished actions.
        let actionsNode = actionContext.buildNow(actions, at: "alert.actions")
        var children = [
            context.build(Text(verbatim: title), at: "alert.title"),
            context.build(message, at: "alert.message"),
            actionsNode,
        ]
        let buttons = actionsNode.subtree.filter { $0.kind is ViewType.Button }
        switch style {
        case .alert:
            if buttons.isEmpty { children.append(actionContext.build(Button("OK") {}, at: "alert.ok")) }
            node.children.append(RenderNode(ViewType.Alert(), children: children))
        case .confirmationDialog(let showsTitle):
            if !showsTitle { children.removeFirst() }
            if !buttons.contains(where: { $0.modifiers.contains("role: cancel") }) {
                children.append(actionContext.build(Button("Cancel", role: .cancel) {}, at: "alert.cancel"))
            }
            node.children.append(RenderNode(ViewType.ConfirmationDialog(), children: children))
        }
        return node
    }
}

extension View {
    /// Shows an alert titled with a string literal while `isPresented` is true.
    ///
    /// ```swift
    /// .alert("Laden fehlgeschlagen", isPresented: $showsError) {
    ///     Button("Erneut versuchen") { Task { await load() } }
    ///     Button("Abbrechen", role: .cancel) {}
    /// }
    /// ```
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        modifier(AlertModifier(title: titleKey.resolved, isPresented: isPresented, actions: actions(),
                               message: EmptyView()))
    }

    /// Shows an alert titled with a string value while `isPresented` is true.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View {
        modifier(AlertModifier(title: String(title), isPresented: isPresented, actions: actions(),
                               message: EmptyView()))
    }

    /// Shows an alert titled with a text while `isPresented` is true.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        modifier(AlertModifier(title: title.string, isPresented: isPresented, actions: actions(),
                               message: EmptyView()))
    }

    /// Shows an alert with a message, titled with a string literal, while `isPresented` is true.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        modifier(AlertModifier(title: titleKey.resolved, isPresented: isPresented, actions: actions(),
                               message: message()))
    }

    /// Shows an alert with a message, titled with a string value, while `isPresented` is true.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        modifier(AlertModifier(title: String(title), isPresented: isPresented, actions: actions(),
                               message: message()))
    }

    /// Shows an alert with a message, titled with a text, while `isPresented` is true.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        modifier(AlertModifier(title: title.string, isPresented: isPresented, actions: actions(),
                               message: message()))
    }
}
