import AppDomain
import Foundation

// TODO: Step 2 — Describe what TaskListViewModel needs from a networking client, without naming
// APIClient:
//
//     protocol APIClientProtocol {
//         func fetch<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T
//     }
//
// Then let the live APIClient conform. It already has exactly this method, so the extension is empty.
