import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

/// A view that shows a count it does not own and can increase it.
private struct CountScreen: View {
    @Binding var count: Int
    @Environment(\.counter) private var step

    var body: some View {
        VStack {
            Text("count \(count)")
            Button("add") { count += step }
        }
    }
}

/// An app whose state lives in the `App` and reaches the root view through a binding and the environment.
private struct CountingApp: App {
    @State private var count = 10

    var body: some Scene {
        WindowGroup {
            CountScreen(count: $count)
                .environment(\.counter, 5)
        }
    }
}

/// An app whose root view starts a task.
private struct LoadingApp: App {
    var body: some Scene {
        WindowGroup { AppLoader() }
    }
}

private struct AppLoader: View {
    @State private var status = "idle"

    var body: some View {
        Text(status).task { status = "ready" }
    }
}

/// Reads the keyed value and the object that an app sets on its scene.
private struct SceneReader: View {
    @Environment(\.counter) private var counter
    @Environment(Theme.self) private var theme

    var body: some View { Text("counter \(counter), theme \(theme.name)") }
}

/// An app that sets environment values on its `WindowGroup`, not on the root view.
private struct SceneEnvironmentApp: App {
    @State private var theme = Theme(name: "dark")

    var body: some Scene {
        WindowGroup { SceneReader() }
            .environment(\.counter, 8)
            .environment(theme)
    }
}

private struct CardPreview: View {
    let title: String
    var body: some View { Text(title) }
}

/// Previews in the form that works without macros.
private struct CardPreview_Previews: PreviewProvider {
    static var previews: some View {
        CardPreview(title: "Light card")
            .previewDisplayName("Light")
        CardPreview(title: "Dark card")
            .previewDisplayName("Dark")
    }
}

/// Previews split the way Xcode's canvas splits them: a Group and a ForEach give one preview per view.
private struct GroupedPreview_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            CardPreview(title: "First")
            VStack {
                Text("Second")
                Text("and more")
            }
        }
        ForEach(["Third", "Fourth"], id: \.self) { CardPreview(title: $0) }
    }
}

private struct SinglePreview_Previews: PreviewProvider {
    static var previews: some View {
        CardPreview(title: "Only")
    }
}

@MainActor
@Suite("Apps and previews")
struct AppAndPreviewTests {
    @Test("a PreviewProvider's previews render with ViewHost")
    func previewsRender() {
        let ui = ViewHost(SinglePreview_Previews.previews)
        #expect(ui.texts == ["Only"])
    }

    @Test("previewDisplayName names each preview, and find(preview:) finds it by that name")
    func previewDisplayNames() throws {
        let ui = ViewHost(CardPreview_Previews.previews)
        #expect(ui.texts == ["Light card", "Dark card"])
        #expect(try ui.find(preview: "Dark").texts == ["Dark card"])
        #expect(try ui.find(preview: "Light").previewName == "Light")
        #expect(ui.tree.contains(".previewDisplayName(\"Dark\")"))
    }

    @Test("previews lists each preview on its own, looking through Group and ForEach")
    func previewsSplit() {
        #expect(ViewHost(CardPreview_Previews.previews).previews.map(\.texts) == [["Light card"], ["Dark card"]])
        #expect(ViewHost(GroupedPreview_Previews.previews).previews.map(\.texts)
                == [["First"], ["Second", "and more"], ["Third"], ["Fourth"]])
        #expect(ViewHost(SinglePreview_Previews.previews).previews.map(\.texts) == [["Only"]])
    }

    @Test("ViewHost(app:) renders the content of the app's WindowGroup")
    func appRendersWindowGroupContent() {
        let ui = ViewHost(app: CountingApp())
        #expect(ui.texts == ["count 10", "add"])
        #expect(ui.contains(CountScreen.self))
        #expect(ui.tree.hasPrefix("CountingApp\n  CountScreen"))
    }

    @Test("an App's @State is installed and kept while its content changes it")
    func appStateIsKept() throws {
        let ui = ViewHost(app: CountingApp())
        try ui.find(button: "add").tap()
        try ui.find(button: "add").tap()
        #expect(ui.texts.first == "count 20")
        #expect(ui.diagnostics.isEmpty)
    }

    @Test("the tasks of an app's root view run")
    func appRootTaskRuns() async {
        let ui = ViewHost(app: LoadingApp())
        #expect(ui.texts == ["idle"])
        #expect(await ui.settle())
        #expect(ui.texts == ["ready"])
    }

    @Test("environment(_:_:) and environment(_:) on a Scene reach the scene's views")
    func sceneEnvironment() {
        let ui = ViewHost(app: SceneEnvironmentApp())
        #expect(ui.texts == ["counter 8, theme dark"])
        #expect(ui.failures.isEmpty)
        #expect(ui.tree.hasPrefix("SceneEnvironmentApp\n  SceneReader"))
    }
}
