import AppDomain
import Foundation

// TODO: Step 2 — Describe what TaskListViewModel needs from a networking client, without naming
// APIClient, as a protocol named `APIClientProtocol`. Its one requirement is APIClient's generic fetch
// method, copied with its exact signature, so that APIClient already satisfies it. Then let the live
// APIClient conform: the extension stays empty.
