/// `.confirmationDialog`: a sheet of choices about an action, e.g. "Rezept löschen?". It reuses
/// `AlertModifier` with the dialog style; see there for how it renders.
extension View {
    /// Shows a confirmation dialog titled with a string literal while `isPresented` is true.
    ///
    /// ```swift
    /// .confirmationDialog("Rezept löschen?", isPresented: $asksToDelete, titleVisibility: .visible) {
    ///     Button("Löschen", role: .destructive) { delete() }
    /// }
    /// ```
    ///
    /// Tapping any of its buttons dismisses it; it gets a "Cancel" button when none has the `.cancel` role.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        modifier(AlertModifier(title: titleKey.resolved, isPresented: isPresented, actions: actions(),
                               message: EmptyView(), style: .dialog(titleVisibility)))
    }

    /// Shows a confirmation dialog titled with a string value while `isPresented` is true.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        modifier(AlertModifier(title: String(title), isPresented: isPresented, actions: actions(),
                               message: EmptyView(), style: .dialog(titleVisibility)))
    }

    /// Shows a confirmation dialog with a message, titled with a string literal, while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        modifier(AlertModifier(title: titleKey.resolved, isPresented: isPresented, actions: actions(),
                               message: message(), style: .dialog(titleVisibility)))
    }

    /// Shows a confirmation dialog with a message, titled with a string value, while `isPresented` is true.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        modifier(AlertModifier(title: String(title), isPresented: isPresented, actions: actions(),
                               message: message(), style: .dialog(titleVisibility)))
    }
}

extension AlertModifier.Style {
    /// The dialog style for a `titleVisibility`: iOS shows the title only when asked to.
    static func dialog(_ titleVisibility: Visibility) -> Self {
        .confirmationDialog(showsTitle: titleVisibility == .visible)
    }
}
