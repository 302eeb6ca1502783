/// The `presenting:` forms of `.alert`: the alert shows while `isPresented` is true and `data` is not nil, and
/// its actions and message are built from the data. They reuse `AlertModifier`.
extension View {
    /// Shows an alert about `data`, titled with a string literal, while `isPresented` is true and `data` is
    /// not nil.
    ///
    /// ```swift
    /// .alert("Laden fehlgeschlagen", isPresented: $showsError, presenting: loadError) { _ in
    ///     Button("OK") {}
    /// } message: { error in
    ///     Text(error.localizedDescription)
    /// }
    /// ```
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                  presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        modifier(presentingAlert(titleKey.resolved, isPresented, data, actions, { _ in EmptyView() }))
    }

    /// Shows an alert about `data`, titled with a string value, while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                     presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        modifier(presentingAlert(String(title), isPresented, data, actions, { _ in EmptyView() }))
    }

    /// Shows an alert about `data`, titled with a text, while `isPresented` is true and `data` is not nil.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        modifier(presentingAlert(title.string, isPresented, data, actions, { _ in EmptyView() }))
    }

    /// Shows an alert about `data` with a message, titled with a string literal, while `isPresented` is true
    /// and `data` is not nil.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                           presenting data: T?, @ViewBuilder actions: (T) -> A,
                                           @ViewBuilder message: (T) -> M) -> some View {
        modifier(presentingAlert(titleKey.resolved, isPresented, data, actions, message))
    }

    /// Shows an alert about `data` with a message, titled with a string value, while `isPresented` is true
    /// and `data` is not nil.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                              presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: (T) -> M) -> some View {
        modifier(presentingAlert(String(title), isPresented, data, actions, message))
    }

    /// Shows an alert about `data` with a message, titled with a text, while `isPresented` is true and `data`
    /// is not nil.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A,
                                           @ViewBuilder message: (T) -> M) -> some View {
        modifier(presentingAlert(title.string, isPresented, data, actions, message))
    }
}

/// An alert that is presented only while there is data: without it, SwiftUI shows nothing even when
/// `isPresented` is true.
@MainActor
private func presentingAlert<A: View, M: View, T>(
    _ title: String, _ isPresented: Binding<Bool>, _ data: T?, _ actions: (T) -> A, _ message: (T) -> M
) -> AlertModifier<A?, M?> {
    let hasData = data != nil
    let shown = Binding(read: { hasData && isPresented.wrappedValue }, write: { isPresented.wrappedValue = $0 })
    return AlertModifier(title: title, isPresented: shown, actions: data.map(actions), message: data.map(message))
}
