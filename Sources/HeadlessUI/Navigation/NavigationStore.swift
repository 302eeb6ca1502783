/// What one `NavigationStack` has pushed, kept with its identity: views pushed by `NavigationLink(destination:)`,
/// values pushed by `NavigationLink(value:)` (unless a bound path holds them), views that a
/// `.navigationDestination(isPresented:)` presents, and the destinations declared for value types.
@MainActor
final class NavigationStore {
    /// A pushed view or value, in stack order.
    enum Entry {
        case view(any View)
        case value(AnyHashable)
        /// What the `.navigationDestination(isPresented:)` at this identity presents; see ``presentations``.
        case presented(String)
    }

    private var entries: [Entry] = []
    /// The path and re-render of the stack as last rendered; a link presents through them.
    var path: (any NavigationPathAccess)?
    var invalidate: @Sendable () -> Void = {}
    /// How many values the bound path held when the views in ``entries`` were pushed on top of it.
    private var pathCountAtViewPush = 0
    let destinations = NavigationDestinations()
    /// What each `.navigationDestination(isPresented:)` with a pushed screen presents, by its identity.
    private var presentations: [String: Presentation] = [:]

    /// A view that a binding presents, and what popping it sets the binding back to.
    struct Presentation {
        var view: any View
        var name: String
        /// Bumped by every render of the modifier, so that the pushed screen renders what the modifier's
        /// latest destination shows.
        var version: Int
        var dismiss: @MainActor () -> Void
    }

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
            if values.count != pathCountAtViewPush { keepEntries(0) }
            all = values.map(Entry.value) + entries
        } else {
            all = entries
        }
        return all.map { entry in
            switch entry {
            case .view(let view): NavigationPage(view: view, name: displayName(of: type(of: view)))
            case .value(let value): NavigationPage(view: ValueDestination(value: value, destinations: destinations),
                                                   name: displayName(of: type(of: value.base)))
            case .presented(let key):
                NavigationPage(view: PresentedDestination(key: key, version: presentations[key]?.version ?? 0, store: self),
                               name: presentations[key]?.name ?? "")
            }
        }
    }

    /// Records what the `.navigationDestination(isPresented:)` at `key` presents (`nil`: nothing): a new
    /// presentation pushes its screen, a withdrawn one pops it and the screens above it.
    func present(_ view: (any View)?, name: String, at key: String, dismiss: @escaping @MainActor () -> Void) {
        switch (view, presentations[key]) {
        case (let view?, var presentation?):
            presentation.view = view
            presentation.name = name
            presentation.version += 1
            presentation.dismiss = dismiss
            presentations[key] = presentation
        case (let view?, nil):
            presentations[key] = Presentation(view: view, name: name, version: 0, dismiss: dismiss)
            present(.presented(key))
        case (nil, _?):
            if let index = entries.firstIndex(where: { if case .presented(key) = $0 { true } else { false } }) {
                keepEntries(index)
            }
            presentations[key] = nil
            invalidate()
        case (nil, nil):
            break
        }
    }

    /// The view the `.navigationDestination(isPresented:)` at `key` presents now.
    func presentedView(at key: String) -> (any View)? {
        presentations[key]?.view
    }

    /// Pushes what a link presents and re-renders the stack.
    func present(_ entry: Entry) {
        push(entry, path: path)
        invalidate()
    }

    /// Shows what a link in a split view's leading column presents in place of what the detail column showed,
    /// and re-renders the split view.
    func replace(with entry: Entry) {
        keepEntries(0)
        present(entry)
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
            keepEntries(count)
            return
        }
        let values = path.values.count
        if count < values {
            keepEntries(0)
            path.keepFirst(count)
        } else {
            keepEntries(count - values)
        }
    }

    /// Keeps the first `count` entries; a popped presentation sets its binding back (`false`, `nil`), as
    /// SwiftUI's back button does, which its modifier sees when it renders next.
    private func keepEntries(_ count: Int) {
        guard count < entries.count else { return }
        for case .presented(let key) in entries[count...].reversed() {
            presentations.removeValue(forKey: key)?.dismiss()
        }
        entries = Array(entries.prefix(count))
    }
}

/// A screen above a stack's root: the view to render and the name that says what covers the screens below.
struct NavigationPage {
    let view: any View
    let name: String
}
