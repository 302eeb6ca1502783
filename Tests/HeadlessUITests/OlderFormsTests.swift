import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

/// Code written before the current forms: a slider with `onEditingChanged` before its labels, the bar title
/// with its display mode, and edges that ignore the safe area.
private struct OlderSettingsView: View {
    @State private var brightness = 0.5
    @State private var isDragging = false
    @State private var drags = 0

    var body: some View {
        NavigationStack {
            VStack {
                Slider(value: $brightness, in: 0...1, step: 0.25, onEditingChanged: { editing in
                    if editing { drags += 1 }
                }, minimumValueLabel: Text("dark"), maximumValueLabel: Text("bright")) {
                    Text("Brightness")
                }
                Slider(value: $brightness, onEditingChanged: { isDragging = $0 }) { Text("Fine brightness") }
                Text("brightness \(brightness), drags \(drags)")
            }
            .edgesIgnoringSafeArea(.all)
            .overlay(.yellow.opacity(0.1), in: .capsule)
            .navigationBarTitle("Display", displayMode: .inline)
        }
    }
}

@MainActor
@Suite("Older forms that existing code still uses compile and behave like the current ones")
struct OlderFormsTests {
    @Test("a slider in the older argument order steps, clamps and reports its drags")
    func olderSlider() throws {
        let ui = ViewHost(OlderSettingsView())
        // NB: a Double in a Text interpolation shows as SwiftUI shows it, with six decimals.
        try ui.find(slider: "Brightness").slide(to: 0.6)
        #expect(ui.texts.contains("brightness 0.500000, drags 1"))

        try ui.find(slider: "Fine brightness").slide(to: 0.6)
        #expect(ui.texts.contains("brightness 0.600000, drags 1"))
        #expect(try ui.find(slider: "Brightness").texts == ["Brightness", "dark", "bright"])
    }

    @Test("navigationBarTitle sets the title that navigationTitle sets, and shows its display mode")
    func olderBarTitle() throws {
        let ui = ViewHost(OlderSettingsView())
        #expect(try ui.find(ViewType.NavigationStack.self).navigationTitle == "Display")
        #expect(ui.tree.contains(".navigationBarTitleDisplayMode(.inline)"))
        #expect(ui.tree.contains(".overlay(yellow.opacity(0.1), in: Capsule)"))
    }
}
