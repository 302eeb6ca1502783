/// What one `NavigationStack` has pushed, kept with its identity: views pushed by `NavigationLink(destination:)`,
/// values pushed by `NavigationLink(value:)` (unless a bound path holds them), and the destinations declared
/// for value types.
@MainActor
final class NavigationStore {
    /// A pushed view or value, in stack order.
    enum Entry {
        case view(any View)
        case value(AnyHashable)
    }

    private var entries: [Entry] = []
    /// The path and re-render of the stack as last rendered; a link presents through them.
    var path: (any NavigationPathAccess)?
    var invalidate: @Sendable () -> Void = {}
    /// How many values the bound path held when the views in ``entries`` were pushed on top of it.
    private var pathCountAtViewPush = 0
    let destinations = NavigationDestinations()

    /// The store of the stack at `record`, created on first use.
    static func at(_ record: IdentityRecord) -> NavigationStore {
        record.stored("navigation", orMake: NavigationStore.init)
    }

    /// The screens above the root, bottom to top.
    func pages(path: (any NavigationPathAccess)?) -> [NavigationPage] {
        var all: [Entry] = []
        if let path {
            let values = path.values
            // NB: views pushed on a bound path sit on top of its values; a path changed since then drops them.
            if values.count != pathCountAtViewPush { entries = [] }
            all = values.map(Entry.value) + entries
        } else {
            all = entries
        }
        return all.map { entry in
            switch entry {
            case .view(let view): NavigationPage(view: view, name: displayName(of: type(of: view)))
            case .value(let value): NavigationPage(view: ValueDestination(value: value, destinations: destinations),
                                                   name: displayName(of: type(of: value.base)))
            }
        }
    }

    /// Pushes what a link presents and re-renders the stack.
    func present(_ entry: Entry) {
        push(entry, path: path)
        invalidate()
    }

    /// Pops the screens above the first `count` and re-renders the stack.
    func dismiss(toCount count: Int) {
        pop(toCount: count, path: path)
        invalidate()
    }

    private func push(_ entry: Entry, path: (any NavigationPathAccess)?) {
        if let path {
            if case .value(let value) = entry, entries.isEmpty, path.append(value) { return }
            if entries.isEmpty { pathCountAtViewPush = path.values.count }
        }
        entries.append(entry)
    }

    /// Pops every screen above the first `count`.
    private func pop(toCount count: Int, path: (any NavigationPathAccess)?) {
        guard let path else {
            entries = Array(entries.prefix(count))
            return
        }
        let values = path.values.count
        if count < values {
            entries = []
            path.keepFirst(count)
        } else {
            entries = Array(entries.prefix(count - values))
        }
    }
}

/// A screen above a stack's root: the view to render and the name that says what covers the screens below.
struct NavigationPage {
    let view: any View
    let name: String
}
