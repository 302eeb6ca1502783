/// The kind of a rendered view: one type per built-in view, carrying what a view of that kind shows or holds.
///
/// The renderer gives each node one of these; the checks find nodes by them, as in ViewInspector:
/// `ui.contains(ViewType.ProgressView.self)`, `ui.findAll(ViewType.NavigationStack.self)`. A learner's code
/// can name the types but do nothing with them: what they carry is `@_spi(Rendering)`, read by the inspection module.
public protocol ViewKind {}

/// The built-in kinds, in one table. Adding a control: a line here (with its payload), then its `render`.
public enum ViewType {
    // Text and symbols.
    public struct Text: ViewKind { @_spi(Rendering) public let string: String }
    public struct Image: ViewKind { @_spi(Rendering) public let systemName: String? }
    public struct Label: ViewKind {}
    public struct Color: ViewKind {}
    /// A shape (`Circle`, a shape of your own), named after its type.
    public struct Shape: ViewKind { @_spi(Rendering) public let name: String }

    // Controls: what each holds, and what entering a value does.
    public struct Button: ViewKind {}
    public struct Toggle: ViewKind {
        @_spi(Rendering) public let isOn: Bool
        /// Whether a toggle over a collection (`Toggle(sources:isOn:)`) has some switches on and some off.
        @_spi(Rendering) public var isMixed = false
    }
    public struct TextField: ViewKind { @_spi(Rendering) public let entry: TextEntry }
    public struct SecureField: ViewKind { @_spi(Rendering) public let entry: TextEntry }
    public struct SearchField: ViewKind { @_spi(Rendering) public let entry: TextEntry }
    public struct Picker: ViewKind { @_spi(Rendering) public let selection: String }
    /// A view inside a `Picker` tagged with a value of the selection's type.
    public struct PickerOption: ViewKind { @_spi(Rendering) public let isSelected: Bool }
    public struct Stepper: ViewKind {
        /// The value as the stepper's `format:` shows it; `nil` for a stepper without a format.
        @_spi(Rendering) public var formattedValue: String? = nil
    }
    /// A `Slider`: the value its binding holds, its bounds and step, and what dragging it does.
    public struct Slider: ViewKind { @_spi(Rendering) public let track: SliderTrack }
    /// A `DatePicker`: the date its binding holds, the dates it offers, and what choosing one does.
    public struct DatePicker: ViewKind { @_spi(Rendering) public let dial: DateDial }
    public struct Menu: ViewKind {}
    public struct Link: ViewKind {}
    public struct ProgressView: ViewKind { @_spi(Rendering) public let fraction: Double? }

    // Containers and layout.
    public struct VStack: ViewKind {}
    public struct HStack: ViewKind {}
    public struct ZStack: ViewKind {}
    public struct LazyVStack: ViewKind {}
    public struct LazyHStack: ViewKind {}
    public struct LazyVGrid: ViewKind {}
    public struct LazyHGrid: ViewKind {}
    public struct Grid: ViewKind {}
    public struct GridRow: ViewKind {}
    public struct ScrollView: ViewKind {}
    public struct List: ViewKind {}
    public struct Form: ViewKind {}
    public struct Section: ViewKind {}
    public struct Group: ViewKind {}
    public struct ForEach: ViewKind {}
    public struct Divider: ViewKind {}
    public struct Spacer: ViewKind {}
    public struct AsyncImage: ViewKind {}
    public struct ContentUnavailableView: ViewKind {}
    /// A `GeometryReader`, around what its closure built from the size it offers.
    public struct GeometryReader: ViewKind {}

    // Navigation and presentation.
    public struct NavigationStack: ViewKind {}
    public struct NavigationLink: ViewKind {}
    /// A `NavigationSplitView`; its children are its columns, each a `NavigationSplitColumn`.
    public struct NavigationSplitView: ViewKind {}
    /// One column of a `NavigationSplitView`: `sidebar`, `content` or `detail`.
    public struct NavigationSplitColumn: ViewKind { @_spi(Rendering) public let name: String }
    public struct TabView: ViewKind {}
    /// The item in a `TabView`'s tab bar that selects a tab.
    public struct TabItem: ViewKind {}
    public struct Sheet: ViewKind {}
    public struct Alert: ViewKind {}
    public struct ConfirmationDialog: ViewKind {}
    public struct SwipeActions: ViewKind {}
    /// The menu items of `.contextMenu`, always rendered headless so that a test can tap them.
    public struct ContextMenu: ViewKind {}
    public struct Toolbar: ViewKind {}
    public struct ToolbarItem: ViewKind {}
    public struct ToolbarItemGroup: ViewKind {}

    /// A view, app or toolbar content of your own, with a `body`; `value` is the view itself.
    public struct Custom: ViewKind {
        @_spi(Rendering) public let name: String
        @_spi(Rendering) public let value: Any?
    }

    /// A layout-only wrapper (`TupleView`, `if`, `AnyView`, …): searched through, never found or printed.
    public struct Structural: ViewKind { @_spi(Rendering) public let name: String }
}

/// What a text-entry control holds, and what typing into it or pressing Return does.
@_spi(Rendering) public struct TextEntry {
    @_spi(Rendering) public let input: String
    @_spi(Rendering) public let enter: @MainActor (TextEntryInput) -> Void
}

/// Something a person does to a text-entry control.
@_spi(Rendering) public enum TextEntryInput {
    /// Typed text, replacing what the field held.
    case text(String)
    /// Pressed Return.
    case submit
}

extension ViewKind {
    /// What a control that takes typed text holds — a `TextField`, `SecureField` or the field of `.searchable`
    /// — and what typing into it does; `nil` for other kinds.
    @_spi(Rendering) public var textEntry: TextEntry? {
        switch self {
        case let field as ViewType.TextField: field.entry
        case let field as ViewType.SecureField: field.entry
        case let field as ViewType.SearchField: field.entry
        default: nil
        }
    }

    /// The name the tree shows: the view's type name, e.g. `Text`, `RecipeListView`, `TupleView`.
    @_spi(Rendering) public var name: String {
        switch self {
        case let custom as ViewType.Custom: custom.name
        case let shape as ViewType.Shape: shape.name
        case let structural as ViewType.Structural: structural.name
        default: String(describing: Self.self)
        }
    }
}
