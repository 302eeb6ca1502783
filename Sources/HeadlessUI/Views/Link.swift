import Foundation

/// A control that opens a URL when tapped, through the environment's `openURL` action.
///
/// ```swift
/// Link("Rezept im Web", destination: URL(string: "https://www.themealdb.com")!)
/// ```
///
/// In a test, `try ui.find(link: "Rezept im Web").tap()` hands the URL to `openURL`: the handler a view above
/// set with `.environment(\.openURL, OpenURLAction { … })`, or else the system action, which the host records
/// in `ViewHost.openedURLs` instead of opening anything.
public struct Link<Label: View>: View, PrimitiveView {
    let destination: URL
    let label: Label

    /// A link to `destination` with a label built from views.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        let openURL = context.environment.openURL
        let destination = destination
        let node = RenderNode(ViewType.Link(), action: { openURL(destination) },
                              children: [context.build(label, at: "label")])
        node.isEnabled = context.environment.isEnabled
        node.modifiers.append("destination: \(destination.absoluteString)")
        return node
    }
}

extension Link where Label == Text {
    /// A link titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled with a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
