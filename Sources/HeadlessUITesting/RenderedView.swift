import Foundation
@_spi(Rendering) import HeadlessUI

/// One view in a rendered tree, as a check reads it: what it shows, its children, what modifiers it has.
///
/// What a check can do with it is in the files beside this one: searches (Inspectable.swift), finders by
/// control (ControlFinders.swift), and interactions (Interaction.swift, ControlInteraction.swift).
@MainActor
public struct RenderedView {
    /// The renderer's node this view reads.
    package let node: RenderNode

    package init(_ node: RenderNode) { self.node = node }

    /// The view's type name without generic arguments, e.g. `Text`, `Button`, `RecipeListView`.
    public var kind: String { node.kind.name }
    /// The string a `Text` shows.
    public var text: String? { node.text }
    /// The symbol an `Image(systemName:)` shows.
    public var systemImage: String? { node.kind(ViewType.Image.self)?.systemName }
    /// The views inside this one, in order.
    public var children: [RenderedView] { node.children.map(RenderedView.init) }
    /// Modifiers worth seeing in the tree, e.g. `.task`, `.navigationTitle("Desserts")`.
    public var modifiers: [String] { node.modifiers }
    /// The title a `.navigationTitle` on this view sets; for a `NavigationStack`, the title of its topmost view.
    public var navigationTitle: String? { node.navigationTitle }
    /// The name `.previewDisplayName` gives this view.
    public var previewName: String? { node.previewName }
    /// Why this view could not be rendered (SwiftUI would have stopped the app here).
    public var failure: RuntimeDiagnostic? { node.failure }
    /// Whether a control can be used; `.disabled(true)` on it or an ancestor makes this `false`.
    public var isEnabled: Bool { node.isEnabled }
    /// The label `.accessibilityLabel(_:)` gives this view, which VoiceOver reads instead of its texts.
    public var accessibilityLabel: String? { node.accessibilityLabel }
    /// The value `.tag(_:)` gives this view, or the id a `ForEach` gives its row.
    public var tag: AnyHashable? { node.tag }
    /// Whether a `Toggle` is on; `nil` for other views.
    public var isOn: Bool? { node.kind(ViewType.Toggle.self)?.isOn }
    /// Whether a `Toggle` over a collection shows the mixed state, some of its switches on and some off;
    /// `nil` for other views.
    public var isMixed: Bool? { node.kind(ViewType.Toggle.self)?.isMixed }
    /// The text a `TextField`, `SecureField` or search field holds; `nil` for other views.
    public var input: String? { node.kind.textEntry?.input }
    /// The value a `Slider`'s binding holds; `nil` for other views.
    public var sliderValue: Double? { node.kind(ViewType.Slider.self)?.track.value }
    /// The value a `Stepper` made with `format:` shows, as VoiceOver reads it (`"1.5"`); `nil` for other views.
    public var stepperValue: String? { node.kind(ViewType.Stepper.self)?.formattedValue }
    /// The date a `DatePicker`'s binding holds; `nil` for other views.
    public var date: Date? { node.kind(ViewType.DatePicker.self)?.dial.selection }
    /// Whether this view, bound to a `@FocusState` with `.focused`, has focus; `nil` for a view without `.focused`.
    public var isFocused: Bool? { node.focus?.isFocused }
    /// Whether this option of a `Picker`, or this row of a `List(selection:)`, is the selected one; `nil` for
    /// views that are neither.
    public var isSelected: Bool? { node.kind(ViewType.PickerOption.self)?.isSelected ?? node.rowSelection?.isSelected }

    /// The string of this `Text`, as ViewInspector's `string()` reads it.
    ///
    /// - Throws: ``InspectionError`` when this view is not a `Text`.
    public func string() throws -> String {
        guard let text else { throw InspectionError("Only a Text has a string, but this is a \(kind):\n" + tree) }
        return text
    }

    /// Whether this view is of the built-in kind `kind`: `node.is(ViewType.ProgressView.self)`.
    public func `is`<K: ViewKind>(_ kind: K.Type) -> Bool { node.kind is K }

    /// The view value of a composite view, as the type you expect.
    public func actualView<V: View>(_ type: V.Type = V.self) throws -> V {
        guard let view = node.value as? V else {
            throw InspectionError("Expected a \(displayName(of: type)), but this is a \(kind).")
        }
        return view
    }
}
