/// The rendered tree as indented text, one view per line, for failure messages.
///
/// ```text
/// RecipeListView
///   List .task
///     ForEach
///       Text "Pfannkuchen"
/// ```
extension RenderedView {
    var treeDescription: String {
        var lines: [String] = []
        appendLines(to: &lines, depth: 0, parentCovered: false)
        return lines.isEmpty ? "(nothing)" : lines.joined(separator: "\n")
    }

    private func appendLines(to lines: inout [String], depth: Int, parentCovered: Bool) {
        var childDepth = depth
        let covered = parentCovered || coveredBy != nil
        if !isStructural || !modifiers.isEmpty || covered != parentCovered {
            lines.append(String(repeating: "  ", count: depth) + line(marksCover: covered != parentCovered))
            childDepth += 1
        }
        for child in children { child.appendLines(to: &lines, depth: childDepth, parentCovered: covered) }
    }

    private func line(marksCover: Bool) -> String {
        var parts = [isStructural ? "(\(kind))" : kind]
        if let text { parts.append("\"\(text)\"") }
        if let systemImage { parts.append("systemName: \"\(systemImage)\"") }
        if let value = controlValue {
            let shown = (value.value as? String).map { "\"\($0)\"" } ?? "\(value.value)"
            parts.append("\(value.name): \(shown)")
        }
        if !isEnabled { parts.append("disabled") }
        if kind == "NavigationStack", let title = navigationTitle { parts.append("title: \"\(title)\"") }
        if marksCover, let coveredBy { parts.append("(covered by \(coveredBy))") }
        parts += modifiers
        if let failure { parts.append("⚠︎ \(failure.message)") }
        return parts.joined(separator: " ")
    }
}
