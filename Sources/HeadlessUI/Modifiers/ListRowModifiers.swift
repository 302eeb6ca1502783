import Foundation

// How a list draws around its rows: separators between them, insets, backgrounds. SwiftUI draws them and
// nothing else changes, so headless they are accepted and change nothing a test can see.
extension View {
    /// Shows or hides the separator lines at `edges` of this list row: `.listRowSeparator(.hidden)`.
    // draws only: a separator is a line between rows; the rows and their order stay.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("listRowSeparator")))
    }

    /// Colours the separator lines at `edges` of this list row.
    // draws only: a line's colour.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("listRowSeparatorTint")))
    }

    /// Shows or hides the separator lines at `edges` of this list section.
    // draws only: a separator is a line between sections.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("listSectionSeparator")))
    }

    /// Colours the separator lines at `edges` of this list section.
    // draws only: a line's colour.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("listSectionSeparatorTint")))
    }

    /// Sets the space around this list row's content; `nil` restores the list's own.
    // draws only: layout has no meaning headless.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("listRowInsets")))
    }

    /// Sets the vertical space between the rows of a list (iOS).
    // draws only: layout has no meaning headless.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("listRowSpacing")))
    }

    /// Puts `view` behind this list row, in place of the list's row background: `.listRowBackground(Color.yellow)`.
    ///
    /// It is visible, so it is rendered as a layer behind the row's content, like
    /// ``background(alignment:content:)``.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(DecorationModifier(decoration: view, label: ".listRowBackground"))
    }
}
