@_spi(Rendering) import HeadlessUI

/// Lays out a rendered tree as the lines of a ``PreviewScreen``, the way SwiftUI places the views the
/// lessons use on a phone: stacks top to bottom, an `HStack` of small things on one line, a `List` row by
/// row with rules between and its sections grouped, a spinner or an empty state centred, and a presented
/// alert after the content it belongs to.
///
/// A `NavigationStack` shows its topmost screen only (a pushed one covers the root); its title is the
/// screen's, not a line.
@MainActor
struct ScreenLayout {
    typealias Line = PreviewScreen.Line
    typealias Piece = PreviewScreen.Piece

    /// The lines `node` shows, in reading order.
    func lines(of node: RenderNode) -> [Line] {
        if let failure = node.failure { return [Line(.failure(failure.message))] }
        return ownLines(of: node) + node.children.filter(\.isAlert).flatMap(alert)
    }

    private func ownLines(of node: RenderNode) -> [Line] {
        if node.isStructural { return node.content.flatMap(lines) }
        switch node.kind {
        case is ViewType.Text, is ViewType.Image, is ViewType.Label, is ViewType.Button, is ViewType.NavigationLink,
             is ViewType.Toggle, is ViewType.TextField:
            let pieces = pieces(of: node)
            return pieces.isEmpty ? [] : [.pieces(pieces)]
        case is ViewType.ProgressView:
            return [.pieces(pieces(of: node), isCentered: true)]
        case is ViewType.ContentUnavailableView:
            return unavailable(node)
        case is ViewType.List, is ViewType.Form:
            return list(node)
        case is ViewType.Section:
            return section(node).lines(separated: false)
        case is ViewType.HStack:
            return row(node)
        case is ViewType.NavigationStack:
            return node.content.last.map(lines) ?? []
        case is ViewType.Divider:
            return [Line(.separator)]
        case is ViewType.Spacer, is ViewType.Color:
            return []
        case is ViewType.AsyncImage where node.content.isEmpty:
            return [.pieces([.symbol("photo")])]
        default:
            return node.content.flatMap(lines)
        }
    }

    /// What `node` shows on one line: the label of a button or a row, the parts of an `HStack`.
    func pieces(of node: RenderNode) -> [Piece] {
        if let failure = node.failure { return [.text("⚠ " + failure.message)] }
        if node.isStructural { return node.content.flatMap(pieces) }
        switch node.kind {
        case let text as ViewType.Text:
            return [.text(text.string)]
        case let image as ViewType.Image:
            return image.systemName.map { [.symbol($0)] } ?? []
        case is ViewType.Button:
            return [.button(node.content.flatMap(pieces), isEnabled: node.isEnabled)]
        case is ViewType.NavigationLink:
            return node.content.flatMap(pieces) + [.disclosure]
        case let toggle as ViewType.Toggle:
            return node.content.flatMap(pieces) + [.toggle(isOn: toggle.isOn)]
        case let field as ViewType.TextField:
            if !field.entry.input.isEmpty { return [.field(field.entry.input, isPlaceholder: false)] }
            // SwiftUI shows the prompt in an empty field, else the label.
            let label = node.content.first?.subtree.compactMap(\.text) ?? []
            let prompt = node.content.dropFirst().first?.subtree.compactMap(\.text) ?? []
            return [.field((prompt.isEmpty ? label : prompt).joined(separator: " "), isPlaceholder: true)]
        case let progress as ViewType.ProgressView:
            return [progress.fraction.map(Piece.progress) ?? .spinner] + node.content.flatMap(pieces)
        case is ViewType.Spacer, is ViewType.Color, is ViewType.Divider:
            return []
        case is ViewType.AsyncImage where node.content.isEmpty:
            return [.symbol("photo")]
        default:
            return node.content.flatMap(pieces)
        }
    }

    /// An `HStack` of single lines is one line; one that holds more (a `VStack`, a list) is its parts, stacked.
    private func row(_ node: RenderNode) -> [Line] {
        let parts = node.content.flatMap(stackItems).map(lines)
        let fitsOneLine = parts.allSatisfy { part in
            part.count <= 1 && part.allSatisfy { if case .pieces = $0.content { true } else { false } }
        }
        guard fitsOneLine else { return parts.flatMap { $0 } }
        let pieces = parts.flatMap { part in part.flatMap { line -> [Piece] in
            if case .pieces(let pieces) = line.content { pieces } else { [] }
        } }
        return pieces.isEmpty ? [] : [.pieces(pieces)]
    }

    /// The views a stack places side by side: the views inside blocks, `ForEach` and `Group` count one by one.
    private func stackItems(_ node: RenderNode) -> [RenderNode] {
        node.failure == nil && node.isRowGroup ? node.content.flatMap(stackItems) : [node]
    }

    /// A list's rows, grouped by section: a blank line between groups, a rule between rows.
    private func list(_ node: RenderNode) -> [Line] {
        var groups: [ListGroup] = []
        var loose: [[Line]] = []
        for item in node.content.flatMap(listItems) {
            if item.kind is ViewType.Section {
                if !loose.isEmpty { groups.append(ListGroup(rows: loose)) }
                loose = []
                groups.append(section(item))
            } else {
                let row = lines(of: item)
                if !row.isEmpty { loose.append(row.map(\.inListRow)) }
            }
        }
        if !loose.isEmpty { groups.append(ListGroup(rows: loose)) }
        return groups.enumerated().flatMap { index, group in
            (index == 0 ? [] : [Line.blank]) + group.lines(separated: true)
        }
    }

    /// The rows of a list's content: as in SwiftUI, `ForEach`, `Group`, a block of several views and a view
    /// of your own whose body is one of those give one row per view inside them.
    private func listItems(_ node: RenderNode) -> [RenderNode] {
        guard node.failure == nil else { return [node] }
        if node.isRowGroup || (node.value != nil && node.content.count == 1 && isRowList(node.content[0])) {
            return node.content.flatMap(listItems)
        }
        return [node]
    }

    private func isRowList(_ node: RenderNode) -> Bool {
        node.failure == nil && (node.isRowGroup || node.kind is ViewType.Section)
    }

    /// A section: its header, its rows and its footer.
    private func section(_ node: RenderNode) -> ListGroup {
        let parts = node.content
        let header = parts.first.map(lines) ?? []
        let rows = parts.dropFirst().first.map { listItems($0).map { lines(of: $0).map(\.inListRow) }.filter { !$0.isEmpty } } ?? []
        let footer = parts.dropFirst(2).first.map(lines) ?? []
        return ListGroup(header: header.map { $0.with(emphasis: .header) }, rows: rows,
                         footer: footer.map { $0.with(emphasis: .secondary) })
    }

    /// An empty state, centred: its symbol, its title, its description, its actions.
    private func unavailable(_ node: RenderNode) -> [Line] {
        let parts = node.content
        var lines: [Line] = []
        if let label = parts.first {
            if let symbol = label.subtree.compactMap({ $0.kind(ViewType.Image.self)?.systemName }).first {
                lines.append(.pieces([.symbol(symbol)], isCentered: true))
            }
            lines += label.subtree.compactMap(\.text).map { .pieces([.text($0)], isCentered: true, emphasis: .title) }
        }
        if let description = parts.dropFirst().first {
            lines += self.lines(of: description).map { $0.with(emphasis: .secondary).centered }
        }
        if let actions = parts.dropFirst(2).first {
            lines += self.lines(of: actions).map(\.centered)
        }
        return lines
    }

    /// A presented alert: its title, its message, and its buttons on one line.
    private func alert(_ node: RenderNode) -> [Line] {
        let parts = node.content
        var lines: [Line] = [Line(.separator)]
        lines += parts.prefix(1).flatMap(self.lines).map { $0.with(emphasis: .title).centered }
        lines += parts.dropFirst().prefix(1).flatMap(self.lines).map { $0.with(emphasis: .secondary).centered }
        let buttons = parts.dropFirst(2).flatMap(pieces)
        if !buttons.isEmpty { lines.append(.pieces(buttons, isCentered: true)) }
        return lines + [Line(.separator)]
    }
}

/// Rows of a list under an optional header and footer.
private struct ListGroup {
    var header: [PreviewScreen.Line] = []
    var rows: [[PreviewScreen.Line]]
    var footer: [PreviewScreen.Line] = []

    /// The group's lines; in a list, with a rule between rows.
    func lines(separated: Bool) -> [PreviewScreen.Line] {
        let body = rows.enumerated().flatMap { index, row in
            (separated && index > 0 ? [PreviewScreen.Line(.separator)] : []) + row
        }
        return header + body + footer
    }
}

extension PreviewScreen.Line {
    fileprivate func with(emphasis: Emphasis) -> Self {
        var line = self
        if case .pieces = content { line.emphasis = emphasis }
        return line
    }

    fileprivate var inListRow: Self {
        var line = self
        line.isInListRow = true
        return line
    }

    fileprivate var centered: Self {
        var line = self
        line.isCentered = true
        return line
    }
}

extension RenderNode {
    /// The children a picture shows in place; an alert is shown after the content it belongs to. A view that
    /// `.hidden()` hides is not drawn, and neither is a context menu, which opens only on a long press.
    fileprivate var content: [RenderNode] {
        children.filter { !$0.isAlert && !$0.isHidden && !($0.kind is ViewType.ContextMenu) }
    }

    fileprivate var isAlert: Bool { kind is ViewType.Alert }

    /// Whether this view stands for the views inside it, one by one: a block, `ForEach` or `Group`.
    fileprivate var isRowGroup: Bool { isStructural || kind is ViewType.ForEach || kind is ViewType.Group }
}
