import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

// What SwiftUI's NavigationStack does around a push, per Apple's documentation and the reports cited:
// - A pushed view covers the one below: the covered view's .onDisappear runs, and `task(priority:_:)` says
//   "SwiftUI will automatically cancel the task at some point after the view disappears before the action
//   completes"; popping shows the root again.
// - `DismissAction`: "You can use this action to: … Pop the current view from a NavigationStack."
// - `NavigationStack(path:)`: the path holds the values pushed; removing values pops their views.
// - A link whose value has no destination does nothing and prints, in Xcode's console, "A NavigationLink is
//   presenting a value of type … but there is no matching navigationDestination declaration …".

private struct Dish: Hashable {
    let name: String
}

/// A root screen that logs its lifecycle and pushes dishes by value.
private struct DishMenu: View {
    let log: EventLog
    @State private var visits = 0

    var body: some View {
        List {
            NavigationLink("Soup", value: Dish(name: "Soup"))
            NavigationLink("Stew", value: Dish(name: "Stew"))
            Button("Count") { visits += 1 }
            Text("visits \(visits)")
        }
        .navigationDestination(for: Dish.self) { DishPage(dish: $0, log: log) }
        .onAppear { log("menu appear") }
        .onDisappear { log("menu disappear") }
        .task {
            log("menu task")
            await waitUntilCancelled()
            log("menu task cancelled")
        }
    }
}

/// A pushed page that can close itself.
private struct DishPage: View {
    let dish: Dish
    let log: EventLog
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Dish \(dish.name)")
            Button("Close") { dismiss() }
        }
        .navigationTitle(dish.name)
        .onAppear { log("\(dish.name) appear") }
        .onDisappear { log("\(dish.name) disappear") }
    }
}

/// A stack bound to a typed path, with a button outside the pages that changes it.
private struct BoundMenu: View {
    @State private var path: [Dish] = []
    let log: EventLog

    var body: some View {
        VStack {
            Text("depth \(path.count)")
            NavigationStack(path: $path) {
                DishMenu(log: log)
            }
            Button("Deep link") { path = [Dish(name: "Soup"), Dish(name: "Stew")] }
            Button("Back") { path.removeLast() }
        }
    }
}

private func waitUntilCancelled() async {
    while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(1)) }
}

@MainActor
@Suite("NavigationStack lifecycle, dismiss and paths")
struct NavigationLifecycleTests {
    @Test("pushing covers the root: it disappears, its task ends, and it cannot be found or tapped")
    func pushCoversRoot() async throws {
        let log = EventLog()
        let ui = ViewHost(NavigationStack { DishMenu(log: log) })
        await waitForScheduledWork { log.events.contains("menu task") }
        try ui.find(navigationLink: "Soup").tap()
        await ui.settle()
        #expect(log.events == ["menu appear", "menu task", "Soup appear", "menu disappear", "menu task cancelled"])
        #expect(ui.texts == ["Dish Soup", "Close"])
        #expect(throws: InspectionError.self) { try ui.find(button: "Count") }
        let root = try #require(try ui.find(ViewType.NavigationStack.self).children.first)
        let error = #expect(throws: InspectionError.self) { try root.tap() }
        #expect(error?.description.contains("covers") == true)
        #expect(ui.tree.contains("(covered by Dish)"))

        // The whole screen going away and coming back shows the pushed view again, not the covered root.
        ui.disappear()
        ui.appear()
        #expect(Array(log.events.suffix(2)) == ["Soup disappear", "Soup appear"])
    }

    @Test("dismiss pops the pushed view: the root appears again with its state kept and its task restarted")
    func dismissPops() async throws {
        let log = EventLog()
        let ui = ViewHost(NavigationStack { DishMenu(log: log) })
        try ui.find(button: "Count").tap()
        try ui.find(navigationLink: "Stew").tap()
        #expect(try ui.find(ViewType.NavigationStack.self).navigationTitle == "Stew")
        try ui.find(button: "Close").tap()
        await waitForScheduledWork { log.events.filter { $0 == "menu task" }.count == 2 }
        #expect(log.events.filter { !$0.hasPrefix("menu task") }
                == ["menu appear", "Stew appear", "menu disappear", "Stew disappear", "menu appear"])
        #expect(log.events.filter { $0 == "menu task" }.count == 2)
        #expect(ui.texts.contains("visits 1"))
        #expect(try ui.find(ViewType.NavigationStack.self).navigationTitle == nil)
    }

    @Test("dismiss in a view that is not presented does nothing")
    func dismissOutsidePresentation() throws {
        let ui = ViewHost(DishPage(dish: Dish(name: "Tea"), log: EventLog()))
        try ui.find(button: "Close").tap()
        #expect(ui.texts == ["Dish Tea", "Close"])
    }

    @Test("a bound path pushes a page per value, and removing a value pops its page")
    func boundPath() throws {
        let log = EventLog()
        let ui = ViewHost(BoundMenu(log: log))
        try ui.find(button: "Deep link").tap()
        #expect(ui.texts.contains("depth 2"))
        #expect(try ui.find(ViewType.NavigationStack.self).navigationTitle == "Stew")
        try ui.find(button: "Back").tap()
        #expect(try ui.find(ViewType.NavigationStack.self).navigationTitle == "Soup")
        try ui.find(button: "Close").tap()
        #expect(ui.texts.contains("depth 0"))
        try ui.find(navigationLink: "Stew").tap()
        #expect(ui.texts.contains("depth 1"))
    }

    @Test("a value link without a matching navigationDestination pushes nothing and says so in SwiftUI's words")
    func missingDestination() throws {
        let ui = ViewHost(NavigationStack { NavigationLink("Lost", value: 7) })
        try ui.find(navigationLink: "Lost").tap()
        #expect(ui.texts == ["Lost"])
        #expect(ui.diagnostics.map(\.message) == [
            "A NavigationLink is presenting a value of type \u{201C}Int\u{201D} but there is no matching "
            + "navigationDestination declaration visible from the location of the link. The link cannot be activated.",
        ])
    }

    @Test("a link with a nil value is disabled")
    func nilValueLink() {
        let missing: Dish? = nil
        let ui = ViewHost(NavigationStack { NavigationLink("Nothing", value: missing) })
        #expect(throws: InspectionError.self) { try ui.find(navigationLink: "Nothing").tap() }
    }
}
