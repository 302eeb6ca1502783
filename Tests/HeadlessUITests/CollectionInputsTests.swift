import Foundation
import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

/// Alarms that one switch turns on and off together, each with a switch of its own.
private struct AlarmsView: View {
    struct Alarm: Identifiable {
        let id: Int
        var isOn: Bool
    }

    @State var alarms: [Alarm]

    var body: some View {
        VStack {
            Toggle("All", sources: $alarms, isOn: \.isOn)
            ForEach($alarms) { $alarm in
                Toggle("Alarm \(alarm.id)", isOn: $alarm.isOn)
            }
        }
    }
}

/// A stepper whose value is shown through a format style.
private struct PortionView: View {
    @State private var portion = 0.5

    var body: some View {
        Stepper(value: $portion, in: 0...1, step: 0.25, format: .number) { Text("Portion") }
    }
}

@MainActor
@Suite("Inputs over collections and formats: a toggle over many switches, a binding as a collection, a formatted stepper")
struct CollectionInputsTests {
    @Test("a toggle over sources is mixed while they disagree, and a tap turns every source on, a second off")
    func mixedToggle() throws {
        let ui = ViewHost(AlarmsView(alarms: [.init(id: 1, isOn: true), .init(id: 2, isOn: false)]))
        #expect(try ui.find(toggle: "All").isMixed == true)
        #expect(try ui.find(toggle: "All").isOn == false)
        #expect(ui.tree.contains("isOn: mixed"))

        try ui.find(toggle: "All").tap()
        #expect(try ui.find(toggle: "All").isMixed == false)
        #expect(try ui.find(toggle: "Alarm 2").isOn == true)

        try ui.find(toggle: "All").tap()
        #expect(try ui.find(toggle: "Alarm 1").isOn == false)
        #expect(try ui.find(toggle: "Alarm 2").isOn == false)

        try ui.find(toggle: "Alarm 1").tap()
        #expect(try ui.find(toggle: "All").isMixed == true)
    }

    @Test("a toggle over no sources is off and not mixed")
    func emptySources() throws {
        let ui = ViewHost(AlarmsView(alarms: []))
        #expect(try ui.find(toggle: "All").isOn == false)
        #expect(try ui.find(toggle: "All").isMixed == false)
    }

    @Test("a binding to an array is a collection of bindings that write the array back")
    func bindingAsCollection() {
        var numbers = [1, 2, 3]
        let binding = Binding(read: { numbers }, write: { numbers = $0 })
        #expect(binding.count == 3)
        binding[1].wrappedValue = 20
        #expect(numbers == [1, 20, 3])
        #expect(binding.map(\.wrappedValue) == [1, 20, 3])
        #expect(binding.last?.wrappedValue == 3)
    }

    @Test("a formatted stepper keeps the value it shows in step with its binding")
    func formattedStepper() throws {
        let ui = ViewHost(PortionView())
        try ui.find(stepper: "Portion").increment()
        #expect(try ui.find(stepper: "Portion").stepperValue == 0.75.formatted(.number))
        #expect(ui.tree.contains("value: \"\(0.75.formatted(.number))\""))
    }
}
