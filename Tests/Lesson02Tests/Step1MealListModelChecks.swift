import AppDomain
import Testing
import WorkbookTesting
@testable import Lesson02

@Suite("Step 1 · MealListModel takes its service ⟪de: MealListModel bekommt seinen Dienst⟫", .recordingLiveServices)
struct Step1MealListModelChecks {
    @Test("MealListModel() still loads from the live MealAPI by default ⟪de: MealListModel() lädt standardmäßig weiter von der Live-MealAPI⟫")
    func defaultsToLiveAPI() async {
        let model = MealListModel()
        await model.load(category: "Dessert")
        #expect(liveUses.contains(service: "MealAPI", call: "meals(in:)"),
                .step(1, "MealListModel() without arguments should still load from the live MealAPI: the live "
                      + "service belongs in the parameter's default value. Live uses seen: "
                      + "\(describe(liveUses.uses)).",
                      de: "MealListModel() ohne Argumente sollte weiterhin über den Live-Dienst MealAPI laden: Er "
                      + "gehört als Standardwert in den Parameter. Beobachtete Zugriffe auf Live-Dienste: "
                      + "\(describe(liveUses.uses, german: true)).",
                      file: "MealListModel.swift", symbol: "init("))
    }

    @Test("load(category:) shows the meals its service returns for that category ⟪de: load(category:) zeigt die Gerichte, die sein Dienst für diese Kategorie liefert⟫")
    func showsInjectedMeals() async {
        let spy = SpyMealService(meals: [.fischsuppe, .pfannkuchen])
        let model = MealListModel(service: spy)
        await model.load(category: "Seafood")
        #expect(spy.requests == ["Seafood"],
                .step(1, "load(category: \"Seafood\") should ask the service the model was given, once, for "
                      + "\"Seafood\"; that service was asked for \(spy.requests).",
                      de: "load(category: \"Seafood\") sollte den Dienst, den das Modell bekommen hat, genau einmal "
                      + "nach „Seafood“ fragen; gefragt wurde er nach \(spy.requests).",
                      file: "MealListModel.swift", symbol: "func load"))
        #expect(model.meals.map(\.name) == ["Fischsuppe", "Pfannkuchen"],
                .step(1, "After load(category:), `meals` should hold what the service returned (Fischsuppe, "
                      + "Pfannkuchen), but it holds \(model.meals.map(\.name)).",
                      de: "Nach load(category:) sollte `meals` enthalten, was der Dienst geliefert hat (Fischsuppe, "
                      + "Pfannkuchen), es enthält aber \(model.meals.map(\.name)).",
                      file: "MealListModel.swift", symbol: "func load"))
    }

    @Test("never reaches the live MealAPI when it is given a service ⟪de: erreicht nie die Live-MealAPI, wenn sie einen Dienst bekommt⟫")
    func staysOffTheLiveAPI() async {
        let model = MealListModel(service: SpyMealService(meals: [.pfannkuchen]))
        await model.load(category: "Dessert")
        let live = liveUses.uses(of: "MealAPI")
        #expect(live.isEmpty,
                .step(1, "MealListModel reached the live \(describe(live)) although it was given a MealService. "
                      + "Do not create MealAPI() inside the model: load from the service that came in through "
                      + "the initializer.",
                      de: "MealListModel hat \(live.germanObject) erreicht, obwohl es "
                      + "einen MealService bekommen hat. Erzeug im Modell kein MealAPI(): Lade über den Dienst, "
                      + "der durch den Initializer hereinkommt.",
                      file: "MealListModel.swift", symbol: "func load"))
    }

    @Test("isLoading is true while the service is working and false once it answered ⟪de: isLoading ist true, solange der Dienst arbeitet, und false, sobald er geantwortet hat⟫")
    func isLoadingDuringLoad() async throws {
        let gate = GatedMealService()
        let model = MealListModel(service: gate)
        let load = Task { await model.load(category: "Dessert") }
        let asked = await yieldUntil { gate.isHoldingRequest }
        try #require(asked,
                     .step(1, "load(category:) never asked the service the model was given, so the check could "
                           + "not hold the load open to look at `isLoading`. Load through the stored service.",
                           de: "load(category:) hat den Dienst, den das Modell bekommen hat, nie gefragt. Deshalb "
                           + "konnte der Check das Laden nicht offen halten, um `isLoading` anzusehen. Lade über "
                           + "den gespeicherten Dienst.",
                           file: "MealListModel.swift", symbol: "func load"))
        #expect(model.isLoading,
                .step(1, "While the service has not answered yet, `isLoading` should be true; it is false. "
                      + "`isLoading` goes on before the model waits for the service.",
                      de: "Solange der Dienst noch nicht geantwortet hat, sollte `isLoading` true sein; es ist "
                      + "false. `isLoading` muss true werden, bevor das Modell auf den Dienst wartet.",
                      file: "MealListModel.swift", symbol: "isLoading"))
        gate.release(with: [.pfannkuchen])
        await load.value
        #expect(!model.isLoading,
                .step(1, "Once the service answered, `isLoading` should be false again; it is still true.",
                      de: "Sobald der Dienst geantwortet hat, sollte `isLoading` wieder false sein; es ist noch "
                      + "true.",
                      file: "MealListModel.swift", symbol: "isLoading"))
    }

    @Test("a failing service leaves meals empty, sets a readable errorMessage and ends the load ⟪de: ein fehlschlagender Dienst lässt meals leer, setzt eine lesbare errorMessage und beendet das Laden⟫")
    func failureSetsErrorMessage() async {
        // A success first: after the failure, nothing of it may stand next to the error.
        let model = MealListModel(service: SpyMealService(answers: [.success([.pfannkuchen, .fischsuppe]), .failure(ServiceDown())]))
        await model.load(category: "Dessert")
        await model.load(category: "Dessert")
        let message = model.errorMessage ?? ""
        #expect(!message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                .step(1, "When the service throws, `errorMessage` should be a sentence the screen can show; it is "
                      + "\(model.errorMessage.map { "\"\($0)\"" } ?? "nil"). Catch the error instead of `try?`, "
                      + "which throws it away, and turn it into that sentence.",
                      de: "Wenn der Dienst einen Fehler wirft, sollte `errorMessage` einen Satz enthalten, den der "
                      + "Bildschirm anzeigen kann; es ist \(model.errorMessage.map { "„\($0)“" } ?? "nil"). Fang "
                      + "den Fehler ab, statt ihn mit `try?` wegzuwerfen, und mach daraus diesen Satz.",
                      file: "MealListModel.swift", symbol: "func load"))
        #expect(model.meals.isEmpty,
                .step(1, "When the service throws after a successful load, `meals` should be empty, with nothing "
                      + "left from the load before; it holds \(model.meals.map(\.name)) next to the error.",
                      de: "Wirft der Dienst nach einem erfolgreichen Ladevorgang einen Fehler, sollte `meals` leer sein, "
                      + "ohne Reste des Ladevorgangs davor; es enthält \(model.meals.map(\.name)) neben dem Fehler.",
                      file: "MealListModel.swift", symbol: "func load"))
        #expect(!model.isLoading,
                .step(1, "After a failed load, `isLoading` should be false again; it is still true. The load "
                      + "must end on every path, also when the service throws.",
                      de: "Nach einem gescheiterten Ladevorgang sollte `isLoading` wieder false sein; es ist noch "
                      + "true. Der Ladevorgang muss auf jedem Weg enden, auch wenn der Dienst einen Fehler wirft.",
                      file: "MealListModel.swift", symbol: "isLoading"))
        expectNoLiveFallback("MealListModel", step: 1, file: "MealListModel.swift", symbol: "func load")
    }

    @Test("after any sequence of loads that succeed, fail or are cancelled, meals, errorMessage and isLoading say what the last load did ⟪de: nach jeder Folge von Ladevorgängen, die gelingen, scheitern oder abgebrochen werden, zeigen meals, errorMessage und isLoading, was der letzte ergab⟫")
    func everySequenceOfLoads() async {
        // The state before any load is the first a screen shows.
        let fresh = MealListModel(service: SequencedMealService([]))
        #expect(!fresh.isLoading && fresh.meals.isEmpty && fresh.errorMessage == nil,
                .step(1, "Before any load, a new model should hold no meals and no errorMessage and not be loading; it "
                      + "has isLoading \(fresh.isLoading), \(fresh.meals.count) meals and errorMessage "
                      + "\(fresh.errorMessage.map { "\"\($0)\"" } ?? "nil"). `isLoading` is true only while a load runs.",
                      de: "Vor dem ersten Laden sollte ein neues Modell keine Gerichte und keine errorMessage haben und "
                      + "nicht laden; es hat isLoading \(fresh.isLoading), \(fresh.meals.count) Gerichte und errorMessage "
                      + "\(fresh.errorMessage.map { "„\($0)“" } ?? "nil"). `isLoading` ist nur true, solange geladen wird.",
                      file: "MealListModel.swift", symbol: "var isLoading"))
        let outcomes: [LoadOutcome] = [.succeed([.pfannkuchen, .fischsuppe]), .succeed([.strudel]), .fail, .cancelled]
        let broken = await shortestBrokenSequence(of: outcomes) { sequence in
            let service = SequencedMealService(sequence)
            let model = MealListModel(service: service)
            for (index, outcome) in sequence.enumerated() {
                if case .cancelled = outcome {
                    let load = Task { await model.load(category: "Dessert") }
                    _ = await yieldUntil { service.isWaiting }
                    load.cancel()
                    await load.value
                } else {
                    await model.load(category: "Dessert")
                }
                if let broken = outcome.promise(at: index, meals: model.meals.map(\.name), errorMessage: model.errorMessage,
                                                isLoading: model.isLoading) {
                    return broken
                }
            }
            return nil
        }
        #expect(broken == nil,
                .step(1, "After \(broken?.describe { $0.name(german: false) } ?? ""), \(broken?.promise.english ?? ""). "
                      + "Each load sets all three from its own outcome, whatever the loads before it left behind.",
                      de: "Nach \(broken?.describe { $0.name(german: true) } ?? ""): \(broken?.promise.german ?? ""). Jeder "
                      + "Ladevorgang setzt alle drei nach seinem eigenen Ausgang, was auch immer die Ladevorgänge davor "
                      + "hinterlassen haben.",
                      file: "MealListModel.swift", symbol: "func load"))
    }

    @Test("a successful load clears the errorMessage of an earlier failure ⟪de: ein erfolgreiches Laden löscht die errorMessage eines früheren Fehlers⟫")
    func successClearsError() async throws {
        let spy = SpyMealService(answers: [.failure(ServiceDown()), .success([.strudel])])
        let model = MealListModel(service: spy)
        await model.load(category: "Dessert")
        try #require(model.errorMessage != nil,
                     .step(1, "The first load failed, so `errorMessage` should be set; it is nil. Catch the error "
                           + "instead of swallowing it with `try?`.",
                           de: "Der erste Ladevorgang ist gescheitert, also sollte `errorMessage` gesetzt sein; es "
                           + "ist nil. Fang den Fehler ab, statt ihn mit `try?` zu verschlucken.",
                           file: "MealListModel.swift", symbol: "func load"))
        await model.load(category: "Dessert")
        #expect(model.errorMessage == nil && model.meals.map(\.name) == ["Apfelstrudel"],
                .step(1, "After a failed load, a successful one should clear `errorMessage` and show the meals "
                      + "[\"Apfelstrudel\"]; errorMessage is \(model.errorMessage.map { "\"\($0)\"" } ?? "nil") and "
                      + "meals \(model.meals.map(\.name)). A load that succeeds leaves no old error behind.",
                      de: "Nach einem gescheiterten Ladevorgang sollte ein erfolgreicher `errorMessage` "
                      + "zurücksetzen und die Gerichte [\"Apfelstrudel\"] zeigen; errorMessage ist "
                      + "\(model.errorMessage.map { "„\($0)“" } ?? "nil") und meals \(model.meals.map(\.name)). "
                      + "Ein erfolgreicher Ladevorgang hinterlässt keinen alten Fehler.",
                      file: "MealListModel.swift", symbol: "func load"))
    }
}
