import AppDomain
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson01

@Suite("Step 4 · CachingMealService ⟪de: CachingMealService⟫", .recordingLiveServices)
struct Step4CachingMealServiceChecks {
    @Test("answers with the meals of the service it wraps ⟪de: antwortet mit den Gerichten des Dienstes, den er umhüllt⟫")
    func passesMealsThrough() async throws {
        let cache = CachingMealService(wrapping: SpyMealService(meals: [.pfannkuchen, .strudel]))
        let meals = try await cache.meals(in: "Dessert")
        #expect(meals.map(\.name) == ["Pfannkuchen", "Apfelstrudel"],
                .step(4, "CachingMealService should answer with what the wrapped service returns; it "
                      + "answered \(meals.map(\.name)).",
                      de: "CachingMealService sollte mit dem antworten, was der umhüllte Dienst liefert; "
                      + "geantwortet hat er mit \(meals.map(\.name)).",
                      file: "CachingMealService.swift", symbol: "func meals"))
    }

    @Test("asks the wrapped service only once per category ⟪de: fragt den umhüllten Dienst nur einmal pro Kategorie⟫")
    func asksOncePerCategory() async throws {
        let spy = SpyMealService(meals: [.pfannkuchen])
        let cache = CachingMealService(wrapping: spy)
        _ = try await cache.meals(in: "Dessert")
        _ = try await cache.meals(in: "Dessert")
        _ = try await cache.meals(in: "Seafood")
        _ = try await cache.meals(in: "Dessert")
        #expect(spy.requests == ["Dessert", "Seafood"],
                .step(4, "Asked for Dessert, Dessert, Seafood, Dessert, CachingMealService should ask the "
                      + "wrapped service once per category: [\"Dessert\", \"Seafood\"]. It asked "
                      + "\(spy.requests).",
                      de: "Wird CachingMealService nacheinander nach Dessert, Dessert, Seafood, Dessert gefragt, sollte "
                      + "er den umhüllten Dienst nur einmal pro Kategorie fragen: [\"Dessert\", \"Seafood\"]. Er "
                      + "hat nach \(spy.requests) gefragt.",
                      file: "CachingMealService.swift", symbol: "func meals"))
    }

    @Test("does not remember a failure: the next call asks again ⟪de: merkt sich keinen Fehler: Der nächste Aufruf fragt erneut⟫")
    func doesNotCacheFailures() async throws {
        let spy = SpyMealService(answers: [.failure(ServiceDown()), .success([.strudel])])
        let cache = CachingMealService(wrapping: spy)
        await #expect(throws: (any Error).self,
                      .step(4, "When the wrapped service throws, CachingMealService should throw too, but the "
                            + "call returned without an error.",
                            de: "Wirft der umhüllte Dienst einen Fehler, sollte auch CachingMealService werfen, "
                            + "aber der Aufruf kam ohne Fehler zurück.",
                            file: "CachingMealService.swift", symbol: "func meals")) {
            try await cache.meals(in: "Dessert")
        }
        let retry = try? await cache.meals(in: "Dessert")
        #expect(spy.requests.count == 2 && retry?.map(\.name) == ["Apfelstrudel"],
                .step(4, "After a failure, the next call for the same category should ask the wrapped "
                      + "service again and return its meals: a failure is nothing to remember. The wrapped "
                      + "service was asked for \(spy.requests), and the second call returned "
                      + "\(retry.map { "\($0.map(\.name))" } ?? "an error").",
                      de: "Nach einem Fehler sollte der nächste Aufruf für dieselbe Kategorie den umhüllten Dienst "
                      + "erneut fragen und dessen Gerichte liefern: Einen Fehler merkt man sich nicht. Der "
                      + "umhüllte Dienst wurde nach \(spy.requests) gefragt, und der zweite Aufruf "
                      + "lieferte \(retry.map { "\($0.map(\.name))" } ?? "einen Fehler").",
                      file: "CachingMealService.swift", symbol: "func meals"))
        expectNoLiveFallback("CachingMealService", step: 4, file: "CachingMealService.swift", symbol: "func meals")
    }

    @Test("after any sequence of calls for two categories, asks only for what it has not loaded and answers as it promises ⟪de: fragt nach jeder Folge von Aufrufen für zwei Kategorien nur nach, was er noch nicht geladen hat, und antwortet wie versprochen⟫")
    func everySequenceOfCalls() async {
        let calls = [CacheCall(category: "Dessert", answer: [.pfannkuchen]), CacheCall(category: "Dessert", answer: nil),
                     CacheCall(category: "Seafood", answer: [.strudel]), CacheCall(category: "Seafood", answer: nil)]
        let broken = await shortestBrokenSequence(of: calls) { sequence in
            let wrapped = SwitchableMealService()
            let cache = CachingMealService(wrapping: wrapped)
            var remembered: [String: [Meal]] = [:]
            for (index, call) in sequence.enumerated() {
                wrapped.answer(with: call.answer.map { .success($0) } ?? .failure(ServiceDown()))
                let before = wrapped.requests.count
                let returned = try? await cache.meals(in: call.category).map(\.name)
                let asked = wrapped.requests.count > before
                if let broken = call.promise(at: index, remembered: remembered, asked: asked, returned: returned) { return broken }
                if remembered[call.category] == nil, let answer = call.answer { remembered[call.category] = answer }
            }
            return nil
        }
        #expect(broken == nil,
                .step(4, "After the calls \(broken?.describe(\.name) ?? "") (✓ or ✗: what the wrapped service answers if it "
                      + "is asked), \(broken?.promise.english ?? ""). A cache remembers each category's meals from the "
                      + "first call that loaded them, and nothing of a failure.",
                      de: "Nach den Aufrufen \(broken?.describe(\.name) ?? "") (✓ oder ✗: was der umhüllte Dienst "
                      + "antwortet, wenn er gefragt wird): \(broken?.promise.german ?? ""). Ein Cache merkt sich die "
                      + "Gerichte jeder Kategorie vom ersten Aufruf, der sie geladen hat, und nichts von einem Fehler.",
                      file: "CachingMealService.swift", symbol: "func meals"))
    }

    @Test("drops into RecipeListView without changing the view ⟪de: lässt sich in RecipeListView einsetzen, ohne die View zu ändern⟫")
    func worksInsideRecipeListView() async {
        let ui = ViewHost(RecipeListView(service: CachingMealService(wrapping: SpyMealService(meals: [.strudel]))))
        await ui.settle()
        #expect(listsOnce(["Apfelstrudel"], in: ui.texts),
                .step(4, "RecipeListView(service: CachingMealService(wrapping: …)) should list the wrapped "
                      + "service's meals; it shows \(ui.texts).",
                      de: "RecipeListView(service: CachingMealService(wrapping: …)) sollte die Gerichte des "
                      + "umhüllten Dienstes zeigen; sie zeigt \(ui.texts).",
                      file: "CachingMealService.swift", symbol: "class CachingMealService"))
    }
}
