import AppDomain
import Foundation
import Testing
import WorkbookTesting
@testable import Lesson02

@Suite("Step 3 · FakeAPIClient ⟪de: FakeAPIClient⟫", .recordingLiveServices)
struct Step3FakeAPIClientChecks {
    @Test("FakeAPIClient returns sample tasks without any live service ⟪de: FakeAPIClient liefert Beispielaufgaben ohne jeden Live-Dienst⟫")
    func returnsSampleTasks() async throws {
        let tasks = try await FakeAPIClient().fetch([TaskItem].self, from: tasksURL)
        #expect(!tasks.isEmpty && tasks.allSatisfy { !$0.title.isEmpty },
                .step(3, "Asked for [TaskItem], FakeAPIClient should return a few sample tasks with titles; it "
                      + "returned \(tasks.map(\.title)).",
                      de: "Nach [TaskItem] gefragt, sollte FakeAPIClient ein paar Beispielaufgaben mit Titeln "
                      + "liefern; geliefert hat er \(tasks.map(\.title)).",
                      file: "FakeAPIClient.swift", symbol: "func fetch"))
        #expect(liveUses.uses.isEmpty,
                .step(3, "FakeAPIClient reached the live \(describe(liveUses.uses)). A fake needs no network: "
                      + "its sample tasks are already in memory.",
                      de: "FakeAPIClient hat \(liveUses.uses.germanObject) erreicht. Ein "
                      + "Fake braucht kein Netz: Seine Beispielaufgaben liegen schon im Speicher.",
                      file: "FakeAPIClient.swift", symbol: "func fetch"))
    }

    @Test("FakeAPIClient answers instantly ⟪de: FakeAPIClient antwortet sofort⟫")
    func answersInstantly() async throws {
        // "Instant" means what it means in lesson 03: the fastest of up to four tries under 100 ms, so a
        // busy machine cannot make a correct fake look slow.
        let clock = ContinuousClock()
        let fake = FakeAPIClient()
        var fastest = Duration.seconds(3600)
        for _ in 0..<4 where fastest >= .milliseconds(100) {
            let took = try await clock.measure {
                _ = try await fake.fetch([TaskItem].self, from: tasksURL)
            }
            fastest = min(fastest, took)
        }
        #expect(fastest < .milliseconds(100),
                .step(3, "FakeAPIClient's answer should be instant (under 100 ms); even its fastest answer took "
                      + "\(milliseconds(fastest)) ms. A fake for tests and previews does not wait: no sleep, no "
                      + "imitated network.",
                      de: "Die Antwort von FakeAPIClient sollte sofort kommen (unter 100 ms); selbst die "
                      + "schnellste hat \(milliseconds(fastest)) ms gedauert. Ein Fake für Tests und Previews "
                      + "wartet nicht: kein Sleep, kein nachgeahmtes Netz.",
                      file: "FakeAPIClient.swift", symbol: "func fetch"))
    }

    @Test("FakeAPIClient throws a descriptive error instead of crashing when asked for another type ⟪de: FakeAPIClient wirft einen verständlichen Fehler statt abzustürzen, wenn ein anderer Typ verlangt wird⟫")
    func throwsForOtherTypes() async {
        // NB: a fake that force-casts with `as! T` crashes right here; the grader reports the crash.
        await expectThrows(String.self, named: "String")
        // The type the text names: the day a second view model asks this fake for meals.
        await expectThrows([Meal].self, named: "[Meal]", naming: "Meal")
        // A type with some of a task's fields: a fake that decodes sample JSON would answer it, and a raw
        // decoding error names a key, not the type that was asked for.
        await expectThrows([TaskTitle].self, named: "[TaskTitle]", naming: "TaskTitle")
    }

    /// Asks the fake for `type`, shown as `name`, and expects an error whose text holds `naming`.
    private func expectThrows<T: Decodable>(_ type: T.Type, named name: String, naming: String? = nil) async {
        var thrown: (any Error)?
        do {
            let value = try await FakeAPIClient().fetch(type, from: tasksURL)
            Issue.record(.step(3, "Asked for \(name), FakeAPIClient should throw an error; it returned "
                               + "\"\(value)\".",
                               de: "Nach \(name) gefragt, sollte FakeAPIClient einen Fehler werfen; er hat "
                               + "„\(value)“ geliefert.",
                               file: "FakeAPIClient.swift", symbol: "func fetch"))
        } catch {
            thrown = error
        }
        if let thrown {
            let text = "\(String(describing: thrown)) \(thrown.localizedDescription)"
            #expect(text.contains(naming ?? name),
                    .step(3, "Asked for \(name), FakeAPIClient should throw an error that names the type it cannot "
                          + "produce; its error reads \"\(String(describing: thrown))\". Put the name of the "
                          + "requested type into the error.",
                          de: "Nach \(name) gefragt, sollte FakeAPIClient einen Fehler werfen, der den Typ nennt, "
                          + "den er nicht liefern kann; sein Fehler lautet „\(String(describing: thrown))“. Nimm "
                          + "den Namen des verlangten Typs in den Fehler auf.",
                          file: "FakeAPIClient.swift", symbol: "func fetch"))
        }
    }

    /// A type with one of a task's fields and nothing else.
    private struct TaskTitle: Decodable {
        let title: String
    }

    private func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
