import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

private final class Service {}

private struct Row: View {
    let title: String
    let service: Service
    var note: String?
    var body: some View { Text(title) }
}

private struct ActionRow: View {
    let action: () -> Void
    var body: some View { Text("action") }
}

private struct Stateful: View {
    @State private var count: Int
    init(start: Int) { _count = State(initialValue: start) }
    var body: some View { Text("\(count)") }
}

private enum Kind { case a, b }

@MainActor
@Suite("Comparing a view's inputs, as SwiftUI does before it runs a body again")
struct InputComparisonTests {
    @Test("equal values and the same objects are the same input; another object or value is not")
    func valuesAndObjects() {
        let service = Service()
        #expect(InputComparison.same(Row(title: "a", service: service), Row(title: "a", service: service)))
        #expect(!InputComparison.same(Row(title: "a", service: service), Row(title: "b", service: service)))
        #expect(!InputComparison.same(Row(title: "a", service: service), Row(title: "a", service: Service())))
        #expect(!InputComparison.same(Row(title: "a", service: service, note: "x"), Row(title: "a", service: service)))
    }

    @Test("closures, bindings and enums that are not Equatable always count as changed")
    func unknowableInputs() {
        #expect(!InputComparison.same(ActionRow {}, ActionRow {}))
        #expect(!InputComparison.same(Binding.constant(1), Binding.constant(1)))
        #expect(!InputComparison.same([Kind.a], [Kind.b]))
    }

    @Test("a @State's initial value is no input once the view is installed, as in SwiftUI")
    func stateIsNoInput() {
        #expect(InputComparison.same(Stateful(start: 1), Stateful(start: 2)))
    }
}
