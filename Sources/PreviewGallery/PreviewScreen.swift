@_spi(Rendering) import HeadlessUI
import HeadlessUITesting

/// One preview as a phone would show it, top to bottom: the layout that both of its pictures draw, the
/// one for a terminal (``PhoneFramePicture``) and the one for a browser (``PreviewWebPage``).
///
/// ```swift
/// let ui = ViewHost(RecipeListView().environment(\.mealService, PreviewMealService()))
/// await ui.settle()
/// let screen = PreviewScreen(name: "Mit Beispieldaten", rendered: ui.rendered)
/// print(PhoneFramePicture(screens: [screen]).render())
/// ```
///
/// The layout keeps what a learner checks a preview for — which texts, rows, buttons, spinners and empty
/// states it shows, in which order — and leaves out what a headless renderer cannot know: sizes, fonts,
/// colours.
public struct PreviewScreen: Equatable, Sendable {
    /// The preview's display name, shown above the phone.
    public var name: String
    /// The title in the navigation bar, when the preview shows a `NavigationStack` with one.
    public var navigationTitle: String?
    /// What the screen shows, top to bottom.
    public var lines: [Line]
    /// Why the preview would not work, in the reader's language: shown inside the phone, below what it shows.
    public var failures: [String]

    /// Lays out `rendered` — a preview as `ViewHost` rendered it — under the display name `name`.
    ///
    /// A view that could not be rendered (SwiftUI's missing-object error) appears in place as a failure line
    /// with SwiftUI's words; `failures` adds reasons the renderer cannot see itself, such as a live service
    /// the preview reached.
    @MainActor
    public init(name: String, rendered: RenderedView, failures: [String] = []) {
        self.name = name
        navigationTitle = rendered.node.subtree.first { $0.kind is ViewType.NavigationStack }?.navigationTitle
        lines = ScreenLayout().lines(of: rendered.node)
        self.failures = failures
    }

    /// Whether the preview shows a failure, in place or added.
    public var hasFailure: Bool {
        !failures.isEmpty || lines.contains { if case .failure = $0.content { true } else { false } }
    }

    /// One line of the screen.
    public struct Line: Equatable, Sendable {
        /// What a line holds.
        public enum Content: Equatable, Sendable {
            /// Things side by side: texts, buttons, symbols, controls.
            case pieces([Piece])
            /// A thin rule between two rows of a list, or a `Divider`.
            case separator
            /// A view that could not be rendered, with SwiftUI's words for why.
            case failure(String)
        }

        /// How a line is set, after the system styles a SwiftUI list or empty state uses.
        public enum Emphasis: Equatable, Sendable {
            case body
            /// The title of an empty state or an alert.
            case title
            /// A section header of a list.
            case header
            /// Secondary text: a section footer, an empty state's description.
            case secondary
        }

        public var content: Content
        public var isCentered = false
        public var emphasis = Emphasis.body
        /// Whether the line is part of a list's row, which a list sets apart from its background.
        public var isInListRow = false

        public init(_ content: Content, isCentered: Bool = false, emphasis: Emphasis = .body) {
            self.content = content
            self.isCentered = isCentered
            self.emphasis = emphasis
        }

        /// A line of pieces.
        public static func pieces(_ pieces: [Piece], isCentered: Bool = false, emphasis: Emphasis = .body) -> Line {
            Line(.pieces(pieces), isCentered: isCentered, emphasis: emphasis)
        }

        /// An empty line, for space between groups.
        public static var blank: Line { .pieces([]) }
    }

    /// Something a line shows.
    public indirect enum Piece: Equatable, Sendable {
        case text(String)
        /// A button with its label; a disabled one cannot be tapped.
        case button([Piece], isEnabled: Bool)
        /// An SF Symbol, by name: `Image(systemName:)` or the icon of a `Label`.
        case symbol(String)
        /// An indeterminate `ProgressView`.
        case spinner
        /// A `ProgressView(value:)`, from 0 to 1.
        case progress(Double)
        /// The chevron of a `NavigationLink`, which opens another screen.
        case disclosure
        case toggle(isOn: Bool)
        /// A `TextField` with what was typed, or its placeholder while it is empty.
        case field(String, isPlaceholder: Bool)
    }
}
