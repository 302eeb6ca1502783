import Testing
import Observation
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

@Observable
final class Profile {
    var name = "Ada"
}

/// Edits a Boolean it does not own.
private struct Switch: View {
    @Binding var isOn: Bool

    var body: some View {
        VStack {
            Text("child \(isOn ? "on" : "off")")
            Button("toggle") { isOn.toggle() }
        }
    }
}

/// Owns the Boolean that its `Switch` child edits.
private struct SwitchOwner: View {
    @State private var isOn = false

    var body: some View {
        VStack {
            Text("parent \(isOn ? "on" : "off")")
            Switch(isOn: $isOn)
        }
    }
}

private struct Settings {
    var volume = 1
}

/// Edits a number it does not own.
private struct Stepper: View {
    @Binding var value: Int

    var body: some View { Button("step") { value += 1 } }
}

/// Hands a binding to one property of its state value to a child.
private struct SettingsOwner: View {
    @State private var settings = Settings()

    var body: some View {
        VStack {
            Text("volume \(settings.volume)")
            Stepper(value: $settings.volume)
        }
    }
}

/// Edits a string it does not own.
private struct NameEditor: View {
    @Binding var text: String

    var body: some View { Button("rename") { text = "Grace" } }
}

/// Hands a binding into an `@Observable` object to a child, with `@Bindable`.
private struct ProfileForm: View {
    @Bindable var profile: Profile

    var body: some View {
        VStack {
            Text("name \(profile.name)")
            NameEditor(text: $profile.name)
        }
    }
}

/// Makes the bindings with a local `@Bindable` inside `body`, as SwiftUI code often does.
private struct LocalBindableForm: View {
    let profile: Profile

    var body: some View {
        @Bindable var profile = profile
        VStack {
            Text("name \(profile.name)")
            NameEditor(text: $profile.name)
        }
    }
}

@MainActor
@Suite("@Binding and @Bindable")
struct BindingTests {
    @Test("a $state binding passed to a child's @Binding writes back to the parent's state")
    func bindingWritesBack() throws {
        let ui = ViewHost(SwitchOwner())
        #expect(ui.texts == ["parent off", "child off", "toggle"])
        try ui.find(button: "toggle").tap()
        #expect(ui.texts == ["parent on", "child on", "toggle"])
    }

    @Test("a binding to a property of a state value writes back into that value")
    func memberBindingWritesBack() throws {
        let ui = ViewHost(SettingsOwner())
        try ui.find(button: "step").tap()
        try ui.find(button: "step").tap()
        #expect(ui.texts.first == "volume 3")
    }

    @Test("Binding.constant always reads its value and ignores writes")
    func constantBindingIgnoresWrites() throws {
        let ui = ViewHost(Switch(isOn: .constant(true)))
        try ui.find(button: "toggle").tap()
        #expect(ui.texts.first == "child on")

        let binding = Binding.constant(4)
        binding.wrappedValue = 5
        #expect(binding.wrappedValue == 4)
    }

    @Test("@Bindable makes bindings that write to the @Observable object's properties")
    func bindableWritesToObject() throws {
        let profile = Profile()
        let ui = ViewHost(ProfileForm(profile: profile))
        #expect(ui.texts.first == "name Ada")
        try ui.find(button: "rename").tap()
        #expect(profile.name == "Grace")
        #expect(ui.texts.first == "name Grace")
    }

    @Test("a local @Bindable inside body makes bindings to the object")
    func localBindableWritesToObject() throws {
        let profile = Profile()
        let ui = ViewHost(LocalBindableForm(profile: profile))
        try ui.find(button: "rename").tap()
        #expect(profile.name == "Grace")
        #expect(ui.texts.first == "name Grace")
    }
}
