/// What comes with one change of state: whether and how it animates.
///
/// ```swift
/// var transaction = Transaction(animation: .spring)
/// transaction.disablesAnimations = reduceMotion
/// withTransaction(transaction) { isExpanded.toggle() }
/// ```
///
/// Headless nothing animates, so a transaction changes no value; what a check can see is that it is handed
/// on. `withTransaction` and `withAnimation` open one around their block; a binding carries one of its own
/// (`.animation(_:)`, `.transaction(_:)`), and a setter made with `Binding(get:set:)` that takes a transaction
/// receives it, so an app that passes it on or reads its animation behaves as it does in SwiftUI.
public struct Transaction: Sendable {
    /// The animation this change is drawn with; `nil` for none.
    public var animation: Animation?
    /// Whether animations that views attach with `.animation(_:value:)` stay off for this change.
    public var disablesAnimations = false
    /// Whether this change is one step of a continuous one, such as a drag.
    public var isContinuous = false

    /// A transaction without an animation.
    public init() {}

    /// A transaction that animates its change with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The transaction that `withTransaction` or `withAnimation` opened around the code running now.
    // NB: read and written only on the main actor, where views, bindings and checks run; a binding's setter
    // reads it without isolation because SwiftUI's setters are not isolated either.
    nonisolated(unsafe) static var current: Transaction?

    /// The transaction a write with this one happens in: this one when it names an animation, otherwise the
    /// one a `withTransaction` or `withAnimation` block around the write opened, if any.
    var inEffect: Transaction {
        guard animation == nil, let current = Transaction.current else { return self }
        return current
    }
}

/// Runs `body` within `transaction`: the changes it makes carry that transaction, and the bindings it writes
/// hand it to their setters. Returns what `body` returns.
///
/// ```swift
/// withTransaction(Transaction(animation: .easeInOut)) { showsSteps = true }
/// ```
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let outer = Transaction.current
    Transaction.current = transaction
    defer { Transaction.current = outer }
    return try body()
}

/// Runs `body` within a transaction whose property at `keyPath` is `value`, the rest as the transaction it runs
/// in (or a plain one): `withTransaction(\.disablesAnimations, true) { … }`.
@MainActor
public func withTransaction<Result, Value>(_ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value,
                                           _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current ?? Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

extension View {
    /// Changes the transaction of the changes that reach this view, e.g. to turn its animations off.
    // draws only: a transaction decides how this view's changes are drawn; the state they write is the same.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("transaction")))
    }
}
