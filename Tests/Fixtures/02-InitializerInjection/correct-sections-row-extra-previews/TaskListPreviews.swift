import AppDomain
import Foundation
import HeadlessUI

/// A client that never has an answer, to see the list when the server is down.
private struct BrokenAPIClient: APIClientProtocol {
    func fetch<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T {
        throw URLError(.cannotConnectToHost)
    }
}

struct TaskListView_Previews: PreviewProvider {
    static var previews: some View {
        TaskListView(viewModel: TaskListViewModel(apiClient: FakeAPIClient()))
            .previewDisplayName("With the fake client")
        TaskListView(viewModel: TaskListViewModel(apiClient: BrokenAPIClient()))
            .previewDisplayName("Server down")
    }
}
