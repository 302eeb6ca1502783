import AppDomain
import HeadlessUI

/// The desserts of the injected service, with a spinner while they load and a sentence when they cannot.
struct RecipeListView: View {
    private enum LoadState {
        case idle
        case loading
        case loaded([Meal])
        case failed(String)
    }

    private let service: any MealService
    @State private var state = LoadState.idle

    init(service: any MealService = MealAPI.shared) {
        self.service = service
    }

    var body: some View {
        Group {
            switch state {
            case .idle, .loading:
                ProgressView("Loading desserts…")
            case .loaded(let meals):
                List(meals) { meal in
                    Text(meal.name)
                }
            case .failed(let message):
                Text(message)
            }
        }
        .onAppear {
            Task { await loadDesserts() }
        }
    }

    private func loadDesserts() async {
        state = .loading
        let result = await Result { try await service.meals(in: "Dessert") }
        switch result {
        case .success(let meals):
            state = .loaded(meals)
        case .failure(let error):
            state = .failed("Desserts are not available right now: \(error.localizedDescription)")
        }
    }
}

private extension Result where Failure == any Error {
    /// `Result(catching:)` for async work.
    init(catching work: () async throws -> Success) async {
        do {
            self = .success(try await work())
        } catch {
            self = .failure(error)
        }
    }
}
