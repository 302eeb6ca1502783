import AppDomain
import Foundation
import Testing
import WorkbookTesting
@testable import Lesson02

@Suite("Step 3 · FakeAPIClient", .recordingLiveServices)
struct Step3FakeAPIClientChecks {
    @Test("FakeAPIClient returns sample tasks without any live service")
    func returnsSampleTasks() async throws {
        let tasks = try await FakeAPIClient().fetch([TaskItem].self, from: tasksURL)
        #expect(!tasks.isEmpty && tasks.allSatisfy { !$0.title.isEmpty },
                .step(3, "FakeAPIClient asked for [TaskItem] should return a few sample tasks with titles; it "
                      + "returned \(tasks.map(\.title)).", file: "FakeAPIClient.swift", symbol: "func fetch"))
        #expect(liveUses.uses.isEmpty,
                .step(3, "FakeAPIClient reached the live \(describe(liveUses.uses)). Return the sample tasks "
                      + "directly.", file: "FakeAPIClient.swift", symbol: "func fetch"))
    }

    @Test("FakeAPIClient answers instantly")
    func answersInstantly() async throws {
        let clock = ContinuousClock()
        let fake = FakeAPIClient()
        let took = try await clock.measure {
            _ = try await fake.fetch([TaskItem].self, from: tasksURL)
        }
        let milliseconds: Int64 = took.components.seconds * 1_000 + took.components.attoseconds / 1_000_000_000_000_000
        #expect(took < .milliseconds(500),
                .step(3, "FakeAPIClient took \(milliseconds) ms to "
                      + "answer. A fake for tests and previews answers at once: no sleep, no simulated "
                      + "network.", file: "FakeAPIClient.swift", symbol: "func fetch"))
    }

    @Test("FakeAPIClient throws a descriptive error instead of crashing when asked for another type")
    func throwsForOtherTypes() async {
        // NB: a fake that force-casts with `as! T` crashes right here; the grader reports the crash.
        var thrown: (any Error)?
        do {
            let value = try await FakeAPIClient().fetch(String.self, from: tasksURL)
            Issue.record(.step(3, "Asked for String, FakeAPIClient should throw an error; it returned "
                               + "\"\(value)\".", file: "FakeAPIClient.swift", symbol: "func fetch"))
        } catch {
            thrown = error
        }
        if let thrown {
            let text = "\(String(describing: thrown)) \(thrown.localizedDescription)"
            #expect(text.contains("String"),
                    .step(3, "Asked for String, FakeAPIClient should throw an error that names the type it cannot "
                          + "produce; its error reads \"\(String(describing: thrown))\". Throw e.g. "
                          + "`FakeAPIClientError.unsupportedType(\"\\(T.self)\")`.",
                          file: "FakeAPIClient.swift", symbol: "func fetch"))
        }
    }
}
