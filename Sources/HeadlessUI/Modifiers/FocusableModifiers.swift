// Which views can take focus, and where focus starts: `.focusable(_:)` and `.defaultFocus(_:_:priority:)`.

/// Marks whether the modified view can take focus. A view bound with `.focused` can by default; with
/// `.focusable(false)` it cannot, so moving focus there does nothing a check can see (`focus()` finds no target)
/// and the tree shows `.focusable(false)`. `.focusable()` on a view that is no text field lets it take focus,
/// which `.focused` already allows headless.
struct FocusableModifier: ViewModifier, PrimitiveModifier {
    let isFocusable: Bool

    func render(content: any View, in context: RenderContext) -> RenderNode {
        let node = context.build(content, at: "content")
        if !isFocusable {
            node.refusesFocus = true
            node.focus = nil
        }
        node.modifiers.append(isFocusable ? ".focusable" : ".focusable(false)")
        return node
    }
}

/// The kinds of interaction a focusable view takes part in.
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Focus that activates the view, as a button takes it with keyboard navigation.
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// Focus that edits the view's content, as a text field takes it.
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// Every interaction the platform offers for the view.
    public static let automatic: FocusInteractions = [.activate, .edit]
}

/// When a default focus applies: as focus is set up, or also when a person moves focus.
public struct DefaultFocusEvaluationPriority: Sendable {
    private let name: String
    /// Applies when focus is set up or moved by code, not when a person moves it.
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    /// Applies whenever focus enters the region, also when a person moves it.
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

extension View {
    /// Lets this view take focus, or keeps it from taking focus with `false`.
    ///
    /// ```swift
    /// RecipeCard(recipe: recipe)
    ///     .focusable()
    ///     .focused($focusedRecipe, equals: recipe.id)
    /// ```
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(FocusableModifier(isFocusable: isFocusable))
    }

    /// Lets this view take focus for the kinds of interaction given, or keeps it from taking focus.
    // draws only (the interactions): which keys and gestures reach a focused view; headless there are none.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        modifier(FocusableModifier(isFocusable: isFocusable))
    }

    /// Starts focus at the view bound with `value` when this region appears with nothing focused: sets `binding`
    /// to `value`, as SwiftUI does when it sets up focus in the region.
    ///
    /// ```swift
    /// Form { … }
    ///     .defaultFocus($focusedField, .title)
    /// ```
    ///
    /// Headless focus is set up once, when the region appears; a person moving focus afterwards is a check's
    /// `focus()`, which the priority does not change.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                          priority: DefaultFocusEvaluationPriority = .automatic) -> some View {
        let blank = focusBlank(for: value)
        return modifier(LifecycleModifier(onAppear: {
            if binding.wrappedValue == blank, blank != value { binding.wrappedValue = value }
        }, label: ".defaultFocus"))
    }
}
