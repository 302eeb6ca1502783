import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

@MainActor
@Suite("Task and appearance lifecycle")
struct TaskLifecycleTests {
    @Test("a task starts when its view appears")
    func taskStartsOnAppear() async {
        let log = EventLog()
        let ui = ViewHost(QuickTask(log: log))
        #expect(ui.runningTaskCount == 1)
        #expect(await ui.settle())
        #expect(log.events == ["task"])
        #expect(ui.runningTaskCount == 0)
    }

    @Test("a task of a view that is not shown never starts")
    func hiddenViewTaskDoesNotStart() async {
        let log = EventLog()
        let isShown = false
        let ui = ViewHost(VStack {
            if isShown { QuickTask(log: log) }
        })
        #expect(ui.runningTaskCount == 0)
        await ui.settle()
        #expect(log.events.isEmpty)
    }

    @Test("a task starts when its view is shown later, not before")
    func taskStartsWhenShownLater() async throws {
        let log = EventLog()
        let ui = ViewHost(ShowLater(log: log))
        await ui.settle()
        #expect(log.events.isEmpty)

        try ui.find(button: "show").tap()
        #expect(ui.runningTaskCount == 1)
        #expect(await ui.settle())
        #expect(log.events == ["task"])
    }

    @Test("a state change made in onAppear is shown right after the view appears")
    func onAppearStateChangeIsRendered() {
        let ui = ViewHost(AppearSetsState())
        #expect(ui.texts == ["appeared"])
    }

    @Test("re-renders do not start a task again: at most once per appearance")
    func rerenderDoesNotRestartTask() async throws {
        let log = EventLog()
        let ui = ViewHost(QuickTask(log: log))
        await ui.settle()
        for _ in 0..<3 { try ui.find(button: "inc").tap() }
        await ui.settle()
        #expect(ui.texts.first == "count 3")
        #expect(log.count(of: "task") == 1)
    }

    @Test("a task that sets @State re-renders the view once settled")
    func taskStateChangeRerenders() async {
        let ui = ViewHost(Loader())
        #expect(ui.texts == ["loading"])
        #expect(await ui.settle())
        #expect(ui.texts == ["loaded"])
    }

    @Test("a task is cancelled when a button tap toggles its if branch off")
    func taskCancelledWhenBranchRemoved() async throws {
        let log = EventLog()
        let ui = ViewHost(HideableSleeper(log: log))
        await waitForScheduledWork { log.events.contains("start a") }
        #expect(ui.runningTaskCount == 1)

        try ui.find(button: "hide").tap()
        #expect(await ui.settle())
        #expect(log.events == ["start a", "cancelled a"])
        #expect(ui.runningTaskCount == 0)
    }

    @Test("a task is cancelled when its view's identity changes, and the new identity starts its own")
    func taskCancelledWhenIdentityChanges() async throws {
        let log = EventLog()
        let ui = ViewHost(SleeperSwitcher(log: log))
        await waitForScheduledWork { log.events.contains("start then") }

        try ui.find(button: "flip").tap()
        await waitForScheduledWork { log.events.count == 3 }
        #expect(log.events.first == "start then")
        #expect(Set(log.events) == ["start then", "cancelled then", "start else"])
        #expect(ui.runningTaskCount == 1)

        ui.disappear()
        #expect(await ui.settle())
        #expect(log.events.last == "cancelled else")
    }

    @Test("task(id:) cancels the running task and starts a new one when the id changes")
    func taskIDRestartsOnChange() async throws {
        let log = EventLog()
        let ui = ViewHost(Reloader(log: log))
        await waitForScheduledWork { log.events == ["start 0"] }

        try ui.find(button: "next").tap()
        await waitForScheduledWork { log.events.count == 3 }
        #expect(Set(log.events) == ["start 0", "cancelled 0 true", "start 1"])
        #expect(ui.runningTaskCount == 1)

        ui.disappear()
        #expect(await ui.settle())
        #expect(log.events.last == "cancelled 1 true")
    }

    @Test("task(id:) keeps its task when the view re-renders with an equal id")
    func taskIDKeepsTaskWhenEqual() async throws {
        let log = EventLog()
        let ui = ViewHost(Reloader(log: log))
        await waitForScheduledWork { log.events == ["start 0"] }

        try ui.find(button: "same").tap()
        try ui.find(button: "unrelated").tap()
        #expect(ui.texts.first == "id 0, unrelated 1")
        #expect(ui.runningTaskCount == 1)
        await ui.settle(timeout: .milliseconds(10))
        #expect(log.events == ["start 0"])

        ui.disappear()
        await ui.settle()
    }

    @Test("ViewHost.disappear() runs onDisappear and cancels tasks but keeps @State")
    func hostDisappearKeepsState() async throws {
        let log = EventLog()
        let ui = ViewHost(Screen(log: log))
        await waitForScheduledWork { log.events.contains("task") }
        try ui.find(button: "inc").tap()
        try ui.find(button: "inc").tap()

        ui.disappear()
        #expect(await ui.settle())
        #expect(log.events == ["appear", "task", "disappear", "task cancelled"])
        #expect(!ui.isVisible)
        #expect(ui.texts.first == "count 2")
    }

    @Test("ViewHost.appear() runs onAppear again and restarts the task with the kept state")
    func hostAppearRestartsTask() async throws {
        let log = EventLog()
        let ui = ViewHost(Screen(log: log))
        try ui.find(button: "inc").tap()
        ui.disappear()
        await ui.settle()

        ui.appear()
        #expect(ui.isVisible)
        await waitForScheduledWork { log.count(of: "task") == 2 }
        #expect(log.count(of: "appear") == 2)
        #expect(log.count(of: "task") == 2)
        #expect(ui.runningTaskCount == 1)
        #expect(ui.texts.first == "count 1")

        ui.disappear()
        await ui.settle()
        #expect(log.count(of: "disappear") == 2)
    }

    @Test("onAppear runs once per appearance, siblings in tree order, not again on re-render")
    func onAppearOncePerAppearance() throws {
        let log = EventLog()
        let ui = ViewHost(AppearingSiblings(log: log))
        #expect(log.events == ["appear first", "appear second"])
        try ui.find(button: "inc").tap()
        try ui.find(button: "inc").tap()
        #expect(ui.texts.contains("second 2"))
        #expect(log.events == ["appear first", "appear second"])
    }

    @Test("onDisappear runs when the view is removed, and onAppear for the view that replaces it")
    func onDisappearWhenRemoved() throws {
        let log = EventLog()
        let ui = ViewHost(AppearSwitcher(log: log))
        #expect(log.events == ["appear A"])

        try ui.find(button: "flip").tap()
        #expect(log.events.count == 3)
        #expect(Set(log.events.dropFirst()) == ["disappear A", "appear B"])

        try ui.find(button: "flip").tap()
        #expect(log.count(of: "appear A") == 2)
        #expect(log.count(of: "disappear A") == 1)
        #expect(log.count(of: "disappear B") == 1)
        #expect(log.count(of: "appear B") == 1)
    }

    @Test("onAppear and onDisappear alternate over disappear() and appear()")
    func appearDisappearOrder() {
        let log = EventLog()
        let ui = ViewHost(Text("x").onAppear { log("appear") }.onDisappear { log("disappear") })
        ui.disappear()
        ui.disappear()
        ui.appear()
        ui.appear()
        ui.disappear()
        #expect(log.events == ["appear", "disappear", "appear", "disappear"])
    }

    @Test("settle() returns true when every task has finished")
    func settleReturnsTrueWhenDone() async {
        let ui = ViewHost(Loader())
        #expect(ui.runningTaskCount == 1)
        #expect(await ui.settle())
        #expect(ui.runningTaskCount == 0)
    }

    @Test("settle() returns false when a task is still running at the deadline")
    func settleReturnsFalseAtDeadline() async {
        let log = EventLog()
        let ui = ViewHost(Sleeper(name: "slow", log: log))
        let clock = ContinuousClock()
        let start = clock.now
        #expect(await ui.settle(timeout: .milliseconds(50)) == false)
        // NB: the task sleeps 30 s; a bound far below that proves settle() did not wait for it, and leaves
        // room for a loaded machine, where the 50 ms deadline was seen to take 1.8 s.
        #expect(clock.now - start < .seconds(10))
        #expect(ui.runningTaskCount == 1)
        #expect(log.events == ["start slow"])

        ui.disappear()
        #expect(await ui.settle())
        #expect(log.events == ["start slow", "cancelled slow"])
    }
}
