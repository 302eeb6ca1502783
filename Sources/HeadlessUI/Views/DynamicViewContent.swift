/// A view that builds its views from a collection of data, such as `ForEach`; its rows can be deleted and
/// moved with ``onDelete(perform:)`` and ``onMove(perform:)``.
@MainActor @preconcurrency
public protocol DynamicViewContent<Data>: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection

    /// The collection of underlying data.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

/// A modified `ForEach` (after `.onDelete`, `.onMove`) still builds its views from the same data.
extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    /// The collection of underlying data of the modified view.
    public var data: Content.Data { content.data }
}
