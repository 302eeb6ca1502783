import AppDomain
import Foundation

// TODO: Step 2 — Describe what TaskListViewModel needs from a networking client, without naming
// APIClient, as a protocol named `APIClientProtocol`. Its one requirement is APIClient's generic fetch
// method, copied with its exact signature, so that APIClient already satisfies it. Then let the live
// APIClient conform: the extension stays empty.
// Schritt 2 — Beschreib als Protokoll namens `APIClientProtocol`, was TaskListViewModel von einem
// Netzwerk-Client braucht, ohne APIClient zu nennen. Seine einzige Anforderung ist die generische
// fetch-Methode von APIClient, mit genau ihrer Signatur, sodass APIClient sie schon erfüllt. Dann lass
// den echten APIClient konform werden: Die Extension bleibt leer.
