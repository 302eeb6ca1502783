import AppDomain
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HeadlessUI
@testable import Lesson02

// What the checks of lesson 02 call, one step per line. When a line does not compile against the
// student's code, the grader quotes its `contract:` comment instead of showing this file.
// Format: `// contract: step N · what the lesson asks for · the student's file · de: the same in German`;
// the German part only where the expectation has words besides code.

// NB: classes with nonisolated members, like the checks' own doubles, so that a `Sendable`, `AnyObject`
// or `@MainActor` protocol compiles here too.
nonisolated final class ContractMealService: MealService, @unchecked Sendable {
    func meals(in category: String) async throws -> [Meal] { [] }
}

nonisolated final class ContractAPIClient: APIClientProtocol, @unchecked Sendable { // contract: step 2 · `protocol APIClientProtocol`, whose one requirement is the generic `fetch(_:from:)`: a `Decodable` type and a `URL` in, a value of that type out, `async throws` · APIClientProtocol.swift · de: `protocol APIClientProtocol`, dessen einzige Anforderung das generische `fetch(_:from:)` ist: ein `Decodable`-Typ und eine `URL` hinein, ein Wert dieses Typs heraus, `async throws`
    func fetch<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T { throw URLError(.badURL) }
}

// NB: a build that meets an error in a declaration may stop before it checks function bodies, so
// steps 1, 2, 3 and 5 also have a line that fails at the declaration level, and the grader can always
// name the step to start with. They ask only for what the function below asks for too. (Step 4 has
// none: a view may keep the view model it is given in a private @State.)
protocol ContractMealListModelShape { var errorMessage: String? { get } }
extension MealListModel: ContractMealListModelShape {} // contract: step 1 · `var errorMessage: String?`, a readable text after a failed load · MealListModel.swift · de: `var errorMessage: String?`, ein lesbarer Text nach einem gescheiterten Ladevorgang
extension FakeAPIClient {} // contract: step 3 · `struct FakeAPIClient: APIClientProtocol`, sample tasks for `[TaskItem]`, an error for any other type · FakeAPIClient.swift · de: `struct FakeAPIClient: APIClientProtocol`, Beispielaufgaben für `[TaskItem]`, ein Fehler für jeden anderen Typ
protocol ContractThumbnailLoaderShape { var session: URLSession { get } }
extension ThumbnailLoader: ContractThumbnailLoaderShape {} // contract: step 5 · `ThumbnailLoader.session`, the `URLSession` the loader uses, readable from outside · ThumbnailLoader.swift · de: `ThumbnailLoader.session`, die `URLSession`, über die der Loader lädt, von außen lesbar

// NB: the instances come in as parameters, so that each line compiles or fails on its own.
@MainActor
func contractUses(model: MealListModel, viewModel: TaskListViewModel, loader: ThumbnailLoader,
                  meal: Meal, session: URLSession) async throws {
    _ = MealListModel(service: ContractMealService()) // contract: step 1 · `MealListModel(service: any MealService = MealAPI())` · MealListModel.swift
    _ = MealListModel() // contract: step 1 · `MealListModel()` still works, with the live `MealAPI()` as the default service · MealListModel.swift · de: `MealListModel()` funktioniert weiter, mit dem Live-Dienst `MealAPI()` als Standardwert
    await model.load(category: "Dessert") // contract: step 1 · `func load(category: String) async` · MealListModel.swift
    let _: [Meal] = model.meals // contract: step 1 · `var meals: [Meal]` · MealListModel.swift
    let _: Bool = model.isLoading // contract: step 1 · `var isLoading: Bool`, true while a load runs · MealListModel.swift · de: `var isLoading: Bool`, true, solange ein Ladevorgang läuft
    let _: String? = model.errorMessage // contract: step 1 · `var errorMessage: String?`, a readable text after a failed load · MealListModel.swift · de: `var errorMessage: String?`, ein lesbarer Text nach einem gescheiterten Ladevorgang

    let _: any APIClientProtocol = APIClient() // contract: step 2 · `APIClient` conforms to `APIClientProtocol` · APIClientProtocol.swift · de: `APIClient` erfüllt `APIClientProtocol`
    _ = TaskListViewModel(apiClient: ContractAPIClient()) // contract: step 2 · `TaskListViewModel(apiClient: any APIClientProtocol = APIClient())` · TaskListViewModel.swift
    _ = TaskListViewModel() // contract: step 2 · `TaskListViewModel()` still works, with the live `APIClient()` as the default · TaskListViewModel.swift · de: `TaskListViewModel()` funktioniert weiter, mit dem Live-Dienst `APIClient()` als Standardwert
    await viewModel.refresh() // contract: step 2 · `func refresh() async` · TaskListViewModel.swift
    let _: [TaskItem] = viewModel.tasks // contract: step 2 · `var tasks: [TaskItem]` · TaskListViewModel.swift

    let _: any APIClientProtocol = FakeAPIClient() // contract: step 3 · `struct FakeAPIClient: APIClientProtocol`, sample tasks for `[TaskItem]`, an error for any other type · FakeAPIClient.swift · de: `struct FakeAPIClient: APIClientProtocol`, Beispielaufgaben für `[TaskItem]`, ein Fehler für jeden anderen Typ

    _ = TaskListView(viewModel: viewModel) // contract: step 4 · `TaskListView(viewModel: TaskListViewModel)` · TaskListView.swift
    _ = TaskListView_Previews.previews // contract: step 4 · `struct TaskListView_Previews: PreviewProvider` · TaskListPreviews.swift

    _ = ThumbnailLoader(session: session) // contract: step 5 · `ThumbnailLoader(session: URLSession = .shared)` · ThumbnailLoader.swift
    _ = ThumbnailLoader() // contract: step 5 · `ThumbnailLoader()` still works, with `URLSession.shared` as the default · ThumbnailLoader.swift · de: `ThumbnailLoader()` funktioniert weiter, mit `URLSession.shared` als Standardwert
    let _: URLSession = loader.session // contract: step 5 · `ThumbnailLoader.session`, the `URLSession` the loader uses, readable from outside · ThumbnailLoader.swift · de: `ThumbnailLoader.session`, die `URLSession`, über die der Loader lädt, von außen lesbar
    let _: Data = try await loader.thumbnail(for: meal) // contract: step 5 · `func thumbnail(for meal: Meal) async throws -> Data` · ThumbnailLoader.swift
}
