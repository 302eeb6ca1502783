/// Whether something is shown: `.automatic` lets the system decide, `.visible` and `.hidden` insist.
///
/// ```swift
/// .confirmationDialog("Rezept löschen?", isPresented: $asksToDelete, titleVisibility: .visible) { … }
/// ```
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The system decides; on iOS a confirmation dialog's title is then hidden.
    case automatic
    /// Always shown.
    case visible
    /// Never shown.
    case hidden
}
