import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

@MainActor
@Suite("Transactions: what a binding's write carries, and what withTransaction opens")
struct TransactionTests {
    /// A binding whose setter records the animation of each write's transaction.
    private func recordingBinding(into seen: Box) -> Binding<Int> {
        Binding(get: { seen.value }, set: { value, transaction in
            seen.value = value
            seen.animations.append(transaction.animation?.description ?? "none")
        })
    }

    @Test("a binding's own transaction reaches its setter; without one the write carries none")
    func ownTransaction() {
        let seen = Box()
        let binding = recordingBinding(into: seen)
        binding.wrappedValue = 1
        binding.animation(.spring).wrappedValue = 2
        binding.transaction(Transaction(animation: .easeInOut)).wrappedValue = 3
        #expect(seen.animations == ["none", "spring", "easeInOut"])
        #expect(seen.value == 3)
    }

    @Test("inside withTransaction or withAnimation a write carries that transaction, unless the binding names an animation")
    func blockTransaction() {
        let seen = Box()
        let binding = recordingBinding(into: seen)
        withTransaction(Transaction(animation: .easeInOut)) { binding.wrappedValue = 1 }
        withAnimation { binding.wrappedValue = 2 }
        withAnimation { binding.animation(.spring).wrappedValue = 3 }
        withTransaction(\.isContinuous, true) { binding.wrappedValue = 4 }
        binding.wrappedValue = 5
        #expect(seen.animations == ["easeInOut", "default", "spring", "none", "none"])
    }

    @Test("withTransaction by key path sets one property on the transaction around it, and restores it after")
    func keyPathTransaction() {
        var inner: Transaction?
        withTransaction(Transaction(animation: .spring)) {
            withTransaction(\.disablesAnimations, true) { inner = Transaction.current }
        }
        #expect(inner?.disablesAnimations == true)
        #expect(inner?.animation == .spring)
        #expect(Transaction.current == nil)
    }

    @Test("a property's binding and an element's binding carry the transaction of the binding they come from")
    func derivedBindingsCarryIt() {
        let seen = Box()
        var pair = (first: 1, second: 2)
        let whole = Binding(get: { pair }, set: { value, transaction in
            pair = value
            seen.animations.append(transaction.animation?.description ?? "none")
        })
        whole.animation(.spring).first.wrappedValue = 10
        var numbers = [1, 2]
        let list = Binding(get: { numbers }, set: { value, transaction in
            numbers = value
            seen.animations.append(transaction.animation?.description ?? "none")
        })
        list.animation(.easeInOut)[0].wrappedValue = 5
        #expect(pair.first == 10 && numbers == [5, 2])
        #expect(seen.animations == ["spring", "easeInOut"])
    }
}

/// What a recording setter saw.
@MainActor
private final class Box {
    var value = 0
    var animations: [String] = []
}
