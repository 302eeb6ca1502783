import HeadlessUI

// Every code block of the English chapter "Dependency Injection & Testability", in order, with
// `import SwiftUI` → `import HeadlessUI` and `#Preview` written out as a `PreviewProvider`. The chapter names its
// model `Task`, which would hide Swift's `Task` from every other file of this module, so its code lives in a
// caseless enum, as it would live in a module of its own. Lines marked `// filled in:` stand for what the
// chapter leaves out (the model, its URL, the chapter 3 implementation, the view).

enum Chapter5 {
    // filled in: the chapter's model and endpoint.
    struct Task: Codable {
        var title: String
        var priority: Int
    }

    static let tasksURL = URL(string: "https://api.example.com/tasks")!

    // MARK: The Real Problem

    enum Before {
        @Observable
        @MainActor
        final class TaskListViewModel {
            var tasks: [Task] = []   // filled in
            private let apiClient = APIClient()   // created internally — a real, genuine testing dead end

            func refresh() async {
                tasks = (try? await apiClient.fetch([Task].self, from: tasksURL)) ?? []
            }
        }
    }

    // MARK: The Fix: Depend on an Abstraction, Not a Concrete Type

    protocol APIClientProtocol {
        func fetch<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T
    }

    struct APIClient: APIClientProtocol {
        func fetch<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T {
            // the chapter 3 implementation, unchanged
            let (data, _) = try await URLSession.shared.data(from: url)   // filled in
            return try JSONDecoder().decode(T.self, from: data)           // filled in
        }
    }

    // MARK: TaskListViewModel.swift — Refactored with Initializer Injection

    @Observable
    @MainActor
    final class TaskListViewModel {
        var tasks: [Task] = []   // filled in
        private let apiClient: APIClientProtocol

        init(apiClient: APIClientProtocol = APIClient()) {
            self.apiClient = apiClient
        }

        func refresh() async {
            tasks = (try? await apiClient.fetch([Task].self, from: tasksURL)) ?? []
        }
    }

    // MARK: A Real Fake for Tests and Previews

    struct FakeAPIClient: APIClientProtocol {
        func fetch<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T {
            let sample = [Task(title: "Sample Task", priority: 2)]
            return sample as! T   // safe here: this fake is only ever used with [Task]
        }
    }

    // filled in: the view the preview shows.
    struct TaskListView: View {
        let viewModel: TaskListViewModel

        var body: some View {
            List(viewModel.tasks, id: \.title) { Text($0.title) }
                .task { await viewModel.refresh() }
        }
    }

    // In a SwiftUI Preview: `#Preview { … }`, written out.
    struct TaskListView_Previews: PreviewProvider {
        static var previews: some View {
            TaskListView(viewModel: TaskListViewModel(apiClient: FakeAPIClient()))
        }
    }

    // MARK: SwiftUI's Own Native DI: Custom `@Environment` Values

    struct APIClientKey: EnvironmentKey {
        static let defaultValue: APIClientProtocol = APIClient()
    }

    // Reading it in a View:
    struct TaskHeader: View {   // filled in: the view around the property
        @Environment(\.apiClient) private var apiClient
        var body: some View { Text("tasks") }
    }
}

// The chapter's names at file scope, so that its `extension EnvironmentValues` reads as written.
typealias APIClientProtocol = Chapter5.APIClientProtocol
typealias APIClientKey = Chapter5.APIClientKey

extension EnvironmentValues {
    var apiClient: APIClientProtocol {
        get { self[APIClientKey.self] }
        set { self[APIClientKey.self] = newValue }
    }
}
