import Foundation

/// The rendered tree as indented text, one view per line, for failure messages.
///
/// ```text
/// RecipeListView
///   List .task
///     ForEach
///       Text "Pfannkuchen"
/// ```
extension RenderNode {
    @_spi(Rendering) public var treeDescription: String {
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
        var parts = [isStructural ? "(\(kind.name))" : kind.name] + details
        if !isEnabled { parts.append("disabled") }
        if focus?.isFocused == true { parts.append("focused") }
        if isHidden { parts.append("hidden") }
        if rowSelection?.isSelected == true { parts.append("selected") }
        if kind is ViewType.NavigationStack, let title = navigationTitle { parts.append("title: \"\(title)\"") }
        if marksCover, let coveredBy { parts.append("(covered by \(coveredBy))") }
        parts += modifiers
        if let failure { parts.append("⚠︎ \(failure.message)") }
        return parts.joined(separator: " ")
    }

    /// What the kind carries, as the tree shows it: a Text's string, a Toggle's `isOn`, a field's input.
    private var details: [String] {
        if let entry = kind.textEntry { return ["input: \"\(entry.input)\""] }
        return switch kind {
        case let text as ViewType.Text: ["\"\(text.string)\""]
        case let image as ViewType.Image: image.systemName.map { ["systemName: \"\($0)\""] } ?? []
        case let toggle as ViewType.Toggle: [toggle.isMixed ? "isOn: mixed" : "isOn: \(toggle.isOn)"]
        case let picker as ViewType.Picker: ["selection: \"\(picker.selection)\""]
        case let option as ViewType.PickerOption: ["selected: \(option.isSelected)"]
        case let slider as ViewType.Slider: ["value: \(slider.track.value.formatted())"]
        case let picker as ViewType.DatePicker: ["selection: \(picker.dial.selection.formatted(.iso8601))"]
        case let column as ViewType.NavigationSplitColumn: [column.name]
        case let stepper as ViewType.Stepper: stepper.formattedValue.map { ["value: \"\($0)\""] } ?? []
        default: []
        }
    }
}
