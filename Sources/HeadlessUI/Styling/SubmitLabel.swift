/// The title of the Return key while a text field is being edited, set with `.submitLabel(_:)`; it has no
/// visible effect when headless, where there is no keyboard.
public struct SubmitLabel: Sendable, Equatable {
    let name: String

    /// "Done".
    public static var done: SubmitLabel { SubmitLabel(name: "done") }
    /// "Go".
    public static var go: SubmitLabel { SubmitLabel(name: "go") }
    /// "Send".
    public static var send: SubmitLabel { SubmitLabel(name: "send") }
    /// "Join".
    public static var join: SubmitLabel { SubmitLabel(name: "join") }
    /// "Route".
    public static var route: SubmitLabel { SubmitLabel(name: "route") }
    /// "Search".
    public static var search: SubmitLabel { SubmitLabel(name: "search") }
    /// "Return".
    public static var `return`: SubmitLabel { SubmitLabel(name: "return") }
    /// "Next".
    public static var next: SubmitLabel { SubmitLabel(name: "next") }
    /// "Continue".
    public static var `continue`: SubmitLabel { SubmitLabel(name: "continue") }
}

extension View {
    /// Sets the title of the Return key for text fields in this view: `.submitLabel(.search)` (no visible
    /// effect when headless).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("submitLabel")))
    }
}
