import Foundation
import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

/// A slider over a `Float` with odd bounds and step, and one that reports its drags.
private struct TemperatureView: View {
    @State private var celsius: Float = 160
    @State private var drags: [Bool] = []

    var body: some View {
        VStack {
            Slider(value: $celsius, in: 150...230, step: 20, label: { Text("Oven") },
                   onEditingChanged: { drags.append($0) })
            Text("\(Int(celsius)) °C")
            Text("drags: \(drags.map(String.init).joined(separator: ","))")
        }
    }
}

/// Two fields bound to one optional focus state, a third to a Boolean one in a child view.
private struct SignUpView: View {
    enum Field: Hashable { case name, email }

    @FocusState private var field: Field?
    @State private var name = ""
    @State private var email = ""

    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($field, equals: .name)
            TextField("Email", text: $email).focused($field, equals: .email)
            SearchBox()
            Button("Next") { field = .email }
            Text("field: \(field.map { "\($0)" } ?? "none")")
        }
    }
}

private struct SearchBox: View {
    @FocusState private var isSearching: Bool
    @State private var query = ""

    var body: some View {
        TextField("Search", text: $query).focused($isSearching)
        Text(isSearching ? "searching" : "not searching")
    }
}

@MainActor
@Suite("Inputs: slider steps and bounds, date ranges, and focus")
struct InputControlsTests {
    @Test("a slider's positions are on its steps from the lower bound, never past the upper bound")
    func sliderPositions() {
        var celsius = 160.0
        let binding = Binding(read: { celsius }, write: { celsius = $0 })
        let track = SliderTrack(value: binding, bounds: 150...230, step: 20, onEditingChanged: { _ in })
        #expect(track.position(nearest: 175) == 170)
        #expect(track.position(nearest: 229) == 230)
        #expect(track.position(nearest: 1_000) == 230)
        #expect(track.position(nearest: -5) == 150)

        let uneven = SliderTrack(value: binding, bounds: 0...10, step: 3, onEditingChanged: { _ in })
        #expect(uneven.position(nearest: 10) == 9)
        #expect(uneven.position(nearest: 4.4) == 3)

        let free = SliderTrack(value: binding, bounds: 0...1, step: nil, onEditingChanged: { _ in })
        #expect(free.position(nearest: 0.37) == 0.37)
    }

    @Test("sliding writes the binding's own type and reports the drag's start and end")
    func slidingAFloat() throws {
        let ui = ViewHost(TemperatureView())
        try ui.find(slider: "Oven").slide(to: 199)
        #expect(ui.texts.contains("190 °C"))
        #expect(ui.texts.contains("drags: true,false"))
        #expect(ui.tree.contains("Slider value: 190"))
    }

    @Test("a disabled slider cannot be slid, and only a slider slides")
    func sliderRefusals() throws {
        let ui = ViewHost(TemperatureView().disabled(true))
        #expect(throws: InspectionError.self) { try ui.find(slider: "Oven").slide(to: 200) }
        #expect(throws: InspectionError.self) { try ui.find(text: "160 °C").slide(to: 200) }
        #expect(ui.texts.contains("160 °C"))
    }

    @Test("a date picker's range clamps a chosen date at either end")
    func dateRanges() {
        var day = Date(timeIntervalSince1970: 0)
        let binding = Binding(read: { day }, write: { day = $0 })
        let start = Date(timeIntervalSince1970: 1_000), end = Date(timeIntervalSince1970: 2_000)
        let closed = DateDial(selection: binding, lower: start, upper: end, components: .date)
        #expect(closed.offered(nearest: Date(timeIntervalSince1970: 500)) == start)
        #expect(closed.offered(nearest: Date(timeIntervalSince1970: 5_000)) == end)
        #expect(closed.offered(nearest: Date(timeIntervalSince1970: 1_500)) == Date(timeIntervalSince1970: 1_500))
        #expect(closed.showsDate && !closed.showsTime)

        let through = DateDial(selection: binding, lower: nil, upper: end, components: [.date, .hourAndMinute])
        #expect(through.offered(nearest: .distantPast) == .distantPast)
        #expect(through.offered(nearest: .distantFuture) == end)
    }

    @Test("focus moves between fields of one focus state, and a focus state in a child view takes it from them")
    func focusAcrossViews() throws {
        let ui = ViewHost(SignUpView())
        try ui.find(textField: "Name").focus()
        #expect(ui.texts.contains("field: name"))

        try ui.find(button: "Next").tap()
        #expect(ui.texts.contains("field: email"))
        #expect(try ui.find(textField: "Email").isFocused == true)

        try ui.find(textField: "Search").focus()
        #expect(ui.texts.contains("field: none"))
        #expect(ui.texts.contains("searching"))
        #expect(ui.tree.contains("TextField input: \"\" focused"))

        try ui.find(textField: "Name").setText("Ada")
        #expect(ui.texts.contains("not searching"))
        #expect(ui.texts.contains("field: name"))
    }

    @Test("only a view with .focused takes focus")
    func focusNeedsFocused() throws {
        let ui = ViewHost(SignUpView())
        let error = #expect(throws: InspectionError.self) { try ui.find(button: "Next").focus() }
        #expect(error?.description.contains(".focused") == true)
    }
}
