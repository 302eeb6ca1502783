import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

// Views for the lifecycle tests: each one records what happens to it.

/// Starts a task that sleeps far longer than any test, logging its start and how it ended.
struct Sleeper: View {
    let name: String
    let log: EventLog

    var body: some View {
        Text(name).task {
            log("start \(name)")
            do {
                try await Task.sleep(for: .seconds(30))
                log("finish \(name)")
            } catch is CancellationError where Task.isCancelled {
                log("cancelled \(name)")
            } catch {
                log("failed \(name)")
            }
        }
    }
}

/// Shows a `Sleeper` until the button hides it.
struct HideableSleeper: View {
    let log: EventLog
    @State private var isShown = true

    var body: some View {
        VStack {
            Button("hide") { isShown = false }
            if isShown { Sleeper(name: "a", log: log) }
        }
    }
}

/// Shows a `Sleeper` of the same type in either branch, so a flip changes only its identity.
struct SleeperSwitcher: View {
    let log: EventLog
    @State private var flag = true

    var body: some View {
        VStack {
            Button("flip") { flag.toggle() }
            if flag {
                Sleeper(name: "then", log: log)
            } else {
                Sleeper(name: "else", log: log)
            }
        }
    }
}

/// A short task, and a button that re-renders the view.
struct QuickTask: View {
    let log: EventLog
    @State private var count = 0

    var body: some View {
        VStack {
            Text("count \(count)")
            Button("inc") { count += 1 }
        }
        .task { log("task") }
    }
}

/// A `.task(id:)` that restarts when `id` changes.
struct Reloader: View {
    let log: EventLog
    @State private var id = 0
    @State private var unrelated = 0

    var body: some View {
        VStack {
            Text("id \(id), unrelated \(unrelated)")
            Button("next") { id += 1 }
            Button("same") { id = id }
            Button("unrelated") { unrelated += 1 }
        }
        .task(id: id) { [id] in
            log("start \(id)")
            do {
                try await Task.sleep(for: .seconds(30))
            } catch {
                log("cancelled \(id) \(Task.isCancelled)")
            }
        }
    }
}

/// A screen with state, appear and disappear handlers and a long task.
struct Screen: View {
    let log: EventLog
    @State private var count = 0

    var body: some View {
        VStack {
            Text("count \(count)")
            Button("inc") { count += 1 }
        }
        .onAppear { log("appear") }
        .onDisappear { log("disappear") }
        .task {
            log("task")
            do { try await Task.sleep(for: .seconds(30)) } catch { log("task cancelled") }
        }
    }
}

/// Sibling views with appear handlers, and a button that re-renders them.
struct AppearingSiblings: View {
    let log: EventLog
    @State private var count = 0

    var body: some View {
        VStack {
            Text("first").onAppear { log("appear first") }
            Text("second \(count)").onAppear { log("appear second") }
            Button("inc") { count += 1 }
        }
    }
}

/// One of two views with appear and disappear handlers.
struct AppearSwitcher: View {
    let log: EventLog
    @State private var showsA = true

    var body: some View {
        VStack {
            Button("flip") { showsA.toggle() }
            if showsA {
                Text("A").onAppear { log("appear A") }.onDisappear { log("disappear A") }
            } else {
                Text("B").onAppear { log("appear B") }.onDisappear { log("disappear B") }
            }
        }
    }
}

/// Shows a `QuickTask` only after a button tap.
struct ShowLater: View {
    let log: EventLog
    @State private var isShown = false

    var body: some View {
        VStack {
            Button("show") { isShown = true }
            if isShown { QuickTask(log: log) }
        }
    }
}

/// Changes its state in `onAppear`.
struct AppearSetsState: View {
    @State private var status = "initial"

    var body: some View {
        Text(status).onAppear { status = "appeared" }
    }
}

/// Loads a value in a task after a few suspensions.
struct Loader: View {
    @State private var value = "loading"

    var body: some View {
        Text(value).task {
            for _ in 0..<3 { await Task.yield() }
            value = "loaded"
        }
    }
}
