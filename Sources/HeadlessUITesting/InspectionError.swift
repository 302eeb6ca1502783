@_spi(Rendering) import HeadlessUI

/// A search in a rendered view found nothing, or a test asked a view for something it cannot do.
///
/// The description says what was looked for and shows the rendered tree.
public struct InspectionError: Error, CustomStringConvertible {
    public let description: String

    @MainActor init(lookingFor target: String, in node: RenderNode) {
        description = "Found no \(target) in the rendered view. It shows:\n" + node.treeDescription
    }

    init(_ message: String) { description = message }
}
